import { Badge, type BadgeTone } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { ticketPriorityText, ticketStatusText } from './labels.ts';
import type { TicketPriority, TicketStatus } from './types.ts';

const statusTones: Record<TicketStatus, BadgeTone> = {
  new: 'info',
  assigned: 'info',
  scheduled: 'accent',
  in_progress: 'accent',
  on_hold: 'warning',
  completed: 'success',
  qc_passed: 'success',
  qc_rejected: 'error',
  closed: 'neutral',
  cancelled: 'neutral',
};

const priorityTones: Record<TicketPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

/** A ticket's status as a badge (the tone follows the lifecycle). */
export function TicketStatusBadge({ intl, status }: { intl: IntlShape; status: TicketStatus }) {
  return <Badge tone={statusTones[status] ?? 'neutral'}>{ticketStatusText(intl, status)}</Badge>;
}

/** A ticket's priority as a badge. */
export function TicketPriorityBadge({ intl, priority }: { intl: IntlShape; priority: TicketPriority }) {
  return <Badge tone={priorityTones[priority] ?? 'neutral'}>{ticketPriorityText(intl, priority)}</Badge>;
}
