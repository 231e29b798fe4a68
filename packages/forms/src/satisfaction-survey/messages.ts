import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  loading: { id: 'forms.survey.loading', defaultMessage: 'Loading survey' },
  loadFailed: { id: 'forms.survey.loadFailed', defaultMessage: 'Failed to load survey' },
  submitFailed: { id: 'forms.survey.submitFailed', defaultMessage: 'Failed to submit survey form!' },
  noQuestions: { id: 'forms.survey.noQuestions', defaultMessage: 'No questions available' },
  required: { id: 'forms.survey.required', defaultMessage: 'Please complete this field' },
  progress: { id: 'forms.survey.progress', defaultMessage: 'Survey progress' },
  previous: { id: 'forms.survey.previous', defaultMessage: 'Previous' },
  next: {
    id: 'forms.survey.next',
    defaultMessage: 'Next',
    description: 'Survey button: go to the next question',
  },
  submit: { id: 'forms.survey.submit', defaultMessage: 'Submit' },
  selectPlaceholder: { id: 'forms.survey.selectPlaceholder', defaultMessage: 'Select an option' },
  saveAnswers: { id: 'forms.survey.saveAnswers', defaultMessage: 'Save answers' },
  answersSaved: { id: 'forms.survey.answersSaved', defaultMessage: 'The answers are saved on the ticket.' },
  notAnswered: { id: 'forms.survey.notAnswered', defaultMessage: 'Not answered' },
  thankYouTitle: { id: 'forms.survey.thankYouTitle', defaultMessage: 'Thank you!' },
  thankYouText: {
    id: 'forms.survey.thankYouText',
    defaultMessage: 'Your answers have been submitted. Thank you for your feedback.',
  },
});

const withValues = defineMessages<{ questionOf: { current: number; total: number } }>({
  questionOf: { id: 'forms.survey.questionOf', defaultMessage: 'Question {current} of {total}' },
});

/** Texts of the satisfaction survey (operations §2 'Customer satisfaction survey', §5, §8 'Survey'). */
export const surveyMessages: SurveyMessages = { ...plain, ...withValues };

/** Type of {@link surveyMessages}: each descriptor knows the values its message needs. */
export type SurveyMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly questionOf: TypedMessageDescriptor<{ current: number; total: number }>;
};
