import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { Escalation, EscalationQuery } from '../resources/escalations.ts';
import type { ListResponse } from '../resources/lists.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/**
 * Escalated tickets (GET /management/escalation-tasks/) as a page; its `count` feeds the
 * escalate-tasks badge. `null` skips. Spec: operations §2 'Sidebar menus', §3, §7.
 */
export function useEscalations(
  query: EscalationQuery | null = {},
  config?: SWRConfiguration<ListResponse<Escalation>, ApiError>,
): SWRResponse<ListResponse<Escalation>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.escalations.list(query) : null,
    () => client.escalations.list(query ?? {}),
    config,
  );
}
