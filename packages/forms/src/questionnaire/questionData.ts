/** Answer types of a question. Spec: operations §3 'Profiling question'. */
export type QuestionAnswerKind = 'yes_no' | 'single_choice' | 'multiple_choice' | 'number' | 'text' | 'date';

/** One option of a question; `nextQuestionCode` is where a tree form goes next (null: the end). */
export interface QuestionOptionData {
  id: number;
  text: string;
  nextQuestionCode: string | null;
}

/** A question as the screens render it (the api's `QuestionnaireQuestion` fits). Spec: operations §3. */
export interface QuestionData {
  id: number;
  code: string;
  text: string;
  answerType: QuestionAnswerKind;
  tips: string;
  placeholder: string;
  isRequired: boolean;
  category: string;
  options: readonly QuestionOptionData[];
}

/** An answer being given: text, or the chosen option texts of a multiple-choice question. */
export type AnswerValue = string | readonly string[];

/** Answer types chosen with one option (a choice saves the answer at once). Spec: operations §4. */
export const CHOICE_KINDS: ReadonlySet<QuestionAnswerKind> = new Set(['yes_no', 'single_choice']);

/** Auto-advance delay of both questionnaires, in ms (operations §9). */
export const QUESTIONNAIRE_AUTO_ADVANCE_MS = 600;

/** Redirect delay after a successful submit, in ms (operations §4, §9). */
export const QUESTIONNAIRE_REDIRECT_MS = 3000;

/** An answer as stored and sent: choices joined with ', ', text trimmed. Spec: operations §5. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value.trim() : value.join(', ');
}

/** True when `value` is a date written YYYY-MM-DD that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Why `value` cannot be sent for `question`: 'blank' (nothing given), 'number' or 'date' (not in
 * that form), or null when it can. Spec: operations §5 'Questionnaires in general'.
 */
export function answerProblem(
  question: QuestionData,
  value: AnswerValue | undefined,
): 'blank' | 'number' | 'date' | null {
  const text = answerText(value);
  if (text === '') return 'blank';
  if (question.answerType === 'number' && !/^-?\d+(\.\d+)?$/.test(text)) return 'number';
  if (question.answerType === 'date' && !isIsoDate(text)) return 'date';
  return null;
}

/**
 * The phone captured from answers: the last answer that is exactly 10 digits or whose question
 * mentions phone or mobile (10 digits kept). Spec: operations §5 'Questionnaires in general'.
 */
export function capturedPhone(
  entries: readonly { question: Pick<QuestionData, 'text'>; answer: string }[],
): string | undefined {
  let phone: string | undefined;
  for (const { question, answer } of entries) {
    const digits = answer.replace(/\D/g, '');
    if (/^\d{10}$/.test(answer.trim()) || (/phone|mobile/i.test(question.text) && digits.length === 10))
      phone = digits;
  }
  return phone;
}
