import type { Db } from '../../db/types.ts';

/** A stored service call report (table cso_reports), signatures included. */
export interface ReportRow {
  id: number;
  ticket_id: string;
  fields: Record<string, string>;
  engineer_signature: Uint8Array;
  engineer_signature_type: string;
  overall_experience: number | null;
  schedule_date: Date | string | null;
  customer_comment: string | null;
  customer_signature: Uint8Array | null;
  customer_signature_type: string | null;
  created_at: Date | string;
  feedback_at: Date | string | null;
}

/** A saved unstructured data or survey response. */
export interface ResponseRow {
  id: number;
  template_id: number;
  data: unknown;
  created_at: Date | string;
}

/** The tables of link-form answers the read-back lists. */
export type ResponseTable = 'unstructured_responses' | 'csat_responses';

/** The service call report `id`, if any. */
export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.query<ReportRow>('SELECT * FROM cso_reports WHERE id = $1', [id]);
  return row;
}

/** The responses saved for `ticketId` in `table`, oldest first. */
export async function listResponses(db: Db, table: ResponseTable, ticketId: string): Promise<ResponseRow[]> {
  return db.query<ResponseRow>(
    `SELECT id, template_id, data, created_at FROM ${table} WHERE ticket_id = $1 ORDER BY id`,
    [ticketId],
  );
}
