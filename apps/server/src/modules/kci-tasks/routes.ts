import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { workViewerOf } from '../shared.ts';
import { completeKciTask, kciFilters, listKciTasks } from './repository.ts';
import { completeKciSchema, KCI_MESSAGES as M, type CompleteKciBody } from './schemas.ts';

/** Roles that see every checklist; kci users see the ones assigned to them. */
const SEE_ALL = ['admin', 'coordinator'];

/**
 * KCI tasks (/kci-tasks): the key customer information checklists of finished visits, and their
 * completion. Roles: CALL_ROLES.kciTasks ("kci, coordinator, admin: kci-tasks", operations §6);
 * a kci user reads and completes only the checklists assigned to them (404 otherwise). Paths and
 * shapes are the reference server's choice (issue 14).
 */
export const kciTaskRoutes: RouteModule = {
  name: 'kci-tasks',
  plugin: async (api) => {
    /**
     * GET /management/kci-tasks/: `{ status: 200, results, count }`; filter `status` (pending,
     * completed; default pending); search ticket number, customer, template, serial; ordering
     * due_at (default), created_at, ticket. Each row: `{ id, ticket, template_name, status, result,
     * due_at, completed_at, created_at, assignee_name, items: [{ id, position, label, answer, remark }] }`.
     */
    listEndpoint(api, '/management/kci-tasks/', {
      roles: CALL_ROLES.kciTasks,
      filters: kciFilters,
      page: (db, list, filters, request) =>
        listKciTasks(db, list, filters, workViewerOf(request.authUser!, SEE_ALL)),
    });

    /**
     * POST /management/kci-tasks/{id}/complete/ `{ answers: [{ item_id, answer: pass|fail|na,
     * remark? }] }` -> 200 `{ status: 200, message, task }`; 400 unless every item is answered
     * and each failed item has a remark; 404 for another user's or a missing checklist; 409 when
     * completed already.
     */
    api.post<{ Params: { id: number }; Body: CompleteKciBody }>(
      '/management/kci-tasks/:id/complete/',
      {
        schema: completeKciSchema,
        config: { validationMessages: { '*': M.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.kciTasks }),
      },
      async (request) => {
        const viewer = workViewerOf(request.authUser!, SEE_ALL);
        const task = await api.ctx.db.transaction((tx) =>
          completeKciTask(tx, request.params.id, request.body, viewer, api.ctx.now()),
        );
        return {
          status: 200,
          message: fill(M.completed, { ticket: task.ticket.ticket_number, result: task.result ?? '' }),
          task,
        };
      },
    );
  },
};
