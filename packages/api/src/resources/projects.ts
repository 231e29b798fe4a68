import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse, type ProjectRef } from './lists.ts';

// Projects (operations §2 project-list, §7 'Management and warehouse'): the projects and closing
// their tasks. Shapes are "not shown" in the spec: the reference server's choice.

/** State of a project. */
export type ProjectStatus = 'active' | 'on_hold' | 'closed';

/** A project. */
export interface Project {
  id: number;
  code: string;
  name: string;
  clientName: string;
  city: string;
  state: string;
  status: ProjectStatus;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string | null;
  openTasks: number;
  openEscalations: number;
  /** Tickets not yet completed (nor cancelled). */
  openTickets: number;
  /** Open tickets past their SLA due time. */
  slaBreaches: number;
  /** Tickets completed, QC passed or closed. */
  completedTickets: number;
  /** Every ticket but the cancelled ones. */
  totalTickets: number;
}

/** Query of GET /management/projects/ (orderable: id, name, code, client_name, city, status, start_date, open_tickets, sla_breaches). */
export interface ProjectQuery extends ListQuery {
  status?: ProjectStatus;
  city?: string;
}

/** A project task with its ticket. */
export interface ProjectTask {
  id: number;
  title: string;
  assignee: string;
  status: 'open' | 'closed';
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  remarks: string;
  /** The ticket's id (/ticket-details/:uuid), null when the task names no known ticket. */
  ticketId: string | null;
  ticketNumber: string;
  project: ProjectRef;
}

/** Query of GET /management/tasks/ (orderable: due_date, title, assignee, ticket, id). */
export interface TaskQuery extends ListQuery {
  /** Default open. */
  status?: 'open' | 'closed';
  /** Only tasks assigned to the caller. */
  mine?: boolean;
  project?: number;
  /** Ticket number. */
  ticket?: string;
}

interface WireTask {
  id: number;
  title: string;
  assignee: string;
  status: 'open' | 'closed';
  due_date: string;
  remarks: string;
  ticket_uuid: string | null;
  ticket_number: string;
  project: ProjectRef;
}

/** Tasks to close: 1-100 open task ids, closed all or none. */
export interface CloseTasks {
  taskIds: number[];
  remarks?: string;
}

/** Answer of a close: the server's message and the closed task ids, ascending. */
export interface ClosedTasks {
  status: number;
  message: string;
  closed: number[];
}

interface WireProject {
  id: number;
  code: string;
  name: string;
  client_name: string;
  city: string;
  state: string;
  status: ProjectStatus;
  start_date: string;
  end_date: string | null;
  open_tasks: number;
  open_escalations: number;
  open_tickets: number;
  sla_breaches: number;
  completed_tickets: number;
  total_tickets: number;
}

function projectFromWire(wire: WireProject): Project {
  return {
    id: wire.id,
    code: wire.code,
    name: wire.name,
    clientName: wire.client_name,
    city: wire.city,
    state: wire.state,
    status: wire.status,
    startDate: wire.start_date,
    endDate: wire.end_date,
    openTasks: wire.open_tasks,
    openEscalations: wire.open_escalations,
    openTickets: wire.open_tickets ?? 0,
    slaBreaches: wire.sla_breaches ?? 0,
    completedTickets: wire.completed_tickets ?? 0,
    totalTickets: wire.total_tickets ?? 0,
  };
}

/**
 * `client.projects`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 409 when a task cannot close). Spec: operations §7.
 */
export interface ProjectsApi {
  /** GET /management/projects/. Spec: operations §7. */
  list(query?: ProjectQuery, options?: RequestOptions): Promise<ListResponse<Project>>;
  /** GET /management/tasks/ (tasks screen). Spec: operations §2 tasks (issue 13). */
  tasks(query?: TaskQuery, options?: RequestOptions): Promise<ListResponse<ProjectTask>>;
  /** POST /management/close-tasks/ (all or none). Spec: operations §7. */
  closeTasks(body: CloseTasks, options?: RequestOptions): Promise<ClosedTasks>;
}

/** Builds `client.projects`. */
export function createProjectsApi(core: HttpCore): ProjectsApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireProject>>('/management/projects/', withQuery(query, options)),
        projectFromWire,
      ),
    tasks: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireTask>>('/management/tasks/', withQuery(query, options)),
        (wire) => ({
          id: wire.id,
          title: wire.title,
          assignee: wire.assignee,
          status: wire.status,
          dueDate: wire.due_date,
          remarks: wire.remarks,
          ticketId: wire.ticket_uuid,
          ticketNumber: wire.ticket_number,
          project: wire.project,
        }),
      ),
    closeTasks: ({ taskIds, remarks }, options) =>
      core.post<ClosedTasks>(
        '/management/close-tasks/',
        { task_ids: taskIds, ...(remarks !== undefined && { remarks }) },
        options,
      ),
  };
}
