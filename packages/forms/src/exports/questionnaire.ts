/**
 * `@partner-portal/forms/questionnaire`: the interactive questionnaire's screens (list, welcome,
 * tree step, flat form, thank-you) and its question field (operations §2 'Interactive
 * questionnaire', §3, §4, §5, §8 'Questionnaires').
 * @packageDocumentation
 */
export { QuestionnaireFlatForm } from '../questionnaire/QuestionnaireFlatForm.tsx';
export type { QuestionnaireFlatFormProps } from '../questionnaire/QuestionnaireFlatForm.tsx';
export { QuestionnaireList } from '../questionnaire/QuestionnaireList.tsx';
export type { QuestionnaireListItem, QuestionnaireListProps } from '../questionnaire/QuestionnaireList.tsx';
export { QuestionnaireQuestionField } from '../questionnaire/QuestionnaireQuestionField.tsx';
export type { QuestionnaireQuestionFieldProps } from '../questionnaire/QuestionnaireQuestionField.tsx';
export { QuestionnaireThankYou } from '../questionnaire/QuestionnaireThankYou.tsx';
export type { QuestionnaireThankYouProps } from '../questionnaire/QuestionnaireThankYou.tsx';
export { QuestionnaireTreeStep } from '../questionnaire/QuestionnaireTreeStep.tsx';
export type { QuestionnaireTreeStepProps } from '../questionnaire/QuestionnaireTreeStep.tsx';
export { QuestionnaireWelcome } from '../questionnaire/QuestionnaireWelcome.tsx';
export type { QuestionnaireWelcomeProps } from '../questionnaire/QuestionnaireWelcome.tsx';
export { questionnaireMessages } from '../questionnaire/messages.ts';
export type { QuestionnaireMessages } from '../questionnaire/messages.ts';
export {
  answerProblem,
  answerText,
  capturedPhone,
  CHOICE_KINDS,
  isIsoDate,
  QUESTIONNAIRE_AUTO_ADVANCE_MS,
  QUESTIONNAIRE_REDIRECT_MS,
} from '../questionnaire/questionData.ts';
export type {
  AnswerValue,
  QuestionAnswerKind,
  QuestionData,
  QuestionOptionData,
} from '../questionnaire/questionData.ts';
export {
  QUESTIONNAIRE_PHONE_MAX_LENGTH,
  questionnaireIntroInitialValues,
  questionnaireIntroSchema,
} from '../questionnaire/schema.ts';
export type { QuestionnaireIntroMessages, QuestionnaireIntroValues } from '../questionnaire/schema.ts';
