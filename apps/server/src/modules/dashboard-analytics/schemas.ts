import { queryValue } from '../../routes/listing.ts';

/** GET /management/dashboard-analytics/ `?project=` (an id, checked in the handler). */
export const dashboardAnalyticsSchema = {
  querystring: { type: 'object', properties: { project: queryValue(12) } },
} as const;
