import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

/**
 * Texts of the interactive questionnaire (operations §2 'Interactive questionnaire', §5
 * 'Interactive questionnaire intro', 'Questionnaires in general', §8 'Questionnaires').
 */
const plain = defineMessages({
  listTitle: { id: 'forms.questionnaire.listTitle', defaultMessage: 'Questionnaires' },
  noQuestionnaire: {
    id: 'forms.questionnaire.noQuestionnaire',
    defaultMessage: 'No questionnaire available',
  },
  loadFailed: { id: 'forms.questionnaire.loadFailed', defaultMessage: 'Failed to load questionnaire.' },
  submitFailed: {
    id: 'forms.questionnaire.submitFailed',
    defaultMessage: 'Failed to submit questionnaire. Please try again.',
  },
  submitted: { id: 'forms.questionnaire.submitted', defaultMessage: 'Assessment submitted successfully!' },
  questionNotFound: {
    id: 'forms.questionnaire.questionNotFound',
    defaultMessage: 'Question not found for template_id and question_code',
  },
  questionServerError: {
    id: 'forms.questionnaire.questionServerError',
    defaultMessage: 'Server error occurred while fetching question',
  },
  questionConnection: {
    id: 'forms.questionnaire.questionConnection',
    defaultMessage: 'Failed to load question. Please check your connection.',
  },
  fullNameRequired: {
    id: 'forms.questionnaire.fullNameRequired',
    defaultMessage: 'Please enter your full name',
  },
  phoneRequired: {
    id: 'forms.questionnaire.phoneRequired',
    defaultMessage: 'Please enter your phone number',
  },
  phoneInvalid: {
    id: 'forms.questionnaire.phoneInvalid',
    defaultMessage: 'Please enter a valid 10-digit phone number',
  },
  blankAnswer: {
    id: 'forms.questionnaire.blankAnswer',
    defaultMessage: 'Please provide an answer before continuing.',
  },
  requiredQuestion: {
    id: 'forms.questionnaire.requiredQuestion',
    defaultMessage: 'This is a required question.',
  },
  noAnswers: { id: 'forms.questionnaire.noAnswers', defaultMessage: 'Please answer at least one question.' },
  loading: { id: 'forms.questionnaire.loading', defaultMessage: 'Loading questionnaire' },
  loadingQuestion: { id: 'forms.questionnaire.loadingQuestion', defaultMessage: 'Loading the next question' },
  fullName: { id: 'forms.questionnaire.fullName', defaultMessage: 'Full name' },
  phone: { id: 'forms.questionnaire.phone', defaultMessage: 'Phone number' },
  start: {
    id: 'forms.questionnaire.start',
    defaultMessage: 'Start',
    description: 'Button: start the questionnaire (verb)',
  },
  continue: { id: 'forms.questionnaire.continue', defaultMessage: 'Continue' },
  previous: { id: 'forms.questionnaire.previous', defaultMessage: 'Previous' },
  finish: { id: 'forms.questionnaire.finish', defaultMessage: 'Finish' },
  submit: { id: 'forms.questionnaire.submit', defaultMessage: 'Submit' },
  retry: { id: 'forms.questionnaire.retry', defaultMessage: 'Try again' },
  thankYou: { id: 'forms.questionnaire.thankYou', defaultMessage: 'Thank you!' },
  dateFormat: { id: 'forms.questionnaire.dateFormat', defaultMessage: 'Enter the date as YYYY-MM-DD.' },
  whatsapp: { id: 'forms.questionnaire.whatsapp', defaultMessage: 'Also on WhatsApp' },
});

const withValues = defineMessages<{
  questionNumber: { number: number };
  answered: { count: number };
  redirecting: { seconds: number };
  open: { name: string };
  missingRequired: { list: string };
}>({
  questionNumber: { id: 'forms.questionnaire.questionNumber', defaultMessage: 'Question {number}' },
  answered: {
    id: 'forms.questionnaire.answered',
    defaultMessage: '{count, plural, one {# question answered} other {# questions answered}}',
  },
  redirecting: {
    id: 'forms.questionnaire.redirecting',
    defaultMessage: 'Taking you to your profile in {seconds, plural, one {# second} other {# seconds}}.',
  },
  open: { id: 'forms.questionnaire.open', defaultMessage: 'Open {name}' },
  missingRequired: {
    id: 'forms.questionnaire.missingRequired',
    defaultMessage: 'Please answer all required questions: {list}',
  },
});

/**
 * Texts of the interactive questionnaire (operations §2 'Interactive questionnaire', §5
 * 'Interactive questionnaire intro', 'Questionnaires in general', §8 'Questionnaires'); the
 * descriptors with values know the values they need.
 */
export const questionnaireMessages: QuestionnaireMessages = { ...plain, ...withValues };

/** Type of {@link questionnaireMessages}: each descriptor knows the values its message needs. */
export type QuestionnaireMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly questionNumber: TypedMessageDescriptor<{ number: number }>;
  readonly answered: TypedMessageDescriptor<{ count: number }>;
  readonly redirecting: TypedMessageDescriptor<{ seconds: number }>;
  readonly open: TypedMessageDescriptor<{ name: string }>;
  readonly missingRequired: TypedMessageDescriptor<{ list: string }>;
};
