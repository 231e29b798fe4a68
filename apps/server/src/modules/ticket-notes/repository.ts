import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { fill } from '../../text.ts';
import { NOTE_MAX_IMAGES, NOTE_MESSAGES as M } from './schemas.ts';

/** A stored image source: a key of the portal's uploads (no scheme, no '..'). */
const UPLOAD_KEY = /^uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Every `src` attribute value in `html`. */
function sourcesOf(html: string): string[] {
  return Array.from(html.matchAll(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi), (match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').trim(),
  );
}

/**
 * The storage keys of a note's images, checked: every `src` must be an upload key
 * (`uploads/...`, no '..'), at most {@link NOTE_MAX_IMAGES}. 400 otherwise; 400 for a note
 * with neither text nor image.
 */
export function noteImageKeys(html: string): string[] {
  const sources = sourcesOf(html);
  if (sources.some((src) => !UPLOAD_KEY.test(src) || src.includes('..')))
    throw new HttpError(400, M.imageSource);
  if (sources.length > NOTE_MAX_IMAGES)
    throw new HttpError(400, fill(M.tooManyImages, { max: NOTE_MAX_IMAGES }));
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  if (text === '' && sources.length === 0) throw new HttpError(400, M.empty);
  return sources;
}

/** One note as stored (wire names). */
export interface NoteRow {
  id: number;
  author_name: string;
  html: string;
  created_at: string;
}

/** A ticket's notes, newest first. */
export async function listNotes(db: Db, ticketId: string): Promise<NoteRow[]> {
  const rows = await db.query<Omit<NoteRow, 'created_at'> & { created_at: Date }>(
    `SELECT id, author_name, html, created_at FROM ticket_notes WHERE ticket_id = $1
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [ticketId],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** Stores a note and adds 'note_added' to the ticket's history. */
export async function addNote(
  tx: DbTx,
  ticketId: string,
  author: { id: number; name: string },
  html: string,
  now: Date,
): Promise<NoteRow> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ticket_notes (ticket_id, author_id, author_name, html, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [ticketId, author.id, author.name, html, now],
  );
  await tx.query(
    `INSERT INTO ticket_events (ticket_id, actor_id, actor_name, action, at) VALUES ($1, $2, $3, 'note_added', $4)`,
    [ticketId, author.id, author.name, now],
  );
  return { id: row!.id, author_name: author.name, html, created_at: now.toISOString() };
}
