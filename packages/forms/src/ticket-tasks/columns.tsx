import { Badge, type TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { formatDueDay, isTaskOverdue } from '../tickets/sla.ts';
import { ticketTaskMessages as m } from './messages.ts';
import type { TaskRow } from './types.ts';
import { DueCell } from './columns.styles.ts';

/** Options of {@link taskColumns}. */
export interface TaskColumnsOptions {
  /** The day 'Overdue' compares with. Default: when the columns are built. */
  now?: Date;
}

/**
 * Columns of the tasks list: ticket number, project, title (row header), assignee, due day (with an
 * 'Overdue' badge when past and still open) and an Open/Closed badge. Sortable ids are the server's
 * ordering names (`due_date`, `status`).
 */
export function taskColumns(
  intl: IntlShape,
  { now = new Date() }: TaskColumnsOptions = {},
): TableColumn<TaskRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'ticketNumber', name: t(m.ticket) },
    { id: 'project', name: t(m.project), render: (row) => row.project.name },
    { id: 'title', name: t(m.task), isRowHeader: true },
    { id: 'assignee', name: t(m.assignee) },
    {
      id: 'due_date',
      name: t(m.dueDate),
      allowsSorting: true,
      render: (row) => (
        <DueCell>
          {formatDueDay(intl, row.dueDate)}
          {isTaskOverdue(row, now) ? <Badge tone="error">{t(m.overdue)}</Badge> : null}
        </DueCell>
      ),
    },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => (
        <Badge tone={row.status === 'open' ? 'warning' : 'success'}>
          {t(row.status === 'open' ? m.statusOpen : m.statusClosed)}
        </Badge>
      ),
    },
  ];
}
