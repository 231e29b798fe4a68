import { array, boolean, object, string, type InferType } from 'yup';

/** Answer types a survey question can have (the api's `SurveyQuestionKind`). */
export const SURVEY_QUESTION_KIND_VALUES = ['text', 'rating', 'single_choice', 'yes_no'] as const;
/** An answer type: free text, a 1-5 rating, one of the options, or yes/no. */
export type SurveyQuestionKindValue = (typeof SURVEY_QUESTION_KIND_VALUES)[number];

/** Limits the server also checks (issue 20). */
export const SURVEY_LIMITS = { title: 120, question: 300, option: 80, questions: 30, options: 10 } as const;

/** Texts of {@link surveySchema}'s errors. */
export interface SurveySchemaMessages {
  titleRequired: string;
  questionRequired: string;
  questionsRequired: string;
  optionsInvalid: string;
}

/** The options of a single-choice question: one per line, trimmed, blank lines dropped. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The survey editor's schema: a title (3-120), the description (rich HTML, optional), the active
 * switch, and 1 to 30 questions, each with a text (1-300), an answer type, a required flag and,
 * for single choice, 2 to 10 different options (one per line, at most 80 characters each).
 */
export const surveySchema = (messages: SurveySchemaMessages) =>
  object({
    title: string()
      .trim()
      .min(3, messages.titleRequired)
      .max(SURVEY_LIMITS.title, messages.titleRequired)
      .required(messages.titleRequired),
    descriptionHtml: string().default(''),
    isActive: boolean().required(),
    questions: array(
      object({
        key: string().required(),
        kind: string().oneOf(SURVEY_QUESTION_KIND_VALUES).required(),
        text: string()
          .trim()
          .max(SURVEY_LIMITS.question, messages.questionRequired)
          .required(messages.questionRequired),
        required: boolean().required(),
        options: string()
          .default('')
          .test('options', messages.optionsInvalid, function check(value) {
            if (this.parent.kind !== 'single_choice') return true;
            const lines = optionLines(value ?? '');
            return (
              lines.length >= 2 &&
              lines.length <= SURVEY_LIMITS.options &&
              lines.every((line) => line.length <= SURVEY_LIMITS.option) &&
              new Set(lines.map((line) => line.toLowerCase())).size === lines.length
            );
          }),
      }),
    )
      .min(1, messages.questionsRequired)
      .max(SURVEY_LIMITS.questions, messages.questionsRequired)
      .required(messages.questionsRequired),
  });

/** The editor's values: a question's `key` only tells React rows apart; `options` is one per line. */
export type SurveyEditorValues = InferType<ReturnType<typeof surveySchema>> & {
  questions: {
    key: string;
    kind: SurveyQuestionKindValue;
    text: string;
    required: boolean;
    options: string;
  }[];
};

/** What the editor submits: trimmed, options as a list (empty unless single choice). */
export interface SurveySubmission {
  title: string;
  descriptionHtml: string;
  isActive: boolean;
  questions: { kind: SurveyQuestionKindValue; text: string; required: boolean; options: string[] }[];
}

let nextKey = 0;
/** A fresh, empty question (answer type rating, required). */
export function newSurveyQuestion(): SurveyEditorValues['questions'][number] {
  nextKey += 1;
  return { key: `q${nextKey}`, kind: 'rating', text: '', required: true, options: '' };
}

/** Values of a new survey: no title, no description, inactive, one empty question. */
export function surveyInitialValues(): SurveyEditorValues {
  return { title: '', descriptionHtml: '', isActive: false, questions: [newSurveyQuestion()] };
}

/** The editor's values of a stored survey (options joined one per line). */
export function surveyValuesOf(survey: {
  title: string;
  descriptionHtml: string;
  isActive: boolean;
  questions: readonly {
    kind: SurveyQuestionKindValue;
    text: string;
    required: boolean;
    options: readonly string[];
  }[];
}): SurveyEditorValues {
  return {
    title: survey.title,
    descriptionHtml: survey.descriptionHtml,
    isActive: survey.isActive,
    questions: survey.questions.map((question, index) => ({
      key: `s${index + 1}`,
      kind: question.kind,
      text: question.text,
      required: question.required,
      options: question.options.join('\n'),
    })),
  };
}

/** The submission of valid values. */
export function toSurveySubmission(values: SurveyEditorValues): SurveySubmission {
  return {
    title: values.title.trim(),
    descriptionHtml: values.descriptionHtml,
    isActive: values.isActive,
    questions: values.questions.map((question) => ({
      kind: question.kind,
      text: question.text.trim(),
      required: question.required,
      options: question.kind === 'single_choice' ? optionLines(question.options) : [],
    })),
  };
}
