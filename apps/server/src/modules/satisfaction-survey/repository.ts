import type { SurveyQuestion } from '@partner-portal/api';
import type { Db } from '../../db/types.ts';

/** A satisfaction survey template (table csat_templates). */
export interface SurveyRow {
  id: number;
  name: string;
  description: string;
  show_logo: boolean;
  data: SurveyQuestion[];
}

/** The survey of a project, if it has one. */
export async function surveyForProject(db: Db, projectId: string): Promise<SurveyRow | undefined> {
  const [row] = await db.query<SurveyRow>(
    `SELECT t.id, t.name, t.description, t.show_logo, t.data FROM csat_project_templates p
     JOIN csat_templates t ON t.id = p.template_id WHERE p.project_id = $1`,
    [projectId],
  );
  return row;
}

/** True when ticket `ticketId` already has its survey response (one per ticket, issue 15). */
export async function surveyAnswered(db: Db, ticketId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM csat_answered_tickets WHERE ticket_id = $1', [ticketId])).length > 0;
}

/**
 * Stores a ticket's survey answers and adds 'survey_answered' to the ticket's history, once per
 * ticket: false (nothing stored) when the ticket was already answered. The claim on
 * csat_answered_tickets (migration 120) makes this hold for concurrent requests and instances.
 */
export async function insertSurveyResponse(
  db: Db,
  ticketId: string,
  templateId: number,
  data: readonly { question_id: number; answer: string; source: 'web' }[],
): Promise<boolean> {
  const rows = await db.query<{ ticket_id: string }>(
    `WITH claim AS (
       INSERT INTO csat_answered_tickets (ticket_id) VALUES ($1) ON CONFLICT (ticket_id) DO NOTHING
       RETURNING ticket_id
     ), response AS (
       INSERT INTO csat_responses (ticket_id, template_id, data)
       SELECT ticket_id, $2, $3 FROM claim RETURNING ticket_id, created_at
     ), event AS (
       INSERT INTO ticket_events (ticket_id, actor_name, action, at)
       SELECT r.ticket_id, t.customer_name, 'survey_answered', r.created_at
       FROM response r JOIN field_tickets t ON t.ticket_id = r.ticket_id
     )
     SELECT ticket_id FROM response`,
    [ticketId, templateId, JSON.stringify(data)],
  );
  return rows.length > 0;
}
