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

/** Stores a ticket's survey answers and adds 'survey_answered' to the ticket's history. */
export async function insertSurveyResponse(
  db: Db,
  ticketId: string,
  templateId: number,
  data: readonly { question_id: number; answer: string; source: 'web' }[],
): Promise<void> {
  await db.query(
    `WITH response AS (
       INSERT INTO csat_responses (ticket_id, template_id, data) VALUES ($1, $2, $3) RETURNING ticket_id, created_at
     )
     INSERT INTO ticket_events (ticket_id, actor_name, action, at)
     SELECT r.ticket_id, t.customer_name, 'survey_answered', r.created_at
     FROM response r JOIN field_tickets t ON t.ticket_id = r.ticket_id`,
    [ticketId, templateId, JSON.stringify(data)],
  );
}
