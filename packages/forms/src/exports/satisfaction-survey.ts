/**
 * `@partner-portal/forms/satisfaction-survey`: the customer satisfaction survey reached by link
 * (operations §2 'Customer satisfaction survey', §3, §4, §5, §8).
 * @packageDocumentation
 */
export { SatisfactionSurveyForm } from '../satisfaction-survey/SatisfactionSurveyForm.tsx';
export type { SatisfactionSurveyFormProps } from '../satisfaction-survey/SatisfactionSurveyForm.tsx';
export { SurveyAnswerForm } from '../satisfaction-survey/SurveyAnswerForm.tsx';
export type { SurveyAnswerFormProps } from '../satisfaction-survey/SurveyAnswerForm.tsx';
export { SatisfactionSurveyQuestionField } from '../satisfaction-survey/SatisfactionSurveyQuestionField.tsx';
export type { SatisfactionSurveyQuestionFieldProps } from '../satisfaction-survey/SatisfactionSurveyQuestionField.tsx';
export {
  isMissingRequired,
  SURVEY_AUTO_ADVANCE_MS,
  SURVEY_AUTO_ADVANCE_TYPES,
  SURVEY_CHOICE_TYPES,
  surveyAnswerText,
  toSurveyAnswerItems,
} from '../satisfaction-survey/answers.ts';
export type {
  SurveyAnswers,
  SurveyAnswerSubmission,
  SurveyData,
  SurveyQuestionData,
  SurveyQuestionKind,
} from '../satisfaction-survey/answers.ts';
export { surveyMessages } from '../satisfaction-survey/messages.ts';
export type { SurveyMessages } from '../satisfaction-survey/messages.ts';
