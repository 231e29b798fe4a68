import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { DashboardAnalytics, DashboardAnalyticsQuery } from '../resources/dashboardAnalytics.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/** Dashboard aggregates (GET /management/dashboard-analytics/); `null` skips. Spec: operations §7. */
export function useDashboardAnalytics(
  query: DashboardAnalyticsQuery | null = {},
  config?: SWRConfiguration<DashboardAnalytics, ApiError>,
): SWRResponse<DashboardAnalytics, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.dashboardAnalytics.get(query) : null,
    () => client.dashboardAnalytics.get(query ?? {}),
    config,
  );
}
