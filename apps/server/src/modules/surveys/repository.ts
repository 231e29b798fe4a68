import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { fill } from '../../text.ts';
import {
  SURVEY_MAX_IMAGES,
  SURVEY_MESSAGES as M,
  type SurveyBody,
  type SurveyPatchBody,
  type SurveyQuestionBody,
} from './schemas.ts';

/** A stored image source: a key of the portal's uploads (no scheme, no '..'). */
const UPLOAD_KEY = /^uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Elements a description may hold (what the portal's editor writes, after DOMPurify). */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'img',
]);
/** Attributes per element; every other attribute (on*, style, href...) is refused. */
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  ol: new Set(['start', 'type']),
};

const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * Checks a description's HTML and returns its images' storage keys: only the editor's elements
 * and attributes (an allow-list; anything else, comments included, is a 400), and every image
 * `src` an upload key (`uploads/...`, no '..'), at most {@link SURVEY_MAX_IMAGES}. What is stored
 * is therefore already safe; the portal sanitises again whenever it shows it.
 */
export function descriptionImageKeys(html: string): string[] {
  if (/<!|<\?/.test(html)) throw new HttpError(400, M.invalid);
  const keys: string[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = match[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) throw new HttpError(400, M.invalid);
    if (match[1]) continue;
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? new Set<string>();
    for (const attribute of (match[3] ?? '').replace(/\/\s*$/, '').matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase();
      if (!allowed.has(name)) throw new HttpError(400, M.invalid);
      if (tag === 'img' && name === 'src') {
        const src = (attribute[2] ?? attribute[3] ?? attribute[4] ?? '').trim();
        if (!UPLOAD_KEY.test(src) || src.includes('..')) throw new HttpError(400, M.imageSource);
        keys.push(src);
      }
    }
  }
  if (keys.length > SURVEY_MAX_IMAGES)
    throw new HttpError(400, fill(M.tooManyImages, { max: SURVEY_MAX_IMAGES }));
  return keys;
}

/** A question as stored: numbered 1.. in order; options only for single_choice ('Yes'/'No' are implied for yes_no). */
export interface StoredQuestion {
  id: number;
  kind: SurveyQuestionBody['kind'];
  text: string;
  required: boolean;
  options: string[];
}

/** Numbers the questions and checks single-choice options (2 to 10, different); 400 otherwise. */
export function normaliseQuestions(questions: readonly SurveyQuestionBody[]): StoredQuestion[] {
  return questions.map((question, index) => {
    const options =
      question.kind === 'single_choice' ? (question.options ?? []).map((option) => option.trim()) : [];
    if (
      question.kind === 'single_choice' &&
      (options.length < 2 || new Set(options.map((option) => option.toLowerCase())).size !== options.length)
    ) {
      throw new HttpError(400, fill(M.options, { number: index + 1 }));
    }
    return {
      id: index + 1,
      kind: question.kind,
      text: question.text.trim(),
      required: question.required,
      options,
    };
  });
}

/** One survey as stored (wire names). */
export interface SurveyRow {
  id: number;
  title: string;
  description_html: string;
  questions: StoredQuestion[];
  is_active: boolean;
  created_by: number | null;
  author_name: string;
  version: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, title, description_html, questions, is_active, created_by, author_name, version, created_at, updated_at`;

type RawRow = Omit<SurveyRow, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const fromRaw = (row: RawRow): SurveyRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Every survey, most recently changed first (at most 200). */
export async function listSurveys(db: Db): Promise<SurveyRow[]> {
  const rows = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM surveys ORDER BY updated_at DESC, id DESC LIMIT 200`,
  );
  return rows.map(fromRaw);
}

/** One survey; 404 when unknown. */
export async function findSurvey(db: Db | DbTx, id: number, lock = false): Promise<SurveyRow> {
  const [row] = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM surveys WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) throw new HttpError(404, M.notFound);
  return fromRaw(row);
}

/** The active survey, if any. */
export async function activeSurvey(db: Db): Promise<SurveyRow | undefined> {
  const [row] = await db.query<RawRow>(`SELECT ${COLUMNS} FROM surveys WHERE is_active LIMIT 1`);
  return row ? fromRaw(row) : undefined;
}

/** Who writes: their id, name and whether they may change every survey (admin). */
export interface SurveyAuthor {
  id: number;
  name: string;
  isAdmin: boolean;
}

/** Stores a new survey; activating it deactivates the others. */
export async function createSurvey(
  tx: DbTx,
  body: SurveyBody,
  author: SurveyAuthor,
  now: Date,
): Promise<SurveyRow> {
  const questions = normaliseQuestions(body.questions);
  if (body.is_active)
    await tx.query(
      'UPDATE surveys SET is_active = false, version = version + 1, updated_at = $1 WHERE is_active',
      [now],
    );
  const [row] = await tx.query<RawRow>(
    `INSERT INTO surveys (title, description_html, questions, is_active, created_by, author_name, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
    [
      body.title.trim(),
      body.description_html,
      JSON.stringify(questions),
      body.is_active ?? false,
      author.id,
      author.name,
      now,
    ],
  );
  return fromRaw(row!);
}

/**
 * Changes a survey: 404 when unknown, 403 when neither its author nor an admin, 409 when
 * `version` is not the stored one. Activating it deactivates the others.
 */
export async function updateSurvey(
  tx: DbTx,
  id: number,
  body: SurveyPatchBody,
  author: SurveyAuthor,
  now: Date,
): Promise<SurveyRow> {
  const current = await findSurvey(tx, id, true);
  if (!author.isAdmin && current.created_by !== author.id) throw new HttpError(403, M.notYours);
  if (current.version !== body.version) throw new HttpError(409, M.stale);
  const questions = body.questions ? normaliseQuestions(body.questions) : current.questions;
  const active = body.is_active ?? current.is_active;
  if (active && !current.is_active) {
    await tx.query(
      'UPDATE surveys SET is_active = false, version = version + 1, updated_at = $1 WHERE is_active',
      [now],
    );
  }
  const [row] = await tx.query<RawRow>(
    `UPDATE surveys SET title = $2, description_html = $3, questions = $4, is_active = $5,
       version = version + 1, updated_at = $6 WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      body.title?.trim() ?? current.title,
      body.description_html ?? current.description_html,
      JSON.stringify(questions),
      active,
      now,
    ],
  );
  return fromRaw(row!);
}
