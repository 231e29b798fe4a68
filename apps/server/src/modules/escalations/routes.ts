import { CALL_ROLES } from '@partner-portal/api/roles';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { escalationFilters, listEscalations } from './repository.ts';

/** Escalated tickets. Spec: operations §3 'Other responses', §7 'Identity-adjacent'. */
export const escalationRoutes: RouteModule = {
  name: 'escalations',
  plugin: async (api) => {
    /**
     * GET /management/escalation-tasks/: answered in the spec's shape `{ status: 200, tickets_data,
     * count: { total_records } }`. Filters `status` (default open), `priority`, `project`; search
     * ticket_id, customer_name, city, reason; ordering escalated_at, priority, city.
     */
    listEndpoint(api, '/management/escalation-tasks/', {
      roles: CALL_ROLES.escalationTasks,
      filters: escalationFilters,
      page: listEscalations,
      answer: (page) => ({ status: 200, tickets_data: page.results, count: { total_records: page.count } }),
    });
  },
};
