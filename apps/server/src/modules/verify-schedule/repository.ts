import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { queryEnum, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { addTicketEvent, TICKET_REF_SQL, type WorkViewer } from '../shared.ts';
import {
  VERIFY_FILTERS,
  VERIFY_HORIZON_MS,
  VERIFY_MESSAGES as M,
  type ScheduleVerificationBody,
  type VerificationOutcomeBody,
} from './schemas.ts';

/** Filters of the verification list: `status` (open, done or one state; default open). */
export function verifyFilters(query: RawQuery) {
  return { status: queryEnum(query, 'status', VERIFY_FILTERS) ?? 'open' };
}

const SELECT = `v.id, ${TICKET_REF_SQL} AS ticket, t.updated_at AS visit_closed_at, t.engineer_name,
  v.status, v.channel, v.scheduled_at, v.assignee_name, v.outcome_note, v.recorded_at, v.created_at`;
const FROM = 'FROM verification_schedules v JOIN field_tickets t ON t.ticket_id = v.ticket_id';

/** One page of the verify scheduler's own verifications (every verification is owned). */
export function listVerifications(db: Db, list: ListParams, filters: { status: string }, viewer: WorkViewer) {
  const params = new SqlParams();
  const statuses =
    filters.status === 'open'
      ? ['to_schedule', 'scheduled']
      : filters.status === 'done'
        ? ['verified', 'discrepancy']
        : [filters.status];
  const where = [`v.status = ANY(${params.add(statuses)})`, `v.scheduler_id = ${params.add(viewer.id)}`];
  return runList(
    db,
    {
      select: SELECT,
      from: FROM,
      searchable: ['t.ticket_number', 't.customer_name', 'v.assignee_name'],
      orderable: {
        created_at: 'v.created_at',
        scheduled_at: 'v.scheduled_at',
        visit_closed_at: 't.updated_at',
        status: `array_position(ARRAY['to_schedule','scheduled','verified','discrepancy'], v.status)`,
      },
      defaultOrdering: 'status,created_at',
      where,
    },
    list,
    params,
    'v.id',
  );
}

async function ownVerification(tx: DbTx, id: number, viewer: WorkViewer) {
  const [row] = await tx.query<{ id: number; ticket_id: string; status: string }>(
    'SELECT id, ticket_id, status FROM verification_schedules WHERE id = $1 AND scheduler_id = $2 FOR UPDATE',
    [id, viewer.id],
  );
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

async function verificationRow(tx: DbTx, id: number) {
  const [row] = await tx.query<{ id: number; status: string; ticket: { ticket_number: string } }>(
    `SELECT ${SELECT} ${FROM} WHERE v.id = $1`,
    [id],
  );
  return row!;
}

/**
 * Schedules (or moves) a verification: a time after `now` and within 90 days, a channel and who
 * calls or visits. 404 foreign or missing, 409 closed (verified or discrepancy), 400 in the past.
 */
export async function scheduleVerification(
  tx: DbTx,
  id: number,
  body: ScheduleVerificationBody,
  viewer: WorkViewer,
  now: Date,
) {
  const at = new Date(body.scheduled_at);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) throw new HttpError(400, M.inPast);
  if (at.getTime() > now.getTime() + VERIFY_HORIZON_MS) throw new HttpError(400, M.tooFar);
  const row = await ownVerification(tx, id, viewer);
  if (row.status === 'verified' || row.status === 'discrepancy')
    throw new HttpError(409, fill(M.closed, { status: row.status }));
  await tx.query(
    `UPDATE verification_schedules SET status = 'scheduled', scheduled_at = $2, channel = $3, assignee_name = $4, updated_at = $5 WHERE id = $1`,
    [id, at, body.channel, body.assignee_name.trim(), now],
  );
  await addTicketEvent(tx, {
    ticketId: row.ticket_id,
    actor: viewer,
    action: 'verification_scheduled',
    oldValue: row.status.replace('_', ' '),
    newValue: `${body.channel} ${at.toISOString()}`,
    note: body.assignee_name.trim(),
    at: now,
  });
  return verificationRow(tx, id);
}

/** Records the outcome of a scheduled verification; a discrepancy needs a note (10-500). 409 unless scheduled. */
export async function recordVerificationOutcome(
  tx: DbTx,
  id: number,
  body: VerificationOutcomeBody,
  viewer: WorkViewer,
  now: Date,
) {
  const note = body.note?.trim() ?? '';
  if (body.outcome === 'discrepancy' && note.length < 10) throw new HttpError(400, M.noteNeeded);
  const row = await ownVerification(tx, id, viewer);
  if (row.status === 'verified' || row.status === 'discrepancy')
    throw new HttpError(409, fill(M.closed, { status: row.status }));
  if (row.status !== 'scheduled') throw new HttpError(409, M.notScheduled);
  await tx.query(
    `UPDATE verification_schedules SET status = $2, outcome_note = $3, recorded_at = $4, updated_at = $4 WHERE id = $1`,
    [id, body.outcome, note || null, now],
  );
  await addTicketEvent(tx, {
    ticketId: row.ticket_id,
    actor: viewer,
    action: 'verification_recorded',
    oldValue: 'scheduled',
    newValue: body.outcome,
    note: note || null,
    at: now,
  });
  return verificationRow(tx, id);
}
