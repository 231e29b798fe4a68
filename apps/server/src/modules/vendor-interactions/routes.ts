import { CALL_ROLES } from '@partner-portal/api/roles';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { interactionFilters, listInteractions } from './repository.ts';

/** Interactions with partners. Spec: operations §7 (shape not shown: the reference server's choice). */
export const vendorInteractionRoutes: RouteModule = {
  name: 'vendor-interactions',
  plugin: async (api) => {
    /**
     * GET /partner/vendor-interaction/: filters `partner` (id), `channel` (call, whatsapp, email,
     * visit); search summary, partner name, interacted_by; ordering interacted_at, partner, channel.
     */
    listEndpoint(api, '/partner/vendor-interaction/', {
      roles: CALL_ROLES.vendorInteraction,
      filters: interactionFilters,
      page: listInteractions,
    });
  },
};
