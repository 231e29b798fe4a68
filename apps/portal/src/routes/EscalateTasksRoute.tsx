import type { EscalationQuery } from '@partner-portal/api';
import { useEscalations } from '@partner-portal/api/hooks';
import { EscalationList } from '@partner-portal/forms/escalations';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /escalate-tasks: the escalated tickets (GET /management/escalation-tasks/, read as a
 * page of escalations), open by default, with status and priority filters,
 * search, sorting and paging kept in the URL. Spec: operations §2 (escalate-tasks), §3, §7.
 */
export function EscalateTasksRoute() {
  const intl = useIntl();
  const list = useListParams({ filters: ['status', 'priority'], defaultOrdering: '-escalated_at' });
  const { status, priority } = list.state.filters;
  const read = useEscalations(
    {
      ...list.query,
      ...(status ? { status: status as EscalationQuery['status'] } : {}),
      ...(priority ? { priority: priority as EscalationQuery['priority'] } : {}),
    },
    { keepPreviousData: true },
  );
  return <EscalationList {...listView(intl, read)} state={list.state} onStateChange={list.setState} />;
}
