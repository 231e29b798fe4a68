import { randomBytes } from 'node:crypto';
import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { lookupPincode } from '../../identity/pincodes.ts';
import {
  queryEnum,
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListPage,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { PROJECT_REF_SQL, type ProjectRef } from '../shared.ts';
import {
  allowedActions,
  mayAct,
  SLA_STOPPED,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TRANSITIONS,
  type TicketAction,
  type TicketPriority,
  type TicketStatus,
} from './lifecycle.ts';
import {
  TICKET_MESSAGES as M,
  type CreateTicketBody,
  type EscalateBody,
  type TransitionBody,
} from './schemas.ts';
import { likeLiteral } from '../../inputSafety.ts';

/**
 * Who is asking: their id and name (for the history), every role they hold, and for a client user
 * the company whose data they may see (`null` for staff, who see every company).
 */
export interface Viewer {
  id: number;
  name: string;
  roles: string[];
  clientName: string | null;
}

/** A ticket as lists show it (wire names). */
export interface TicketRow {
  ticket_id: string;
  ticket_number: string;
  case_id: string;
  sowsubtype: string;
  project: ProjectRef;
  client_name: string;
  customer_name: string;
  district: string;
  state: string;
  pincode: string;
  priority: TicketPriority;
  status: TicketStatus;
  sla_due_at: string | null;
  partner: { id: number; name: string } | null;
  engineer_name: string | null;
  visit_start: string | null;
  visit_end: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  allowed_actions: TicketAction[];
}

const ROW_SELECT = `t.ticket_id, t.ticket_number, t.case_id, t.sowsubtype, ${PROJECT_REF_SQL} AS project,
  pr.client_name, t.customer_name, t.district, t.state, t.pincode, t.priority, t.status, t.sla_due_at,
  CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS partner,
  t.engineer_name, t.visit_start, t.visit_end, t.created_at, t.updated_at, t.version`;
const ROW_FROM = `FROM field_tickets t JOIN projects pr ON pr.id = t.project_ref
  LEFT JOIN network_partners p ON p.id = t.partner_id`;

type StoredRow = Omit<TicketRow, 'allowed_actions'>;

/** Adds what `viewer` may do to each row. */
function withActions<T extends StoredRow>(row: T, viewer: Viewer): T & { allowed_actions: TicketAction[] } {
  return {
    ...row,
    allowed_actions: viewer.clientName === null ? allowedActions(row.status, viewer.roles) : [],
  };
}

/** The clause restricting `pr` (projects) to the viewer's company, if they are a client user. */
function clientScope(viewer: Viewer, params: SqlParams): string[] {
  return viewer.clientName === null ? [] : [`pr.client_name = ${params.add(viewer.clientName)}`];
}

/** SLA filter values. */
export const SLA_FILTERS = ['overdue', 'due_today'] as const;

/** Filters of the ticket list. */
export interface TicketFilters {
  status?: TicketStatus;
  project?: number;
  priority?: TicketPriority;
  sla?: (typeof SLA_FILTERS)[number];
  district?: string;
  partner?: number;
}

/** Reads `status`, `project`, `priority`, `sla` (overdue, due_today), `district`, `partner`; 400 for a bad value. */
export function ticketFilters(query: RawQuery): TicketFilters {
  return {
    status: queryEnum(query, 'status', TICKET_STATUSES),
    project: queryInt(query, 'project'),
    priority: queryEnum(query, 'priority', TICKET_PRIORITIES),
    sla: queryEnum(query, 'sla', SLA_FILTERS),
    district: queryString(query, 'district'),
    partner: queryInt(query, 'partner'),
  };
}

/** The end of `now`'s calendar day in India (UTC+05:30), where the work happens. */
export function endOfIndianDay(now: Date): Date {
  const offset = 330 * 60_000;
  const local = new Date(now.getTime() + offset);
  local.setUTCHours(23, 59, 59, 999);
  return new Date(local.getTime() - offset);
}

/** One page of tickets the viewer may see, newest first by default. */
export async function listTickets(
  db: Db,
  list: ListParams,
  filters: TicketFilters,
  viewer: Viewer,
  now: Date,
): Promise<ListPage<TicketRow>> {
  const params = new SqlParams();
  const where = ['t.ticket_number IS NOT NULL', ...clientScope(viewer, params)];
  if (filters.status) where.push(`t.status = ${params.add(filters.status)}`);
  if (filters.project !== undefined) where.push(`t.project_ref = ${params.add(filters.project)}`);
  if (filters.priority) where.push(`t.priority = ${params.add(filters.priority)}`);
  if (filters.district) where.push(`t.district ILIKE ${params.add(likeLiteral(filters.district))}`);
  if (filters.partner !== undefined) where.push(`t.partner_id = ${params.add(filters.partner)}`);
  if (filters.sla) {
    where.push(`t.status <> ALL(${params.add(SLA_STOPPED)}::text[])`);
    if (filters.sla === 'overdue') where.push(`t.sla_due_at < ${params.add(now)}`);
    else where.push(`t.sla_due_at BETWEEN ${params.add(now)} AND ${params.add(endOfIndianDay(now))}`);
  }
  const page = await runList<StoredRow>(
    db,
    {
      select: ROW_SELECT,
      from: ROW_FROM,
      countFrom: 'FROM field_tickets t JOIN projects pr ON pr.id = t.project_ref',
      // One generated column: number, case id, customer name and phone, district, product, serial.
      searchable: ['t.search_text'],
      searchLowerCase: true,
      orderable: {
        created_at: 't.created_at',
        updated_at: 't.updated_at',
        sla_due_at: 't.sla_due_at',
        ticket_number: 't.ticket_number',
        district: 't.district',
        status: `array_position(ARRAY['${TICKET_STATUSES.join("','")}'], t.status)`,
        priority: `array_position(ARRAY['low','medium','high','critical'], t.priority)`,
      },
      defaultOrdering: '-created_at',
      where,
    },
    list,
    params,
    't.id',
  );
  return { count: page.count, results: page.results.map((row) => withActions(row, viewer)) };
}

/** A ticket row locked for a change, with what the checks need. */
interface LockedTicket {
  id: number;
  ticket_id: string;
  ticket_number: string;
  status: TicketStatus;
  held_from: TicketStatus | null;
  version: number;
  pincode: string;
  partner_id: number | null;
  project_ref: number;
  customer_name: string;
  district: string;
}

/** Finds a ticket the viewer may see (404 otherwise: a client never learns another's ticket exists). */
async function findVisible(db: Db | DbTx, ticketId: string, viewer: Viewer): Promise<StoredRow> {
  const params = new SqlParams();
  const where = [
    `t.ticket_id = ${params.add(ticketId)}`,
    't.ticket_number IS NOT NULL',
    ...clientScope(viewer, params),
  ];
  const [row] = await db.query<StoredRow>(
    `SELECT ${ROW_SELECT} ${ROW_FROM} WHERE ${where.join(' AND ')}`,
    params.values,
  );
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

/** One event of a ticket's history. */
export interface TicketEventRow {
  id: number;
  at: string;
  actor_name: string;
  action: string;
  old_value: string | null;
  new_value: string | null;
  note: string | null;
}

/** Everything about one ticket, for /ticket-details/:uuid. */
export async function ticketDetail(db: Db, ticketId: string, viewer: Viewer) {
  const row = await findVisible(db, ticketId, viewer);
  const [more] = await db.query<{
    customer_phone: string;
    raw_address: string;
    product_name: string;
    product_model: string;
    serial_number: string;
    hold_reason: string | null;
    qc_remarks: string | null;
    start_time: string;
    end_time: string;
  }>(
    `SELECT customer_phone, raw_address, product_name, product_model, serial_number, hold_reason, qc_remarks,
       start_time, end_time FROM field_tickets WHERE ticket_id = $1`,
    [ticketId],
  );
  const [events, reports, answers, tasks, escalations] = await Promise.all([
    db.query<TicketEventRow>(
      `SELECT id, at, actor_name, action, old_value, new_value, note FROM ticket_events
       WHERE ticket_id = $1 ORDER BY at DESC, id DESC LIMIT 200`,
      [ticketId],
    ),
    db.query<{
      created_at: string;
      fields: Record<string, string>;
      engineer_signature: Uint8Array;
      engineer_signature_type: string;
      customer_signature: Uint8Array | null;
      customer_signature_type: string | null;
      overall_experience: number | null;
      customer_comment: string | null;
      feedback_at: string | null;
    }>(
      `SELECT created_at, fields, engineer_signature, engineer_signature_type, customer_signature,
         customer_signature_type, overall_experience, customer_comment, feedback_at
       FROM cso_reports WHERE ticket_id = $1 ORDER BY id DESC LIMIT 1`,
      [ticketId],
    ),
    db.query<{ question: string; answer: unknown }>(
      `SELECT COALESCE(q.value ->> 'questionText', a.value ->> 'question_id') AS question,
         a.value -> 'answer' AS answer
       FROM csat_responses r
       CROSS JOIN LATERAL jsonb_array_elements(r.data) AS a(value)
       JOIN csat_templates tpl ON tpl.id = r.template_id
       LEFT JOIN LATERAL (SELECT value FROM jsonb_array_elements(tpl.data) AS q(value)
         WHERE q.value ->> 'id' = a.value ->> 'question_id' LIMIT 1) q ON true
       WHERE r.ticket_id = $1 ORDER BY r.id`,
      [ticketId],
    ),
    db.query<{
      id: number;
      title: string;
      assignee: string;
      status: string;
      due_date: string;
      remarks: string;
    }>(
      `SELECT id, title, assignee, status, due_date::text AS due_date, remarks FROM project_tasks
       WHERE ticket_id = $1 ORDER BY due_date, id`,
      [row.ticket_number],
    ),
    db.query<{ id: number; reason: string; priority: string; status: string; escalated_at: string }>(
      `SELECT id, reason, priority, status, escalated_at FROM escalations WHERE ticket_id = $1 ORDER BY escalated_at DESC`,
      [row.ticket_number],
    ),
  ]);
  const report = reports[0];
  const dataUrl = (bytes: Uint8Array, type: string) =>
    `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  return {
    ...withActions(row, viewer),
    ...more!,
    events,
    report: report
      ? {
          submitted_at: report.created_at,
          fields: report.fields,
          engineer_signature: dataUrl(report.engineer_signature, report.engineer_signature_type),
          customer_signature:
            report.customer_signature && report.customer_signature_type
              ? dataUrl(report.customer_signature, report.customer_signature_type)
              : null,
          overall_experience: report.overall_experience,
          customer_comment: report.customer_comment,
          feedback_at: report.feedback_at,
        }
      : null,
    survey_answers: answers.map((answer) => ({
      question: answer.question,
      answer: Array.isArray(answer.answer) ? answer.answer.join(', ') : String(answer.answer ?? ''),
    })),
    tasks,
    escalations,
  };
}

/** Locks a ticket for a change; 404 when unknown. */
async function lock(tx: DbTx, ticketId: string): Promise<LockedTicket> {
  const [row] = await tx.query<LockedTicket>(
    `SELECT id, ticket_id, ticket_number, status, held_from, version, pincode, partner_id, project_ref,
       customer_name, district
     FROM field_tickets WHERE ticket_id = $1 AND ticket_number IS NOT NULL FOR UPDATE`,
    [ticketId],
  );
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

/** Appends one event to a ticket's history. */
async function record(
  tx: DbTx,
  ticketId: string,
  viewer: Viewer,
  now: Date,
  event: { action: string; oldValue?: string | null; newValue?: string | null; note?: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO ticket_events (ticket_id, actor_id, actor_name, action, old_value, new_value, note, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      ticketId,
      viewer.id,
      viewer.name,
      event.action,
      event.oldValue ?? null,
      event.newValue ?? null,
      event.note ?? null,
      now,
    ],
  );
}

/** 'in_progress' -> 'in progress', 'qc_rejected' -> 'QC rejected', for messages. */
export const spoken = (status: string) => status.replace(/^qc_/, 'QC ').replace(/_/g, ' ');

/** An active partner serving `pincode`, or 409/400. */
async function coveringPartner(
  tx: DbTx,
  partnerId: number,
  pincode: string,
): Promise<{ id: number; name: string }> {
  const [partner] = await tx.query<{ id: number; name: string; covers: boolean }>(
    `SELECT p.id, p.name, EXISTS (SELECT 1 FROM partner_pincodes pp WHERE pp.partner_id = p.id AND pp.pincode = $2) AS covers
     FROM network_partners p WHERE p.id = $1 AND p.status = 'active'`,
    [partnerId, pincode],
  );
  if (!partner) throw new HttpError(400, M.partnerUnknown);
  if (!partner.covers) throw new HttpError(409, fill(M.partnerNotCovering, { pincode }));
  return partner;
}

/** A trimmed reason of 10-500 characters, or 400. */
function reasonOf(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length < 10 || trimmed.length > 500) throw new HttpError(400, M.reasonRequired);
  return trimmed;
}

/**
 * Moves a ticket through its lifecycle ({@link TRANSITIONS}): 403 when the viewer's role may not
 * make the move, 409 for a move the ticket's status does not allow (checked first) or a stale
 * `version` (someone changed the ticket meanwhile), 400 for a missing partner, visit or reason. Records the event
 * and returns the ticket as lists show it.
 */
export async function transitionTicket(
  tx: DbTx,
  ticketId: string,
  body: TransitionBody,
  viewer: Viewer,
  now: Date,
): Promise<TicketRow> {
  const { action } = body;
  if (!mayAct(action, viewer.roles)) throw new HttpError(403, fill(M.notYourMove, { action }));
  const ticket = await lock(tx, ticketId);
  // The status first: a move the ticket's status no longer allows says why, stale or not.
  const transition = TRANSITIONS[action];
  const from: readonly TicketStatus[] = transition.from;
  if (!from.includes(ticket.status)) {
    throw new HttpError(409, fill(M.illegalMove, { status: spoken(ticket.status), action }));
  }
  if (body.version !== ticket.version) throw new HttpError(409, M.stale);
  const to: TicketStatus = transition.to === 'held_from' ? (ticket.held_from ?? 'new') : transition.to;
  const sets: string[] = [];
  const values: (string | number | Date | null)[] = [];
  const set = (column: string, value: string | number | Date | null) => {
    values.push(value);
    sets.push(`${column} = $${values.length + 1}`);
  };
  let newValue: string = spoken(to);
  let note: string | null = null;
  switch (action) {
    case 'assign': {
      if (body.partner_id === undefined) throw new HttpError(400, M.partnerRequired);
      const partner = await coveringPartner(tx, body.partner_id, ticket.pincode);
      set('partner_id', partner.id);
      if (body.engineer_name?.trim()) set('engineer_name', body.engineer_name.trim());
      newValue = partner.name;
      break;
    }
    case 'schedule': {
      if (!body.visit_start || !body.visit_end) throw new HttpError(400, M.visitRequired);
      const start = new Date(body.visit_start);
      const end = new Date(body.visit_end);
      if (!(end > start)) throw new HttpError(400, M.visitOrder);
      set('visit_start', start);
      set('visit_end', end);
      if (body.engineer_name?.trim()) set('engineer_name', body.engineer_name.trim());
      newValue = `${start.toISOString()} – ${end.toISOString()}`;
      break;
    }
    case 'hold':
      note = reasonOf(body.reason);
      set('held_from', ticket.status);
      set('hold_reason', note);
      break;
    case 'resume':
      set('held_from', null);
      set('hold_reason', null);
      break;
    case 'qc_reject':
      note = reasonOf(body.reason);
      set('qc_remarks', note);
      break;
    case 'cancel':
      note = reasonOf(body.reason);
      break;
    default:
      note = body.reason?.trim() || null;
  }
  set('status', to);
  set('updated_at', now);
  await tx.query(`UPDATE field_tickets SET ${sets.join(', ')}, version = version + 1 WHERE ticket_id = $1`, [
    ticketId,
    ...values,
  ]);
  await record(tx, ticketId, viewer, now, { action, oldValue: spoken(ticket.status), newValue, note });
  return withActions(await findVisible(tx, ticketId, viewer), viewer);
}

/**
 * Assigns several tickets to one partner, all or none: 404 naming unknown tickets, 409 naming
 * tickets whose status does not allow it or whose pincode the partner does not serve.
 */
export async function bulkAssign(
  tx: DbTx,
  ticketIds: string[],
  partnerId: number,
  viewer: Viewer,
  now: Date,
): Promise<{ partner: string; count: number }> {
  const rows = await tx.query<LockedTicket & { covers: boolean }>(
    `SELECT t.id, t.ticket_id, t.ticket_number, t.status, t.pincode,
       EXISTS (SELECT 1 FROM partner_pincodes pp WHERE pp.partner_id = $2 AND pp.pincode = t.pincode) AS covers
     FROM field_tickets t WHERE t.ticket_id = ANY($1::text[]) AND t.ticket_number IS NOT NULL ORDER BY t.id FOR UPDATE`,
    [ticketIds, partnerId],
  );
  const found = new Set(rows.map((row) => row.ticket_id));
  const missing = ticketIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new HttpError(404, fill(M.bulkMissing, { ids: missing.join(', ') }));
  const [partner] = await tx.query<{ id: number; name: string }>(
    `SELECT id, name FROM network_partners WHERE id = $1 AND status = 'active'`,
    [partnerId],
  );
  if (!partner) throw new HttpError(400, M.partnerUnknown);
  const from: readonly TicketStatus[] = TRANSITIONS.assign.from;
  const refused = rows.filter((row) => !from.includes(row.status) || !row.covers);
  if (refused.length > 0) {
    throw new HttpError(
      409,
      fill(M.bulkIllegal, { ids: refused.map((row) => row.ticket_number).join(', ') }),
    );
  }
  await tx.query(
    `UPDATE field_tickets SET partner_id = $2, status = 'assigned', updated_at = $3, version = version + 1
     WHERE ticket_id = ANY($1::text[])`,
    [ticketIds, partnerId, now],
  );
  for (const row of rows) {
    await record(tx, row.ticket_id, viewer, now, {
      action: 'assign',
      oldValue: spoken(row.status),
      newValue: partner.name,
    });
  }
  return { partner: partner.name, count: rows.length };
}

/** A partner who may take a ticket: active and serving its pincode. */
export interface PartnerOptionRow {
  id: number;
  name: string;
  district: string;
  active_tickets: number;
  rating: number | null;
}

/** Active partners serving the ticket's pincode, least busy first. */
export async function partnerOptions(db: Db, ticketId: string, viewer: Viewer): Promise<PartnerOptionRow[]> {
  const ticket = await findVisible(db, ticketId, viewer);
  return db.query<PartnerOptionRow>(
    `SELECT p.id, p.name, p.city AS district,
       (SELECT count(*)::int FROM field_tickets t WHERE t.partner_id = p.id
          AND t.status IN ('assigned', 'scheduled', 'in_progress', 'on_hold')) AS active_tickets,
       (SELECT round(avg(r.overall_experience)::numeric, 1)::float FROM cso_reports r
          JOIN field_tickets t ON t.ticket_id = r.ticket_id WHERE t.partner_id = p.id) AS rating
     FROM network_partners p JOIN partner_pincodes pp ON pp.partner_id = p.id AND pp.pincode = $1
     WHERE p.status = 'active' ORDER BY active_tickets, p.name LIMIT 50`,
    [ticket.pincode],
  );
}

/** Raises an escalation on a ticket (it joins the escalation list and its badge) and records it. */
export async function escalateTicket(
  tx: DbTx,
  ticketId: string,
  body: EscalateBody,
  viewer: Viewer,
  now: Date,
): Promise<{ ticket_number: string }> {
  const ticket = await lock(tx, ticketId);
  const reason = body.reason.trim();
  await tx.query(
    `INSERT INTO escalations (ticket_id, project_id, customer_name, city, reason, priority, status, escalated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'open', $7)`,
    [
      ticket.ticket_number,
      ticket.project_ref,
      ticket.customer_name,
      ticket.district,
      reason,
      body.priority,
      now,
    ],
  );
  await record(tx, ticketId, viewer, now, { action: 'escalate', newValue: body.priority, note: reason });
  return { ticket_number: ticket.ticket_number };
}

/** Days a service call report link generated from the ticket list stays valid. */
export const REPORT_LINK_DAYS = 7;

/**
 * The ticket's field-form links: a service call report link valid for {@link REPORT_LINK_DAYS}
 * days (an existing valid one is reused) and the survey link. 409 for a closed or cancelled ticket.
 */
export async function ticketLinks(
  tx: DbTx,
  ticketId: string,
  viewer: Viewer,
  now: Date,
): Promise<{ service_call_report: string; survey: string; expires_at: string }> {
  const ticket = await lock(tx, ticketId);
  if (ticket.status === 'closed' || ticket.status === 'cancelled') {
    throw new HttpError(409, fill(M.noReportLink, { status: spoken(ticket.status) }));
  }
  const [existing] = await tx.query<{ url_id: string; expires_at: Date }>(
    `SELECT url_id, expires_at FROM cso_links WHERE ticket_id = $1 AND expires_at > $2::timestamptz + interval '1 day'
     ORDER BY expires_at DESC LIMIT 1`,
    [ticketId, now],
  );
  let link = existing;
  if (!link) {
    const urlId = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + REPORT_LINK_DAYS * 86_400_000);
    await tx.query('INSERT INTO cso_links (url_id, ticket_id, expires_at) VALUES ($1, $2, $3)', [
      urlId,
      ticketId,
      expires,
    ]);
    await record(tx, ticketId, viewer, now, { action: 'link_created', newValue: expires.toISOString() });
    link = { url_id: urlId, expires_at: expires };
  }
  return {
    service_call_report: `/cso_form/${ticketId}/${link.url_id}`,
    survey: `/csat-survey/${ticketId}`,
    expires_at: new Date(link.expires_at).toISOString(),
  };
}

/**
 * Creates a ticket (status new): 400 for an unknown project or pincode or an SLA time in the
 * past; district and state come from the pincode. Returns the new ticket as lists show it.
 */
export async function createTicket(
  tx: DbTx,
  body: CreateTicketBody,
  viewer: Viewer,
  now: Date,
): Promise<TicketRow> {
  const [project] = await tx.query<{ id: number; code: string }>(
    'SELECT id, code FROM projects WHERE id = $1',
    [body.project_id],
  );
  if (!project) throw new HttpError(400, M.projectUnknown);
  const [place] = lookupPincode(body.pincode);
  if (!place) throw new HttpError(400, fill(M.pincodeUnknown, { pincode: body.pincode }));
  const sla = new Date(body.sla_due_at);
  if (!(sla > now)) throw new HttpError(400, M.slaInPast);
  const ticketId = randomBytes(16).toString('hex');
  await tx.query(
    `INSERT INTO field_tickets (ticket_id, ticket_number, project_id, project_ref, case_id, sowsubtype, start_time, end_time,
       customer_name, customer_phone, raw_address, pincode, district, state, product_name, product_model, serial_number,
       priority, sla_due_at, status, created_at, updated_at)
     VALUES ($1, 'TKT-' || nextval('ticket_number_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       $17, $7, 'new', $6, $6)`,
    [
      ticketId,
      project.code.replace(/^PRJ-/, ''),
      project.id,
      body.case_id.trim(),
      body.sowsubtype.trim(),
      now,
      sla,
      body.customer_name.trim(),
      body.customer_phone,
      body.raw_address.trim(),
      body.pincode,
      place.district,
      place.state,
      body.product_name.trim(),
      body.product_model.trim(),
      body.serial_number.trim(),
      body.priority,
    ],
  );
  await record(tx, ticketId, viewer, now, { action: 'created', newValue: 'new' });
  return withActions(await findVisible(tx, ticketId, viewer), viewer);
}

/** Filter choices of the ticket list: districts and partners of the tickets the viewer may see. */
export async function ticketFacets(
  db: Db,
  viewer: Viewer,
): Promise<{ districts: string[]; partners: { id: number; name: string }[] }> {
  const params = new SqlParams();
  const where = ['t.ticket_number IS NOT NULL', ...clientScope(viewer, params)].join(' AND ');
  const [districts, partners] = await Promise.all([
    db.query<{ district: string }>(
      `SELECT DISTINCT t.district FROM field_tickets t JOIN projects pr ON pr.id = t.project_ref
       WHERE ${where} AND t.district <> '' ORDER BY t.district LIMIT 500`,
      params.values,
    ),
    db.query<{ id: number; name: string }>(
      `SELECT DISTINCT p.id, p.name FROM field_tickets t JOIN projects pr ON pr.id = t.project_ref
       JOIN network_partners p ON p.id = t.partner_id WHERE ${where} ORDER BY p.name LIMIT 500`,
      params.values,
    ),
  ]);
  return { districts: districts.map((row) => row.district), partners };
}

/** The number of the ticket `ticketId` the viewer may see (404 otherwise). */
export async function visibleTicketNumber(db: Db, ticketId: string, viewer: Viewer): Promise<string> {
  return (await findVisible(db, ticketId, viewer)).ticket_number;
}
