import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { escalationStatusLabels, priorityLabels, optionsOf } from '../../operations-shared/labels.ts';
import { escalationColumns, type EscalationListRow } from './columns.tsx';
import { escalationMessages as m } from '../messages.ts';

/**
 * Props of {@link EscalationList}: one page of rows, the total, the list state (search, filters,
 * ordering, page; the route keeps it in the URL), and the loading and failure state with a Retry.
 */
export type EscalationListProps<T extends EscalationListRow = EscalationListRow> = Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
>;

/**
 * The escalated tickets: ticket, project, customer, city, reason, priority, escalated at and status; search, 'Status' and 'Priority' filters (server filters `status`, `priority`), sortable by the server's orderings, paged.
 * Loading, empty ('No escalated tickets') and failure (with Retry) states come from `ListScreen`.
 * Spec: operations §2 escalate-tasks, §7.
 */
export function EscalationList<T extends EscalationListRow>(list: EscalationListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => escalationColumns(intl), [intl]);
  const filters = useMemo(
    () => [
      { id: 'status', label: t(m.status), options: optionsOf(intl, escalationStatusLabels) },
      { id: 'priority', label: t(m.priority), options: optionsOf(intl, priorityLabels) },
    ],
    [intl, t],
  );
  return (
    <ListScreen<T>
      {...list}
      title={t(m.escalatedTickets)}
      columns={columns}
      filters={filters}
      emptyTitle={t(m.noEscalations)}
    />
  );
}
