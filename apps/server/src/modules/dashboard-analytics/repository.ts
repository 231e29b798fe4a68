import type { Db } from '../../db/index.ts';
import { ESCALATION_PRIORITIES } from '../escalations/schemas.ts';
import { INVOICE_REQUEST_STATUSES } from '../invoice-requests/schemas.ts';
import { SPARE_STATUSES } from '../spares/schemas.ts';

/**
 * The dashboard figures: projects by status; tasks open, closed and overdue; spares by status;
 * open escalations by priority; invoice requests by status (count and amount in rupees); work
 * orders not yet invoiced. `project` (an id) narrows tasks, escalations, spares and work orders.
 */
export async function dashboardAnalytics(db: Db, project: number | undefined) {
  const params = project === undefined ? [] : [project];
  const scope = project === undefined ? 'true' : 'project_id = $1';
  const [projects] = await db.query<Record<string, number>>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'active')::int AS active,
            count(*) FILTER (WHERE status = 'on_hold')::int AS on_hold,
            count(*) FILTER (WHERE status = 'closed')::int AS closed
     FROM projects WHERE ${project === undefined ? 'true' : 'id = $1'}`,
    params,
  );
  const [tasks] = await db.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
            count(*) FILTER (WHERE status = 'closed')::int AS closed,
            count(*) FILTER (WHERE status = 'open' AND due_date < CURRENT_DATE)::int AS overdue
     FROM project_tasks WHERE ${scope}`,
    params,
  );
  const spareRows = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM spares WHERE ${scope} GROUP BY status`,
    params,
  );
  const escalationRows = await db.query<{ priority: string; count: number }>(
    `SELECT priority, count(*)::int AS count FROM escalations WHERE status = 'open' AND ${scope} GROUP BY priority`,
    params,
  );
  const invoiceRows = await db.query<{ status: string; count: number; amount: number }>(
    `SELECT status, count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount FROM invoice_requests GROUP BY status`,
  );
  const [workOrders] = await db.query<{ count: number; amount: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount
     FROM work_orders WHERE invoice_request_id IS NULL AND ${scope}`,
    params,
  );
  const spares = Object.fromEntries(
    SPARE_STATUSES.map((status) => [status, spareRows.find((r) => r.status === status)?.count ?? 0]),
  );
  const byPriority = Object.fromEntries(
    ESCALATION_PRIORITIES.map((priority) => [
      priority,
      escalationRows.find((r) => r.priority === priority)?.count ?? 0,
    ]),
  );
  const invoiceRequests = Object.fromEntries(
    INVOICE_REQUEST_STATUSES.map((status) => {
      const row = invoiceRows.find((r) => r.status === status);
      return [status, { count: row?.count ?? 0, amount: row?.amount ?? 0 }];
    }),
  );
  return {
    projects,
    tasks,
    spares,
    escalations: {
      open: Object.values(byPriority).reduce((a, b) => a + b, 0),
      by_priority: byPriority,
    },
    invoice_requests: invoiceRequests,
    uninvoiced_work_orders: workOrders,
  };
}
