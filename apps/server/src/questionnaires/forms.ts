// Reads of questionnaire forms and writes of submissions, shared by the questionnaire and
// profiling-questionnaire modules (tables of migration 060).
import type { Db } from '../db/types.ts';
import type { AnswerType } from './answers.ts';

/** One option of a question (operations §3 'Profiling question': options). */
export interface OptionRow {
  id: number;
  text: string;
  answer_type: AnswerType;
  next_question_code: string | null;
}

/** A question as the calls answer it (operations §3 'Profiling question'). */
export interface QuestionRow {
  id: number;
  text: string;
  question_code: string;
  answer_type: AnswerType;
  tips: string;
  placeholder: string;
  is_required: boolean;
  category: string;
  order: number;
  options: OptionRow[];
}

/** A form as the calls answer it (operations §3 'Questionnaire form', without its questions). */
export interface FormRow {
  form_id: number;
  form_name: string;
  name: string;
  description: string;
  is_tree_form: boolean;
  whatsapp_compatible: boolean;
  is_profiling: boolean;
  /** Ours: the code of the form's first question (by order), where a tree form starts. */
  first_question_code: string | null;
  question_count: number;
}

const FORM_SQL = `SELECT f.id AS form_id, f.form_name, f.name, f.description, f.is_tree_form,
  f.whatsapp_compatible, f.is_profiling,
  (SELECT q.question_code FROM questionnaire_questions q WHERE q.form_id = f.id
    ORDER BY q.sort_order, q.id LIMIT 1) AS first_question_code,
  (SELECT count(*)::int FROM questionnaire_questions q WHERE q.form_id = f.id) AS question_count
  FROM questionnaire_forms f`;

const QUESTION_SQL = `SELECT id, text, question_code, answer_type, tips, placeholder, is_required, category,
  sort_order AS "order", options FROM questionnaire_questions`;

/** Every form, in id order. */
export function listForms(db: Db): Promise<FormRow[]> {
  return db.query<FormRow>(`${FORM_SQL} ORDER BY f.id`);
}

/** One form, if it exists. */
export async function findForm(db: Db, formId: number): Promise<FormRow | undefined> {
  const [row] = await db.query<FormRow>(`${FORM_SQL} WHERE f.id = $1`, [formId]);
  return row;
}

/** The questions of a form, in order. */
export function formQuestions(db: Db, formId: number): Promise<QuestionRow[]> {
  return db.query<QuestionRow>(`${QUESTION_SQL} WHERE form_id = $1 ORDER BY sort_order, id`, [formId]);
}

/** One question of a form by its (upper-case) code. */
export async function findQuestion(db: Db, formId: number, code: string): Promise<QuestionRow | undefined> {
  const [row] = await db.query<QuestionRow>(`${QUESTION_SQL} WHERE form_id = $1 AND question_code = $2`, [
    formId,
    code,
  ]);
  return row;
}

/** A submission to store (table questionnaire_submissions). */
export interface NewSubmission {
  kind: 'interactive' | 'profiling';
  formId: number;
  onboarding: boolean;
  userUuid: string | null;
  fullName: string | null;
  phone: string | null;
  answers: readonly object[];
  submittedAt: Date;
}

/** Stores a submission and returns its id. */
export async function insertSubmission(db: Db, submission: NewSubmission): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO questionnaire_submissions
       (kind, form_id, onboarding, user_uuid, full_name, phone, answers, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      submission.kind,
      submission.formId,
      submission.onboarding,
      submission.userUuid,
      submission.fullName,
      submission.phone,
      JSON.stringify(submission.answers),
      submission.submittedAt,
    ],
  );
  return row!.id;
}
