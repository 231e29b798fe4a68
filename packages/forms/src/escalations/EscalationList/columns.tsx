import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { badge, dateTime } from '../../operations-shared/cells.tsx';
import { escalationStatusLabels, labelOf, priorityLabels } from '../../operations-shared/labels.ts';
import { escalationMessages as m } from '../messages.ts';

/** An escalated ticket (the api's `Escalation`). */
export interface EscalationListRow {
  id: number;
  ticketId: string;
  project: { name: string };
  customerName: string;
  city: string;
  reason: string;
  priority: string;
  status: string;
  escalatedAt: string;
}

/** Columns of the escalated tickets. */
export function escalationColumns(intl: IntlShape): TableColumn<EscalationListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'ticketId', name: t(m.ticket), isRowHeader: true },
    { id: 'project', name: t(m.project), render: (row) => row.project.name },
    { id: 'customerName', name: t(m.customer) },
    { id: 'city', name: t(m.city), allowsSorting: true },
    { id: 'reason', name: t(m.reason) },
    {
      id: 'priority',
      name: t(m.priority),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, priorityLabels, row.priority), row.priority),
    },
    {
      id: 'escalated_at',
      name: t(m.escalatedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.escalatedAt),
    },
    {
      id: 'status',
      name: t(m.status),
      render: (row) => badge(labelOf(intl, escalationStatusLabels, row.status), row.status),
    },
  ];
}
