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

/** Stores a ticket's survey answers. */
export async function insertSurveyResponse(
  db: Db,
  ticketId: string,
  templateId: number,
  data: readonly { question_id: number; answer: string; source: 'web' }[],
): Promise<void> {
  await db.query('INSERT INTO csat_responses (ticket_id, template_id, data) VALUES ($1, $2, $3)', [
    ticketId,
    templateId,
    JSON.stringify(data),
  ]);
}
