import type { TicketTask } from '../tickets/types.ts';

/** One row of /tasks: a task with its ticket and project. */
export interface TaskRow extends TicketTask {
  ticketId: string;
  ticketNumber: string;
  project: { id: number; name: string };
}
