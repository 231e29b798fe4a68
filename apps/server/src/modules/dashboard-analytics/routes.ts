import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { queryInt, type RawQuery } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { dashboardAnalytics } from './repository.ts';
import { dashboardAnalyticsSchema } from './schemas.ts';

/**
 * The analytics dashboard's figures, computed from the data. Guarded by
 * `CALL_ROLES.dashboardAnalytics`. Spec: operations §7 (shape not shown: reference server's choice).
 */
export const dashboardAnalyticsRoutes: RouteModule = {
  name: 'dashboard-analytics',
  plugin: async (api) => {
    /**
     * GET /management/dashboard-analytics/ `?project=`: `{ status: 200, data }` (see
     * {@link dashboardAnalytics}); 400 for a bad project id.
     */
    api.get<{ Querystring: RawQuery }>(
      '/management/dashboard-analytics/',
      {
        schema: dashboardAnalyticsSchema,
        preValidation: authenticate({ roles: CALL_ROLES.dashboardAnalytics }),
      },
      async (request) => ({
        status: 200,
        data: await dashboardAnalytics(api.ctx.db, queryInt(request.query, 'project')),
      }),
    );
  },
};
