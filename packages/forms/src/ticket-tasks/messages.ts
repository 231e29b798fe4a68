import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'ticketTasks.list.title', defaultMessage: 'My open tasks' },
  empty: { id: 'ticketTasks.list.empty', defaultMessage: 'No open task' },
  emptyHelp: { id: 'ticketTasks.list.emptyHelp', defaultMessage: 'Tasks assigned to you show here.' },
  search: { id: 'ticketTasks.list.search', defaultMessage: 'Search tasks' },
  ticket: { id: 'ticketTasks.field.ticket', defaultMessage: 'Ticket' },
  project: { id: 'ticketTasks.field.project', defaultMessage: 'Project' },
  task: {
    id: 'ticketTasks.field.task',
    defaultMessage: 'Task',
    description: "Column header: the task's title (noun)",
  },
  assignee: { id: 'ticketTasks.field.assignee', defaultMessage: 'Assignee' },
  dueDate: {
    id: 'ticketTasks.field.dueDate',
    defaultMessage: 'Due',
    description: 'Column header: the date a task is due (noun: due date)',
  },
  status: {
    id: 'ticketTasks.field.status',
    defaultMessage: 'Status',
    description: 'Column header: status of the task',
  },
  statusOpen: {
    id: 'ticketTasks.status.open',
    defaultMessage: 'Open',
    description: 'Task status: still to be done (adjective: open)',
  },
  statusClosed: {
    id: 'ticketTasks.status.closed',
    defaultMessage: 'Closed',
    description: 'Task status: done (adjective: closed)',
  },
  overdue: { id: 'ticketTasks.overdue', defaultMessage: 'Overdue' },
  closeTasks: { id: 'ticketTasks.close.action', defaultMessage: 'Close tasks' },
  remarks: { id: 'ticketTasks.close.remarks', defaultMessage: 'Remarks' },
  remarksHelp: { id: 'ticketTasks.close.remarksHelp', defaultMessage: 'Optional: what was done.' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  titleOne: { title: string };
  titleMany: { count: number };
  remarksTooLong: { max: number };
  submit: { count: number };
};

const withValues = defineMessages<WithValues>({
  titleOne: { id: 'ticketTasks.close.titleOne', defaultMessage: 'Close the task “{title}”' },
  titleMany: {
    id: 'ticketTasks.close.titleMany',
    defaultMessage: 'Close {count, plural, one {# task} other {# tasks}}',
  },
  submit: {
    id: 'ticketTasks.close.submit',
    defaultMessage: '{count, plural, one {Close task} other {Close tasks}}',
  },
  remarksTooLong: {
    id: 'ticketTasks.close.remarksTooLong',
    defaultMessage: 'Enter at most {max} characters.',
  },
});

/** Type of {@link ticketTaskMessages}. */
export type TicketTaskMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & { readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]> };

/** Texts of the tasks list (/tasks) and the close dialog (POST /management/close-tasks/). */
export const ticketTaskMessages: TicketTaskMessages = { ...plain, ...withValues };
