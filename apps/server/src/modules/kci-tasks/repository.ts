import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { queryEnum, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { addTicketEvent, TICKET_REF_SQL, type WorkViewer } from '../shared.ts';
import { KCI_MESSAGES as M, KCI_STATUSES, type CompleteKciBody } from './schemas.ts';

/** Filters of the KCI task list: `status` (default pending). */
export function kciFilters(query: RawQuery) {
  return { status: queryEnum(query, 'status', KCI_STATUSES) ?? 'pending' };
}

const SELECT = `c.id, ${TICKET_REF_SQL} AS ticket, c.template_name, c.status, c.result, c.due_at,
  c.completed_at, c.created_at, u.full_name AS assignee_name,
  (SELECT coalesce(json_agg(json_build_object('id', i.id, 'position', i.position, 'label', i.label,
     'answer', i.answer, 'remark', i.remark) ORDER BY i.position), '[]'::json)
   FROM kci_checklist_items i WHERE i.checklist_id = c.id) AS items`;
const FROM = `FROM kci_checklists c JOIN field_tickets t ON t.ticket_id = c.ticket_id
  LEFT JOIN users u ON u.id = c.assignee_id`;

/** One page of KCI checklists: the kci user's own, every checklist for coordinators and admins. */
export function listKciTasks(db: Db, list: ListParams, filters: { status: string }, viewer: WorkViewer) {
  const params = new SqlParams();
  const where = [`c.status = ${params.add(filters.status)}`];
  if (viewer.ownOnly) where.push(`c.assignee_id = ${params.add(viewer.id)}`);
  return runList(
    db,
    {
      select: SELECT,
      from: FROM,
      searchable: ['t.ticket_number', 't.customer_name', 'c.template_name', 't.serial_number'],
      orderable: { due_at: 'c.due_at', created_at: 'c.created_at', ticket: 't.ticket_number' },
      defaultOrdering: 'due_at',
      where,
    },
    list,
    params,
    'c.id',
  );
}

/** One checklist as the list shows it; 404 when missing or not the viewer's. */
export async function kciTask(db: Db | DbTx, id: number, viewer: WorkViewer) {
  const params = [id, ...(viewer.ownOnly ? [viewer.id] : [])];
  const [row] = await db.query<{
    id: number;
    status: string;
    result: string | null;
    ticket: { ticket_id: string; ticket_number: string };
  }>(`SELECT ${SELECT} ${FROM} WHERE c.id = $1 ${viewer.ownOnly ? 'AND c.assignee_id = $2' : ''}`, params);
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

/**
 * Completes a checklist: every item answered once, a remark for each failed item; the result is
 * passed when no item failed. Adds 'kci_completed' to the ticket's history. 404 foreign or
 * missing, 409 completed already, 400 for missing, unknown or unremarked items.
 */
export async function completeKciTask(
  tx: DbTx,
  id: number,
  body: CompleteKciBody,
  viewer: WorkViewer,
  now: Date,
) {
  const own = viewer.ownOnly ? 'AND assignee_id = $2' : '';
  const [checklist] = await tx.query<{
    id: number;
    status: string;
    ticket_id: string;
    template_name: string;
  }>(
    `SELECT id, status, ticket_id, template_name FROM kci_checklists WHERE id = $1 ${own} FOR UPDATE`,
    viewer.ownOnly ? [id, viewer.id] : [id],
  );
  if (!checklist) throw new HttpError(404, M.notFound);
  if (checklist.status !== 'pending') throw new HttpError(409, M.completedAlready);
  const items = await tx.query<{ id: number; label: string }>(
    'SELECT id, label FROM kci_checklist_items WHERE checklist_id = $1 ORDER BY position',
    [id],
  );
  const byId = new Map(body.answers.map((answer) => [answer.item_id, answer]));
  const unknown = body.answers.find((answer) => !items.some((item) => item.id === answer.item_id));
  if (unknown) throw new HttpError(400, fill(M.unknownItem, { item: unknown.item_id }));
  if (byId.size !== body.answers.length || items.some((item) => !byId.has(item.id))) {
    throw new HttpError(400, M.everyItem);
  }
  const unremarked = items.filter(
    (item) => byId.get(item.id)!.answer === 'fail' && !byId.get(item.id)!.remark?.trim(),
  );
  if (unremarked.length > 0) {
    throw new HttpError(
      400,
      fill(M.remarkNeeded, { items: unremarked.map((item) => item.label).join(', ') }),
    );
  }
  for (const item of items) {
    const answer = byId.get(item.id)!;
    await tx.query('UPDATE kci_checklist_items SET answer = $2, remark = $3 WHERE id = $1', [
      item.id,
      answer.answer,
      answer.remark?.trim() || null,
    ]);
  }
  const result = body.answers.some((answer) => answer.answer === 'fail') ? 'failed' : 'passed';
  await tx.query(
    `UPDATE kci_checklists SET status = 'completed', result = $2, completed_by = $3, completed_at = $4 WHERE id = $1`,
    [id, result, viewer.id, now],
  );
  await addTicketEvent(tx, {
    ticketId: checklist.ticket_id,
    actor: viewer,
    action: 'kci_completed',
    oldValue: 'pending',
    newValue: result,
    note: checklist.template_name,
    at: now,
  });
  return kciTask(tx, id, { ...viewer, ownOnly: false });
}
