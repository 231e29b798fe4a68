import { CALL_ROLES } from '@partner-portal/api/roles';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { listPincodePartners, pincodeFilter } from './repository.ts';

/** The partners serving a pincode. Spec: operations §7 (shape not shown: the reference server's choice). */
export const pincodePartnerRoutes: RouteModule = {
  name: 'pincode-partners',
  plugin: async (api) => {
    /**
     * GET /management/assign-pin-partner/?pin=560001: `{ status: 200, pin, results, count }`;
     * 400 without a 6-digit pin; search name, city; ordering name, city, status.
     */
    listEndpoint(api, '/management/assign-pin-partner/', {
      roles: CALL_ROLES.assignPinPartner,
      filters: pincodeFilter,
      page: listPincodePartners,
      answer: (page, { pin }) => ({ status: 200, pin, ...page }),
    });
  },
};
