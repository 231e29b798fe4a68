/** The five question types. Spec: operations §2 'Customer satisfaction survey'. */
export type SurveyQuestionKind = 'multiple-choice' | 'checkboxes' | 'short-answer' | 'paragraph' | 'dropdown';

/**
 * One question as the survey template carries it: `options` (empty for short-answer and paragraph),
 * `note` (help text under the question), `placeholderText`, `required`. The same shape as
 * `SurveyQuestion` of `@partner-portal/api` (forms does not import api). Spec: operations §3 'Survey template'.
 */
export interface SurveyQuestionData {
  id: number;
  type: SurveyQuestionKind;
  questionText: string;
  note: string;
  options: readonly string[];
  required: boolean;
  placeholderText: string;
}

/** The survey shown: its `name` (the heading), `description` and `questions`. Spec: operations §3. */
export interface SurveyData {
  name: string;
  description: string;
  questions: readonly SurveyQuestionData[];
}

/** The answers while the survey is filled, by question id: text, or the chosen options for checkboxes. */
export type SurveyAnswers = Readonly<Record<number, string | readonly string[]>>;

/**
 * One submitted answer: several choices joined with ', ', `source` always 'web'. The same shape as
 * `SurveyAnswer` of `@partner-portal/api`. Spec: operations §3 'Survey answer item'.
 */
export interface SurveyAnswerSubmission {
  questionId: number;
  answer: string;
  source: 'web';
}

/** Question types whose answer is picked from `options`. */
export const SURVEY_CHOICE_TYPES: ReadonlySet<SurveyQuestionKind> = new Set([
  'multiple-choice',
  'checkboxes',
  'dropdown',
]);

/**
 * Single-choice types: picking an answer moves on after {@link SURVEY_AUTO_ADVANCE_MS}. Checkboxes take
 * several choices, so they wait for Next. Spec: operations §4 'Survey'.
 */
export const SURVEY_AUTO_ADVANCE_TYPES: ReadonlySet<SurveyQuestionKind> = new Set([
  'multiple-choice',
  'dropdown',
]);

/** Delay before a choice answer moves to the next question, in ms. Spec: operations §4, §9. */
export const SURVEY_AUTO_ADVANCE_MS = 300;

/** The answer of one question as text: checkbox choices in the options' order, joined with ', '. */
export function surveyAnswerText(
  question: SurveyQuestionData,
  answer: string | readonly string[] | undefined,
): string {
  if (answer === undefined) return '';
  if (typeof answer === 'string') return answer.trim();
  return question.options.filter((option) => answer.includes(option)).join(', ');
}

/** True when the question is required and has no answer (shows 'Please complete this field'). Spec: operations §5. */
export function isMissingRequired(question: SurveyQuestionData, answers: SurveyAnswers): boolean {
  return question.required && surveyAnswerText(question, answers[question.id]) === '';
}

/**
 * The answer items to submit, in question order; questions left empty (optional ones) are left out.
 * Spec: operations §3 'Survey answer item'.
 */
export function toSurveyAnswerItems(
  questions: readonly SurveyQuestionData[],
  answers: SurveyAnswers,
): SurveyAnswerSubmission[] {
  return questions.flatMap((question) => {
    const answer = surveyAnswerText(question, answers[question.id]);
    return answer === '' ? [] : [{ questionId: question.id, answer, source: 'web' as const }];
  });
}
