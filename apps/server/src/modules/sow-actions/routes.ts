import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { addSowAction, listSowActions, sowActionFilters } from './repository.ts';
import { addSowActionSchema, SOW_ACTION_MESSAGES, type SowActionBody } from './schemas.ts';

/**
 * The actions a SOW subtype triggers per project. Spec: operations §7 (shapes not shown: the
 * reference server's choice).
 */
export const sowActionRoutes: RouteModule = {
  name: 'sow-actions',
  plugin: async (api) => {
    /**
     * GET /management/get-sowsubtype-action/: filters `project` (id), `sowsubtype`; search
     * sowsubtype, action, project name or code; ordering sowsubtype, action, project, created_at.
     */
    listEndpoint(api, '/management/get-sowsubtype-action/', {
      roles: CALL_ROLES.sowsubtypeActions,
      filters: sowActionFilters,
      page: listSowActions,
    });

    /**
     * POST /management/add-sowsubtype-action/ `{ project_id, sowsubtype, action }` (action one of
     * SOW_ACTIONS): 201, 404 unknown project, 409 when already set.
     */
    api.post<{ Body: SowActionBody }>(
      '/management/add-sowsubtype-action/',
      {
        schema: addSowActionSchema,
        config: { validationMessages: { '*': SOW_ACTION_MESSAGES.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.addSowsubtypeAction }),
      },
      async (request, reply) => {
        const data = await api.ctx.db.transaction((tx) =>
          addSowAction(tx, {
            projectId: request.body.project_id,
            sowsubtype: request.body.sowsubtype.trim(),
            action: request.body.action,
            createdBy: request.authUser!.id,
            now: api.ctx.now(),
          }),
        );
        return reply.code(201).send({ status: 201, message: SOW_ACTION_MESSAGES.added, data });
      },
    );
  },
};
