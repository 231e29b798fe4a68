import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryEnum,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { PROJECT_MESSAGES, PROJECT_STATUSES } from './schemas.ts';

/** Filters of the project list. */
export interface ProjectFilters {
  status?: (typeof PROJECT_STATUSES)[number];
  city?: string;
}

/** Reads `status` and `city`; 400 for a bad value. */
export function projectFilters(query: RawQuery): ProjectFilters {
  return { status: queryEnum(query, 'status', PROJECT_STATUSES), city: queryString(query, 'city') };
}

/** One page of projects with their open task and open escalation counts; by name by default. */
export function listProjects(db: Db, list: ListParams, filters: ProjectFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.status) where.push(`pr.status = ${params.add(filters.status)}`);
  if (filters.city) where.push(`pr.city ILIKE ${params.add(filters.city)}`);
  return runList(
    db,
    {
      select: `pr.id, pr.code, pr.name, pr.client_name, pr.city, pr.state, pr.status, pr.start_date::text AS start_date,
        pr.end_date::text AS end_date,
        (SELECT count(*)::int FROM project_tasks t WHERE t.project_id = pr.id AND t.status = 'open') AS open_tasks,
        (SELECT count(*)::int FROM escalations e WHERE e.project_id = pr.id AND e.status = 'open') AS open_escalations`,
      from: 'FROM projects pr',
      searchable: ['pr.code', 'pr.name', 'pr.client_name', 'pr.city'],
      orderable: {
        id: 'pr.id',
        name: 'pr.name',
        code: 'pr.code',
        client_name: 'pr.client_name',
        city: 'pr.city',
        status: 'pr.status',
        start_date: 'pr.start_date',
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
  return updated.map((row) => row.id).sort((a, b) => a - b);
}
