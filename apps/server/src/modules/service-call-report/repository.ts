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
): Promise<{ id: number; created_at: Date | string }> {
  const [row] = await db.query<{ id: number; created_at: Date | string }>(
    `WITH report AS (
       INSERT INTO cso_reports (ticket_id, fields, engineer_signature, engineer_signature_type)
       VALUES ($1, $2, $3, $4) RETURNING id, created_at, ticket_id, fields
     ), event AS (
       INSERT INTO ticket_events (ticket_id, actor_name, action, new_value, at)
       SELECT ticket_id, COALESCE(NULLIF(fields ->> 'engineername', ''), 'Engineer'), 'report_submitted',
         fields ->> 'resolutionsummary', created_at FROM report
     )
     SELECT id, created_at FROM report`,
    [ticketId, JSON.stringify(fields), new Uint8Array(engineer.data), engineer.type],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Step 2 of the report. */
export interface FeedbackRecord {
  rating: number;
  scheduleDate: Date;
  comment: string;
  customer: SignatureImage;
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
         customer_signature = $5, customer_signature_type = $6, feedback_at = now()
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
    ],
  );
  return updated.length > 0;
}

/**
 * Report `id` if it belongs to ticket `ticketId` (undefined for an unknown report and for one of
 * another ticket alike), with whether its feedback was given.
 */
export async function reportOfTicket(
  db: Db,
  id: number,
  ticketId: string,
): Promise<{ id: number; feedback_given: boolean } | undefined> {
  const [row] = await db.query<{ id: number; feedback_given: boolean }>(
    'SELECT id, feedback_at IS NOT NULL AS feedback_given FROM cso_reports WHERE id = $1 AND ticket_id = $2',
    [id, ticketId],
  );
  return row;
}
