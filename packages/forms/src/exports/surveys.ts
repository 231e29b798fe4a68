/**
 * `@partner-portal/forms/surveys`: the staff-written satisfaction surveys (issue 20): the list
 * (/surveys) and the editor (/add-survey, /edit-survey/{id}) with a rich-text description, in its
 * own entry so that other screens do not load the editor.
 * @packageDocumentation
 */
export { surveyMessages } from '../surveys/messages.ts';
export {
  newSurveyQuestion,
  optionLines,
  SURVEY_LIMITS,
  SURVEY_QUESTION_KIND_VALUES,
  surveyInitialValues,
  surveySchema,
  surveyValuesOf,
  toSurveySubmission,
} from '../surveys/schema.ts';
export type {
  SurveyEditorValues,
  SurveyQuestionKindValue,
  SurveySchemaMessages,
  SurveySubmission,
} from '../surveys/schema.ts';
export { SurveyEditor } from '../surveys/SurveyEditor/index.ts';
export type { SurveyEditorProps } from '../surveys/SurveyEditor/index.ts';
export { SurveyList } from '../surveys/SurveyList/index.ts';
export type { SurveyListItem, SurveyListProps } from '../surveys/SurveyList/index.ts';
