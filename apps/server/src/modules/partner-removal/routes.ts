import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import type { RouteModule } from '../../routes/types.ts';
import { requestPartnerRemoval } from './repository.ts';
import { PARTNER_REMOVAL_MESSAGES, partnerRemovalSchema, type PartnerRemovalBody } from './schemas.ts';

/** Partner removal requests. Spec: operations §7 (shape not shown: the reference server's choice). */
export const partnerRemovalRoutes: RouteModule = {
  name: 'partner-removal',
  plugin: async (api) => {
    /**
     * POST /partner/partner-remove-request/ `{ partner_id, reason }`: asks for a partner's removal
     * (a pending request, the partner's status becomes `removal_requested`); 201, 404 unknown
     * partner, 409 when one is already pending.
     */
    api.post<{ Body: PartnerRemovalBody }>(
      '/partner/partner-remove-request/',
      {
        schema: partnerRemovalSchema,
        config: { validationMessages: { '*': PARTNER_REMOVAL_MESSAGES.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.partnerRemoveRequest }),
      },
      async (request, reply) => {
        const data = await api.ctx.db.transaction((tx) =>
          requestPartnerRemoval(tx, {
            partnerId: request.body.partner_id,
            reason: request.body.reason.trim(),
            requestedBy: request.authUser!.id,
            now: api.ctx.now(),
          }),
        );
        return reply.code(201).send({ status: 201, message: PARTNER_REMOVAL_MESSAGES.requested, data });
      },
    );
  },
};
