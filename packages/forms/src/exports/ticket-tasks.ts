/**
 * `@partner-portal/forms/ticket-tasks`: the tasks list (/tasks): columns with the due day and
 * 'Overdue', and the dialog closing the selected tasks with remarks (POST /management/close-tasks/).
 * @packageDocumentation
 */
export type { TaskRow } from '../ticket-tasks/types.ts';
export { taskColumns } from '../ticket-tasks/columns.tsx';
export type { TaskColumnsOptions } from '../ticket-tasks/columns.tsx';
export { CloseTasksDialog } from '../ticket-tasks/CloseTasksDialog/index.ts';
export type { CloseTasksDialogProps } from '../ticket-tasks/CloseTasksDialog/index.ts';
export { CLOSE_TASKS_REMARKS_MAX, closeTasksSchema } from '../ticket-tasks/schema.ts';
export type { CloseTasksValues } from '../ticket-tasks/schema.ts';
export { ticketTaskMessages } from '../ticket-tasks/messages.ts';
export type { TicketTaskMessages } from '../ticket-tasks/messages.ts';
export { formatDueDay, isTaskOverdue } from '../tickets/sla.ts';
