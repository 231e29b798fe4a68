import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';

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
}

/** Query of GET /management/projects/ (orderable: id, name, code, client_name, city, status, start_date). */
export interface ProjectQuery extends ListQuery {
  status?: ProjectStatus;
  city?: string;
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
  };
}

/**
 * `client.projects`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 409 when a task cannot close). Spec: operations §7.
 */
export interface ProjectsApi {
  /** GET /management/projects/. Spec: operations §7. */
  list(query?: ProjectQuery, options?: RequestOptions): Promise<ListResponse<Project>>;
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
    closeTasks: ({ taskIds, remarks }, options) =>
      core.post<ClosedTasks>(
        '/management/close-tasks/',
        { task_ids: taskIds, ...(remarks !== undefined && { remarks }) },
        options,
      ),
  };
}
