import type { Db } from '../../db/types.ts';
import type { UnstructuredItem } from '../../fieldForms/demo.ts';

/** An unstructured data template of a project (table unstructured_templates). */
export interface TemplateRow {
  id: number;
  project_id: string;
  name: string;
  data: UnstructuredItem[];
  created_at: Date | string;
}

/** The project's templates, oldest first (the form uses the last). */
export async function listTemplates(db: Db, projectId: string): Promise<TemplateRow[]> {
  return db.query<TemplateRow>('SELECT * FROM unstructured_templates WHERE project_id = $1 ORDER BY id', [
    projectId,
  ]);
}

/** The project's current (last) template, if any. */
export async function currentTemplate(
  db: Db,
  projectId: string,
): Promise<{ id: number; data: UnstructuredItem[] } | undefined> {
  const [row] = await db.query<{ id: number; data: UnstructuredItem[] }>(
    'SELECT id, data FROM unstructured_templates WHERE project_id = $1 ORDER BY id DESC LIMIT 1',
    [projectId],
  );
  return row;
}

/** Stores the items saved for a ticket against a template. */
export async function insertResponse(
  db: Db,
  ticketId: string,
  templateId: number,
  data: readonly UnstructuredItem[],
): Promise<void> {
  await db.query('INSERT INTO unstructured_responses (ticket_id, template_id, data) VALUES ($1, $2, $3)', [
    ticketId,
    templateId,
    JSON.stringify(data),
  ]);
}
