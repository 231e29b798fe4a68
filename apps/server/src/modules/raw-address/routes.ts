import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { workViewerOf } from '../shared.ts';
import { listRawAddresses, rawAddressFilters, resolveRawAddress } from './repository.ts';
import { RAW_ADDRESS_MESSAGES as M, resolveAddressSchema, type ResolveAddressBody } from './schemas.ts';

/**
 * Raw addresses (/raw-address): tickets whose customer address did not resolve to a pincode and
 * district, resolved with the pincode lookup. Roles: CALL_ROLES.rawAddress ("customer_connect,
 * project_manager, coordinator, admin: raw-address", operations §6): one shared queue. Paths and
 * shapes are the reference server's choice (issue 14).
 */
export const rawAddressRoutes: RouteModule = {
  name: 'raw-address',
  plugin: async (api) => {
    /**
     * GET /management/raw-addresses/: `{ status: 200, results, count }`; filter `status` (pending,
     * resolved; default pending); search ticket number, customer, address; ordering created_at
     * (default), ticket. Row: `{ id, ticket, customer_phone, project_name, raw_address, reason,
     * status, created_at, resolved_at, resolved_by }`.
     */
    listEndpoint(api, '/management/raw-addresses/', {
      roles: CALL_ROLES.rawAddress,
      filters: rawAddressFilters,
      page: (db, list, filters) => listRawAddresses(db, list, filters),
    });

    /**
     * POST /management/raw-addresses/{id}/resolve/ `{ pincode, district }` -> 200 `{ status: 200,
     * message, address }`; 400 unknown pincode or a district it does not lie in; 404; 409 resolved.
     */
    api.post<{ Params: { id: number }; Body: ResolveAddressBody }>(
      '/management/raw-addresses/:id/resolve/',
      {
        schema: resolveAddressSchema,
        config: { validationMessages: { '*': M.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.rawAddress }),
      },
      async (request) => {
        const viewer = workViewerOf(request.authUser!, []);
        const address = await api.ctx.db.transaction((tx) =>
          resolveRawAddress(tx, request.params.id, request.body, viewer, api.ctx.now()),
        );
        return {
          status: 200,
          message: fill(M.resolved, {
            ticket: address.ticket.ticket_number,
            district: address.ticket.district,
            pincode: address.ticket.pincode,
          }),
          address,
        };
      },
    );
  },
};
