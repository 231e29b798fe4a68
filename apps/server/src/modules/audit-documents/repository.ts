import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { queryEnum, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { addTicketEvent, TICKET_REF_SQL, type WorkViewer } from '../shared.ts';
import { AUDIT_KINDS, AUDIT_MESSAGES as M, AUDIT_STATUSES, type ReviewDocumentBody } from './schemas.ts';

/** Filters of the audit document list: `status` (default pending), `kind`. */
export function auditFilters(query: RawQuery) {
  return {
    status: queryEnum(query, 'status', AUDIT_STATUSES) ?? 'pending',
    kind: queryEnum(query, 'kind', AUDIT_KINDS),
  };
}

const SELECT = `d.id, ${TICKET_REF_SQL} AS ticket, d.kind, d.file_name, d.status, d.reason,
  d.uploaded_at, d.reviewed_at, r.full_name AS reviewed_by`;
const FROM = `FROM audit_documents d JOIN field_tickets t ON t.ticket_id = d.ticket_id
  LEFT JOIN users r ON r.id = d.reviewed_by`;

/** One page of audit documents: an auditor's own, every document for the other project staff. */
export function listAuditDocuments(
  db: Db,
  list: ListParams,
  filters: ReturnType<typeof auditFilters>,
  viewer: WorkViewer,
) {
  const params = new SqlParams();
  const where = [`d.status = ${params.add(filters.status)}`];
  if (filters.kind) where.push(`d.kind = ${params.add(filters.kind)}`);
  if (viewer.ownOnly) where.push(`d.auditor_id = ${params.add(viewer.id)}`);
  return runList(
    db,
    {
      select: SELECT,
      from: FROM,
      searchable: ['t.ticket_number', 't.customer_name', 'd.file_name'],
      orderable: { uploaded_at: 'd.uploaded_at', ticket: 't.ticket_number', kind: 'd.kind' },
      defaultOrdering: 'uploaded_at',
      where,
    },
    list,
    params,
    'd.id',
  );
}

/** The document's storage key and state; 404 when missing or not the viewer's. */
export async function auditDocument(db: Db | DbTx, id: number, viewer: WorkViewer, lock = false) {
  const [row] = await db.query<{
    id: number;
    ticket_id: string;
    storage_key: string;
    status: string;
    file_name: string;
  }>(
    `SELECT id, ticket_id, storage_key, status, file_name FROM audit_documents
     WHERE id = $1 ${viewer.ownOnly ? 'AND auditor_id = $2' : ''} ${lock ? 'FOR UPDATE' : ''}`,
    viewer.ownOnly ? [id, viewer.id] : [id],
  );
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

/**
 * Accepts or rejects a pending document (a rejection needs a reason of 10-500 characters), with
 * who and when, and adds 'audit_reviewed' to the ticket's history. 404 foreign or missing, 409
 * reviewed already, 400 for a missing reason.
 */
export async function reviewAuditDocument(
  tx: DbTx,
  id: number,
  body: ReviewDocumentBody,
  viewer: WorkViewer,
  now: Date,
) {
  const reason = body.reason?.trim() ?? '';
  if (body.decision === 'rejected' && (reason.length < 10 || reason.length > 500)) {
    throw new HttpError(400, M.reasonNeeded);
  }
  const document = await auditDocument(tx, id, viewer, true);
  if (document.status !== 'pending')
    throw new HttpError(409, fill(M.reviewedAlready, { status: document.status }));
  await tx.query(
    `UPDATE audit_documents SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1`,
    [id, body.decision, reason || null, viewer.id, now],
  );
  await addTicketEvent(tx, {
    ticketId: document.ticket_id,
    actor: viewer,
    action: 'audit_reviewed',
    oldValue: document.file_name,
    newValue: body.decision,
    note: reason || null,
    at: now,
  });
  const [row] = await tx.query<{
    id: number;
    ticket: { ticket_number: string };
    file_name: string;
    status: string;
  }>(`SELECT ${SELECT} ${FROM} WHERE d.id = $1`, [id]);
  return row!;
}
