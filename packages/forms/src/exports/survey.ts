/**
 * `@partner-portal/forms/survey`: the customer satisfaction survey reached by link
 * (operations §2 'Customer satisfaction survey', §3, §4, §5, §8).
 * @packageDocumentation
 */
export { SurveyForm } from '../survey/SurveyForm.tsx';
export type { SurveyFormProps } from '../survey/SurveyForm.tsx';
export { SurveyQuestionField } from '../survey/SurveyQuestionField.tsx';
export type { SurveyQuestionFieldProps } from '../survey/SurveyQuestionField.tsx';
export {
  isMissingRequired,
  SURVEY_AUTO_ADVANCE_MS,
  SURVEY_AUTO_ADVANCE_TYPES,
  SURVEY_CHOICE_TYPES,
  surveyAnswerText,
  toSurveyAnswerItems,
} from '../survey/answers.ts';
export type {
  SurveyAnswers,
  SurveyAnswerSubmission,
  SurveyData,
  SurveyQuestionData,
  SurveyQuestionKind,
} from '../survey/answers.ts';
export { surveyMessages } from '../survey/messages.ts';
export type { SurveyMessages } from '../survey/messages.ts';
