import type { IntlShape } from 'react-intl';
import { ticketMessages as m } from './messages.ts';
import type { TicketStatus } from './types.ts';

const FINISHED: readonly TicketStatus[] = ['completed', 'qc_passed', 'closed', 'cancelled'];

/** Whether the SLA still runs for a ticket in `status` (not completed, QC passed, closed or cancelled). */
export const isSlaRunning = (status: TicketStatus) => !FINISHED.includes(status);

/**
 * Where a ticket stands against its SLA at `now`: `none` (no due time), `stopped` (the work is
 * done or cancelled), `overdue` (past due), `due_today` (due later on `now`'s local day), `upcoming`.
 */
export type SlaState = 'none' | 'stopped' | 'overdue' | 'due_today' | 'upcoming';

/** The {@link SlaState} of a ticket due at `slaDueAt` (ISO) in `status`, at `now`. */
export function slaState(slaDueAt: string | null, status: TicketStatus, now: Date): SlaState {
  if (!slaDueAt) return 'none';
  if (!isSlaRunning(status)) return 'stopped';
  const due = new Date(slaDueAt);
  if (due.getTime() <= now.getTime()) return 'overdue';
  const sameDay =
    due.getFullYear() === now.getFullYear() &&
    due.getMonth() === now.getMonth() &&
    due.getDate() === now.getDate();
  return sameDay ? 'due_today' : 'upcoming';
}

/** A duration in whole minutes (at least 1) as '2 d 4 h', '3 h 20 min', '2 h' or '45 min'. */
export function formatDuration(intl: IntlShape, totalMinutes: number): string {
  const minutesAll = Math.max(1, Math.floor(totalMinutes));
  const days = Math.floor(minutesAll / 1440);
  const hours = Math.floor((minutesAll % 1440) / 60);
  const minutes = minutesAll % 60;
  const t = intl.formatMessage;
  if (days > 0) return hours > 0 ? t(m.durationDaysHours, { days, hours }) : t(m.durationDays, { days });
  if (hours > 0)
    return minutes > 0 ? t(m.durationHoursMinutes, { hours, minutes }) : t(m.durationHours, { hours });
  return t(m.durationMinutes, { minutes });
}

/**
 * The SLA countdown of a ticket header: 'Due in 3 h 20 min' before `slaDueAt`, 'Overdue by 2 h'
 * after it (whole minutes, rounded down). `null` without a due time.
 */
export function slaCountdownText(intl: IntlShape, slaDueAt: string | null, now: Date): string | null {
  if (!slaDueAt) return null;
  const diffMinutes = (new Date(slaDueAt).getTime() - now.getTime()) / 60_000;
  return diffMinutes > 0
    ? intl.formatMessage(m.slaDueIn, { duration: formatDuration(intl, diffMinutes) })
    : intl.formatMessage(m.slaOverdueBy, { duration: formatDuration(intl, -diffMinutes) });
}

/** A calendar day 'YYYY-MM-DD' as a local date (not UTC midnight, which shifts west of Greenwich). */
export function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** A due day 'YYYY-MM-DD' as '25 Nov 2026'. */
export const formatDueDay = (intl: IntlShape, day: string) =>
  intl.formatDate(parseDay(day), { dateStyle: 'medium' });

/** Whether an open task due on `dueDate` ('YYYY-MM-DD') is past due at `now` (due today is not). */
export function isTaskOverdue(task: { status: 'open' | 'closed'; dueDate: string }, now: Date): boolean {
  if (task.status !== 'open') return false;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return parseDay(task.dueDate).getTime() < today.getTime();
}
