import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryBool,
  queryEnum,
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { PROJECT_REF_SQL } from '../shared.ts';
import { PROJECT_MESSAGES, PROJECT_STATUSES } from './schemas.ts';
import { likeLiteral } from '../../inputSafety.ts';

/** Filters of the project list. */
export interface ProjectFilters {
  status?: (typeof PROJECT_STATUSES)[number];
  city?: string;
}

/** Reads `status` and `city`; 400 for a bad value. */
export function projectFilters(query: RawQuery): ProjectFilters {
  return { status: queryEnum(query, 'status', PROJECT_STATUSES), city: queryString(query, 'city') };
}

/**
 * One page of projects with their open task and open escalation counts and their tickets' progress
 * (open, SLA breaches, completed, total); by name by default. `clientName` limits the page to one
 * company's projects (client users).
 */
export function listProjects(
  db: Db,
  list: ListParams,
  filters: ProjectFilters,
  clientName: string | null = null,
  now: Date = new Date(),
) {
  const params = new SqlParams();
  const where: string[] = [];
  if (clientName !== null) where.push(`pr.client_name = ${params.add(clientName)}`);
  const nowParam = params.add(now);
  if (filters.status) where.push(`pr.status = ${params.add(filters.status)}`);
  if (filters.city) where.push(`pr.city ILIKE ${params.add(likeLiteral(filters.city))}`);
  return runList(
    db,
    {
      select: `pr.id, pr.code, pr.name, pr.client_name, pr.city, pr.state, pr.status, pr.start_date::text AS start_date,
        pr.end_date::text AS end_date,
        (SELECT count(*)::int FROM project_tasks t WHERE t.project_id = pr.id AND t.status = 'open') AS open_tasks,
        (SELECT count(*)::int FROM escalations e WHERE e.project_id = pr.id AND e.status = 'open') AS open_escalations,
        tk.open_tickets, tk.sla_breaches, tk.completed_tickets, tk.total_tickets`,
      from: `FROM projects pr CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE t.status NOT IN ('completed', 'qc_passed', 'closed', 'cancelled'))::int AS open_tickets,
          count(*) FILTER (WHERE t.status NOT IN ('completed', 'qc_passed', 'closed', 'cancelled')
            AND t.sla_due_at < ${nowParam})::int AS sla_breaches,
          count(*) FILTER (WHERE t.status IN ('completed', 'qc_passed', 'closed'))::int AS completed_tickets,
          count(*) FILTER (WHERE t.status <> 'cancelled')::int AS total_tickets
        FROM field_tickets t WHERE t.project_ref = pr.id) tk`,
      searchable: ['pr.code', 'pr.name', 'pr.client_name', 'pr.city'],
      orderable: {
        id: 'pr.id',
        name: 'pr.name',
        code: 'pr.code',
        client_name: 'pr.client_name',
        city: 'pr.city',
        status: 'pr.status',
        start_date: 'pr.start_date',
        open_tickets: 'tk.open_tickets',
        sla_breaches: 'tk.sla_breaches',
      },
      defaultOrdering: 'name',
      where,
    },
    list,
    params,
    'pr.id',
  );
}

/**
 * Closes open project tasks, all or none; returns the closed ids in order. 404 naming unknown
 * ids, 409 naming tasks already closed.
 */
export async function closeTasks(
  tx: DbTx,
  close: { ids: number[]; remarks: string; closedBy: number; now: Date },
): Promise<number[]> {
  const ids = close.ids.map(String);
  const rows = await tx.query<{ id: number; status: string }>(
    'SELECT id, status FROM project_tasks WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = close.ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new HttpError(404, fill(PROJECT_MESSAGES.tasksNotFound, { ids: missing.join(', ') }));
  const already = rows.filter((row) => row.status === 'closed').map((row) => row.id);
  if (already.length > 0)
    throw new HttpError(409, fill(PROJECT_MESSAGES.tasksClosedAlready, { ids: already.join(', ') }));
  const updated = await tx.query<{ id: number }>(
    `UPDATE project_tasks SET status = 'closed', closed_by = $2, closed_at = $3, remarks = $4
     WHERE id = ANY($1::int[]) RETURNING id`,
    [ids, close.closedBy, close.now, close.remarks],
  );
  // The ticket's history shows each closed task.
  await tx.query(
    `INSERT INTO ticket_events (ticket_id, actor_id, actor_name, action, new_value, note, at)
     SELECT ft.ticket_id, u.id, u.full_name, 'task_closed', t.title, NULLIF($4, ''), $3
     FROM project_tasks t JOIN field_tickets ft ON ft.ticket_number = t.ticket_id JOIN users u ON u.id = $2
     WHERE t.id = ANY($1::int[])`,
    [ids, close.closedBy, close.now, close.remarks],
  );
  return updated.map((row) => row.id).sort((a, b) => a - b);
}

/** Task statuses. */
export const TASK_STATUSES = ['open', 'closed'] as const;

/** Filters of the task list. */
export interface TaskFilters {
  status: (typeof TASK_STATUSES)[number];
  mine?: boolean;
  project?: number;
  ticket?: string;
}

/** Reads `status` (default open), `mine` (true: assigned to the caller), `project`, `ticket` (number); 400 for a bad value. */
export function taskFilters(query: RawQuery): TaskFilters {
  return {
    status: queryEnum(query, 'status', TASK_STATUSES) ?? 'open',
    mine: queryBool(query, 'mine'),
    project: queryInt(query, 'project'),
    ticket: queryString(query, 'ticket'),
  };
}

/** One page of tasks with their ticket and project, soonest due first; `assignee` is the caller's name for `mine`. */
export function listTasks(db: Db, list: ListParams, filters: TaskFilters, assignee: string) {
  const params = new SqlParams();
  const where = [`t.status = ${params.add(filters.status)}`];
  if (filters.mine) where.push(`t.assignee = ${params.add(assignee)}`);
  if (filters.project !== undefined) where.push(`t.project_id = ${params.add(filters.project)}`);
  if (filters.ticket) where.push(`t.ticket_id = ${params.add(filters.ticket)}`);
  return runList(
    db,
    {
      select: `t.id, t.title, t.assignee, t.status, t.due_date::text AS due_date, t.remarks, t.closed_at,
        ft.ticket_id AS ticket_uuid, t.ticket_id AS ticket_number, ${PROJECT_REF_SQL} AS project`,
      from: `FROM project_tasks t JOIN projects pr ON pr.id = t.project_id
        LEFT JOIN field_tickets ft ON ft.ticket_number = t.ticket_id`,
      searchable: ['t.title', 't.assignee', 't.ticket_id', 'pr.name'],
      orderable: {
        id: 't.id',
        due_date: 't.due_date',
        title: 't.title',
        assignee: 't.assignee',
        ticket: 't.ticket_id',
        status: 't.status',
      },
      defaultOrdering: 'due_date',
      where,
    },
    list,
    params,
    't.id',
  );
}
