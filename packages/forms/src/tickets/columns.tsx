import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { dateTime } from '../operations-shared/cells.tsx';
import { TicketPriorityBadge, TicketStatusBadge } from './badges.tsx';
import { ticketMessages as m } from './messages.ts';
import { slaState } from './sla.ts';
import { Badge } from '@partner-portal/ui/data';
import type { TicketRow } from './types.ts';

/** Which list the columns are for: the coordinator's /ticket-list, QC's review list, a client's tickets. */
export type TicketListVariant = 'coordinator' | 'qc' | 'client';

/** Options of {@link ticketColumns}. */
export interface TicketColumnsOptions {
  /** Default `'coordinator'`. */
  variant?: TicketListVariant;
  /** The time the SLA cells compare with. Default: when the columns are built. */
  now?: Date;
}

/** The SLA cell: 'Overdue' or 'Due today' as a badge, else the due date-time ('—' without one). */
export function slaCell(intl: IntlShape, row: Pick<TicketRow, 'slaDueAt' | 'status'>, now: Date) {
  const state = slaState(row.slaDueAt, row.status, now);
  if (state === 'overdue') return <Badge tone="error">{intl.formatMessage(m.slaOverdue)}</Badge>;
  if (state === 'due_today') return <Badge tone="warning">{intl.formatMessage(m.slaDueToday)}</Badge>;
  return dateTime(intl, row.slaDueAt);
}

/** A visit window as 'd MMM yyyy, h:mm a to h:mm a' (the end's day is left out on the same day), or '—'. */
export function visitWindowText(intl: IntlShape, start: string | null, end: string | null): string {
  if (!start) return '—';
  const from = dateTime(intl, start);
  if (!end) return from;
  const sameDay = new Date(start).toDateString() === new Date(end).toDateString();
  const to = sameDay ? intl.formatTime(end, { timeStyle: 'short' }) : dateTime(intl, end);
  return intl.formatMessage(m.visitWindow, { start: from, end: to });
}

/**
 * Columns of a ticket list: the ticket number (row header), project, customer, district, priority and
 * status badges, the SLA ('Overdue', 'Due today' or the due date-time), partner and visit window.
 * QC's list shows the engineer and the last update instead of the SLA and visit; a client's list
 * leaves out the partner. Sortable column ids are the server's ordering names
 * (`ticket_number`, `priority`, `status`, `sla_due_at`, `visit_start`, `updated_at`).
 */
export function ticketColumns(intl: IntlShape, options: TicketColumnsOptions = {}): TableColumn<TicketRow>[] {
  const { variant = 'coordinator', now = new Date() } = options;
  const t = intl.formatMessage;
  const number: TableColumn<TicketRow> = {
    id: 'ticket_number',
    name: t(m.ticket),
    isRowHeader: true,
    allowsSorting: true,
    render: (row) => row.ticketNumber,
  };
  const project: TableColumn<TicketRow> = {
    id: 'project',
    name: t(m.project),
    render: (row) => row.project.name,
  };
  const customer: TableColumn<TicketRow> = { id: 'customerName', name: t(m.customer) };
  const district: TableColumn<TicketRow> = { id: 'district', name: t(m.district) };
  const priority: TableColumn<TicketRow> = {
    id: 'priority',
    name: t(m.priority),
    allowsSorting: true,
    render: (row) => <TicketPriorityBadge intl={intl} priority={row.priority} />,
  };
  const status: TableColumn<TicketRow> = {
    id: 'status',
    name: t(m.status),
    allowsSorting: true,
    render: (row) => <TicketStatusBadge intl={intl} status={row.status} />,
  };
  const sla: TableColumn<TicketRow> = {
    id: 'sla_due_at',
    name: t(m.sla),
    allowsSorting: true,
    render: (row) => slaCell(intl, row, now),
  };
  const partner: TableColumn<TicketRow> = {
    id: 'partner',
    name: t(m.partner),
    render: (row) => row.partner?.name ?? t(m.notAssigned),
  };
  const visit: TableColumn<TicketRow> = {
    id: 'visit_start',
    name: t(m.visit),
    allowsSorting: true,
    render: (row) => visitWindowText(intl, row.visitStart, row.visitEnd),
  };
  if (variant === 'qc') {
    const engineer: TableColumn<TicketRow> = {
      id: 'engineerName',
      name: t(m.engineer),
      render: (row) => row.engineerName ?? '—',
    };
    const updated: TableColumn<TicketRow> = {
      id: 'updated_at',
      name: t(m.updated),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.updatedAt),
    };
    return [number, project, customer, district, priority, status, partner, engineer, updated];
  }
  if (variant === 'client') return [number, project, customer, district, priority, status, sla, visit];
  return [number, project, customer, district, priority, status, sla, partner, visit];
}
