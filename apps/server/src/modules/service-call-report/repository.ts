import type { Db } from '../../db/types.ts';
import type { TicketRow } from '../../fieldForms/shared.ts';

/** A report link joined with its ticket (`expires_at` null: never expires). */
export type LinkRow = TicketRow & { expires_at: Date | string | null };

/** The link `linkId` of ticket `ticketId`, with the ticket; undefined for unknown or mismatched ids. */
export async function findLink(db: Db, ticketId: string, linkId: string): Promise<LinkRow | undefined> {
  const rows = await db.query<LinkRow>(
    `SELECT t.*, l.expires_at FROM cso_links l JOIN field_tickets t ON t.ticket_id = l.ticket_id
     WHERE l.url_id = $1 AND l.ticket_id = $2`,
    [linkId, ticketId],
  );
  return rows[0];
}

/** A signature image: its bytes and type (image/png or image/jpeg). */
export interface SignatureImage {
  data: Buffer;
  type: string;
}

/**
 * Stores step 1 (the wire-named text fields as JSON) and the engineer's signature, and adds
 * 'report_submitted' to the ticket's history; returns the new row.
 */
export async function insertReport(
  db: Db,
  ticketId: string,
  fields: Record<string, string>,
  engineer: SignatureImage,
  evidence: SubmitEvidence = {},
): Promise<{ id: number; created_at: Date | string } | undefined> {
  const [row] = await db.query<{ id: number; created_at: Date | string }>(
    `WITH report AS (
       INSERT INTO cso_reports (ticket_id, fields, engineer_signature, engineer_signature_type,
         idempotency_key, request_sha256, engineer_signature_page)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (ticket_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id, created_at, ticket_id, fields
     ), event AS (
       INSERT INTO ticket_events (ticket_id, actor_name, action, new_value, at)
       SELECT ticket_id, COALESCE(NULLIF(fields ->> 'engineername', ''), 'Engineer'), 'report_submitted',
         fields ->> 'resolutionsummary', created_at FROM report
     )
     SELECT id, created_at FROM report`,
    [
      ticketId,
      JSON.stringify(fields),
      new Uint8Array(engineer.data),
      engineer.type,
      evidence.idempotencyKey ?? null,
      evidence.requestSha256 ?? null,
      evidence.page ?? null,
    ],
  );
  if (!row && !evidence.idempotencyKey) throw new Error('insert returned no row');
  return row;
}

/**
 * What a submit carries besides its fields (issue 23): the client's Idempotency-Key with the
 * SHA-256 of the request, and the page the signature was captured on.
 */
export interface SubmitEvidence {
  idempotencyKey?: string;
  requestSha256?: string;
  page?: string;
}

/** The report ticket `ticketId` created under Idempotency-Key `key`, if any (step 1's replay). */
export async function reportByIdempotencyKey(
  db: Db,
  ticketId: string,
  key: string,
): Promise<{ id: number; fields: Record<string, string>; request_sha256: string | null } | undefined> {
  const [row] = await db.query<{ id: number; fields: Record<string, string>; request_sha256: string | null }>(
    'SELECT id, fields, request_sha256 FROM cso_reports WHERE ticket_id = $1 AND idempotency_key = $2',
    [ticketId, key],
  );
  return row;
}

/** Step 2 of the report. */
export interface FeedbackRecord {
  rating: number;
  scheduleDate: Date;
  comment: string;
  customer: SignatureImage;
  evidence?: SubmitEvidence;
}

/**
 * Stores the customer's feedback on report `id` once, and adds 'feedback_submitted' to the
 * ticket's history: true when saved, false when the report is unknown or already has feedback
 * (tell them apart with {@link reportExists}).
 */
export async function saveFeedback(db: Db, id: number, feedback: FeedbackRecord): Promise<boolean> {
  const updated = await db.query<{ id: number }>(
    `WITH report AS (
       UPDATE cso_reports SET overall_experience = $2, schedule_date = $3, customer_comment = $4,
         customer_signature = $5, customer_signature_type = $6, feedback_at = now(),
         feedback_idempotency_key = $7, feedback_request_sha256 = $8, customer_signature_page = $9
       WHERE id = $1 AND feedback_at IS NULL RETURNING id, ticket_id, fields, feedback_at
     ), event AS (
       INSERT INTO ticket_events (ticket_id, actor_name, action, new_value, note, at)
       SELECT ticket_id, COALESCE(NULLIF(fields ->> 'customername', ''), 'Customer'), 'feedback_submitted',
         $2::text, NULLIF($4, ''), feedback_at FROM report
     )
     SELECT id FROM report`,
    [
      id,
      feedback.rating,
      feedback.scheduleDate.toISOString(),
      feedback.comment,
      new Uint8Array(feedback.customer.data),
      feedback.customer.type,
      feedback.evidence?.idempotencyKey ?? null,
      feedback.evidence?.requestSha256 ?? null,
      feedback.evidence?.page ?? null,
    ],
  );
  return updated.length > 0;
}

/** A report's step-2 state: whether feedback was given and under which Idempotency-Key. */
export interface ReportState {
  id: number;
  feedback_given: boolean;
  feedback_idempotency_key: string | null;
  feedback_request_sha256: string | null;
}

/**
 * Report `id` if it belongs to ticket `ticketId` (undefined for an unknown report and for one of
 * another ticket alike), with whether its feedback was given.
 */
export async function reportOfTicket(db: Db, id: number, ticketId: string): Promise<ReportState | undefined> {
  const [row] = await db.query<ReportState>(
    `SELECT id, feedback_at IS NOT NULL AS feedback_given, feedback_idempotency_key, feedback_request_sha256
     FROM cso_reports WHERE id = $1 AND ticket_id = $2`,
    [id, ticketId],
  );
  return row;
}
