import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryEnum,
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type ListSpec,
  type RawQuery,
} from '../../routes/listing.ts';
import { SPARE_MESSAGES, SPARE_STATUSES } from './schemas.ts';

/** A spare part (spare tracking, DOA, returns). */
export interface SpareRow {
  id: number;
  part_number: string;
  name: string;
  serial_number: string;
  warehouse: { id: number; code: string; name: string; city: string };
  project_id: number | null;
  ticket_id: string | null;
  status: (typeof SPARE_STATUSES)[number];
  courier: string | null;
  docket_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  returned_at: string | null;
  return_reason: string | null;
  doa_reason: string | null;
  created_at: string;
}

/** A tracking event of a spare. */
export interface SpareEventRow {
  status: string;
  location: string;
  note: string;
  at: string;
}

const SPARE_SELECT = `sp.id, sp.part_number, sp.name, sp.serial_number,
  json_build_object('id', w.id, 'code', w.code, 'name', w.name, 'city', w.city) AS warehouse,
  sp.project_id, sp.ticket_id, sp.status, sp.courier, sp.docket_number, sp.shipped_at, sp.delivered_at,
  sp.returned_at, sp.return_reason, sp.doa_reason, sp.created_at`;
const SPARE_FROM = 'FROM spares sp JOIN warehouses w ON w.id = sp.warehouse_id';

/** Select, search and ordering shared by the spare lists. */
const SPARE_LIST: Omit<ListSpec, 'defaultOrdering' | 'where'> = {
  select: SPARE_SELECT,
  from: SPARE_FROM,
  searchable: ['sp.name', 'sp.part_number', 'sp.serial_number', 'sp.docket_number', 'sp.ticket_id'],
  orderable: {
    id: 'sp.id',
    name: 'sp.name',
    part_number: 'sp.part_number',
    serial_number: 'sp.serial_number',
    status: 'sp.status',
    warehouse: 'w.name',
    shipped_at: 'sp.shipped_at',
    delivered_at: 'sp.delivered_at',
    created_at: 'sp.created_at',
  },
};

/** Filters of the spare lists (`status` and `ticket_id` only on spares-track). */
export interface SpareFilters {
  status?: (typeof SPARE_STATUSES)[number];
  warehouse?: number;
  ticketId?: string;
  project?: number;
}

/** Reads `status`, `warehouse` (id), `ticket_id`, `project` (id); 400 for a bad value. */
export function spareTrackFilters(query: RawQuery): SpareFilters {
  return {
    status: queryEnum(query, 'status', SPARE_STATUSES),
    warehouse: queryInt(query, 'warehouse'),
    ticketId: queryString(query, 'ticket_id'),
    project: queryInt(query, 'project'),
  };
}

/** Reads `warehouse` and `project` (ids); 400 for a bad value. */
export function sparesDoaFilters(query: RawQuery): SpareFilters {
  return { warehouse: queryInt(query, 'warehouse'), project: queryInt(query, 'project') };
}

function spareWhere(filters: SpareFilters, params: SqlParams, where: string[]): string[] {
  if (filters.status) where.push(`sp.status = ${params.add(filters.status)}`);
  if (filters.warehouse !== undefined) where.push(`sp.warehouse_id = ${params.add(filters.warehouse)}`);
  if (filters.ticketId) where.push(`sp.ticket_id = ${params.add(filters.ticketId)}`);
  if (filters.project !== undefined) where.push(`sp.project_id = ${params.add(filters.project)}`);
  return where;
}

/** One page of tracked spares, newest first by default. */
export function listTrackedSpares(db: Db, list: ListParams, filters: SpareFilters) {
  const params = new SqlParams();
  const where = spareWhere(filters, params, []);
  return runList<SpareRow>(
    db,
    { ...SPARE_LIST, defaultOrdering: '-created_at', where },
    list,
    params,
    'sp.id',
  );
}

/** One page of spares reported dead on arrival, latest delivery first by default. */
export function listDoaSpares(db: Db, list: ListParams, filters: SpareFilters) {
  const params = new SqlParams();
  const where = spareWhere(filters, params, [`sp.status = 'doa'`]);
  return runList<SpareRow>(
    db,
    { ...SPARE_LIST, defaultOrdering: '-delivered_at', where },
    list,
    params,
    'sp.id',
  );
}

/** One spare by id or docket number. */
export async function findSpare(
  db: Db | DbTx,
  by: { id: number } | { docketNumber: string },
): Promise<SpareRow | undefined> {
  const [row] =
    'id' in by
      ? await db.query<SpareRow>(`SELECT ${SPARE_SELECT} ${SPARE_FROM} WHERE sp.id = $1`, [by.id])
      : await db.query<SpareRow>(`SELECT ${SPARE_SELECT} ${SPARE_FROM} WHERE sp.docket_number = $1`, [
          by.docketNumber,
        ]);
  return row;
}

/** The tracking events of a spare, oldest first. */
export function spareEvents(db: Db, spareId: number): Promise<SpareEventRow[]> {
  return db.query<SpareEventRow>(
    'SELECT status, location, note, at FROM spare_events WHERE spare_id = $1 ORDER BY at, id',
    [spareId],
  );
}

/**
 * Records the return of a delivered or DOA spare to its warehouse (status `returned` and a
 * tracking event); 404 unknown spare, 409 when it cannot be returned.
 */
export async function returnSpare(tx: DbTx, spareId: number, reason: string, now: Date): Promise<void> {
  const [spare] = await tx.query<{ status: string; warehouse: string }>(
    `SELECT sp.status, w.name || ', ' || w.city AS warehouse FROM spares sp JOIN warehouses w ON w.id = sp.warehouse_id
     WHERE sp.id = $1 FOR UPDATE OF sp`,
    [spareId],
  );
  if (!spare) throw new HttpError(404, SPARE_MESSAGES.notFound);
  if (spare.status !== 'delivered' && spare.status !== 'doa') {
    throw new HttpError(409, SPARE_MESSAGES.notReturnable);
  }
  await tx.query(
    `UPDATE spares SET status = 'returned', returned_at = $2, return_reason = $3 WHERE id = $1`,
    [spareId, now, reason],
  );
  await tx.query(
    `INSERT INTO spare_events (spare_id, status, location, note, at) VALUES ($1, 'returned', $2, $3, $4)`,
    [spareId, spare.warehouse, reason, now],
  );
}
