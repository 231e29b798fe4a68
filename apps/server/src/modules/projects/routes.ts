import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { clientCompanyOf } from '../shared.ts';
import { closeTasks, listProjects, listTasks, projectFilters, taskFilters } from './repository.ts';
import { closeTasksSchema, PROJECT_MESSAGES, type CloseTasksBody } from './schemas.ts';

/** Projects and their tasks. Spec: operations §7 (shapes not shown: the reference server's choice). */
export const projectRoutes: RouteModule = {
  name: 'projects',
  plugin: async (api) => {
    /**
     * GET /management/projects/: projects with their open task and open escalation counts.
     * Filters `status` (active, on_hold, closed), `city`; search code, name, client_name, city;
     * ordering name, code, client_name, city, status, start_date.
     */
    listEndpoint(api, '/management/projects/', {
      roles: CALL_ROLES.projects,
      filters: projectFilters,
      page: async (db, list, filters, request) =>
        listProjects(db, list, filters, await clientCompanyOf(db, request.authUser!), api.ctx.now()),
    });

    /**
     * GET /management/tasks/: tasks with their ticket (`ticket_uuid`, `ticket_number`) and project.
     * Filters `status` (default open), `mine` (true: assigned to the caller), `project`, `ticket`
     * (number); search title, assignee, ticket number, project name; ordering due_date (default),
     * title, assignee, ticket, id.
     */
    listEndpoint(api, '/management/tasks/', {
      roles: CALL_ROLES.tasks,
      filters: taskFilters,
      page: (db, list, filters, request) => listTasks(db, list, filters, request.authUser!.full_name),
    });

    /**
     * POST /management/close-tasks/ `{ task_ids: number[] (1-100), remarks? }`: closes open tasks,
     * all or none: `{ status: 200, message, closed }`; 404 naming unknown ids, 409 naming tasks
     * already closed.
     */
    api.post<{ Body: CloseTasksBody }>(
      '/management/close-tasks/',
      {
        schema: closeTasksSchema,
        config: { validationMessages: { '*': PROJECT_MESSAGES.closeTasksInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.closeTasks }),
      },
      async (request) => {
        const closed = await api.ctx.db.transaction((tx) =>
          closeTasks(tx, {
            ids: request.body.task_ids,
            remarks: request.body.remarks?.trim() ?? '',
            closedBy: request.authUser!.id,
            now: api.ctx.now(),
          }),
        );
        return { status: 200, message: fill(PROJECT_MESSAGES.tasksClosed, { count: closed.length }), closed };
      },
    );
  },
};
