import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.profiling.title', defaultMessage: 'Profiling questionnaire' },
  intro: {
    id: 'forms.profiling.intro',
    defaultMessage: 'Tell us about your business, one question at a time.',
  },
  estimate: { id: 'forms.profiling.estimate', defaultMessage: 'Estimated time: about 3 minutes' },
  fullName: { id: 'forms.profiling.fullName', defaultMessage: 'Full name' },
  phone: { id: 'forms.profiling.phone', defaultMessage: 'Phone number' },
  fullNameRequired: { id: 'forms.profiling.fullNameRequired', defaultMessage: 'Full name is required' },
  phoneRequired: { id: 'forms.profiling.phoneRequired', defaultMessage: 'Phone number is required' },
  phoneInvalid: { id: 'forms.profiling.phoneInvalid', defaultMessage: 'Please enter a valid phone number' },
  start: {
    id: 'forms.profiling.start',
    defaultMessage: 'Start',
    description: 'Button: start the profiling questionnaire (verb)',
  },
  loading: { id: 'forms.profiling.loading', defaultMessage: 'Loading questionnaire' },
  loadFailed: { id: 'forms.profiling.loadFailed', defaultMessage: 'Failed to load questionnaire.' },
  progress: { id: 'forms.profiling.progress', defaultMessage: 'Questionnaire progress' },
  previous: { id: 'forms.profiling.previous', defaultMessage: 'Previous' },
  next: {
    id: 'forms.profiling.next',
    defaultMessage: 'Next',
    description: 'Questionnaire button: go to the next question',
  },
  submit: { id: 'forms.profiling.submit', defaultMessage: 'Submit' },
  blankAnswer: {
    id: 'forms.profiling.blankAnswer',
    defaultMessage: 'Please provide an answer before continuing.',
  },
  unanswered: {
    id: 'forms.profiling.unanswered',
    defaultMessage: 'Please answer all questions before submitting.',
  },
  submitFailed: {
    id: 'forms.profiling.submitFailed',
    defaultMessage: 'Failed to submit questionnaire. Please try again.',
  },
  retry: { id: 'forms.profiling.retry', defaultMessage: 'Try again' },
});

const withValues = defineMessages<{
  stepOf: { current: number; total: number };
  redirecting: { seconds: number };
  knownUser: { name: string };
}>({
  knownUser: { id: 'forms.profiling.knownUser', defaultMessage: 'You are answering as {name}.' },
  stepOf: { id: 'forms.profiling.stepOf', defaultMessage: 'Question {current} of {total}' },
  redirecting: {
    id: 'forms.profiling.redirecting',
    defaultMessage: 'Taking you to your dashboard in {seconds, plural, one {# second} other {# seconds}}.',
  },
});

/**
 * Texts of the profiling questionnaire (operations §2 'Profiling questionnaire', §5 'Profiling
 * intro (new users)', 'Questionnaires in general', §8 'Questionnaires', §9 (about 3 minutes)).
 */
export const profilingMessages: ProfilingMessages = { ...plain, ...withValues };

/** Type of {@link profilingMessages}: each descriptor knows the values its message needs. */
export type ProfilingMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly stepOf: TypedMessageDescriptor<{ current: number; total: number }>;
  readonly redirecting: TypedMessageDescriptor<{ seconds: number }>;
  readonly knownUser: TypedMessageDescriptor<{ name: string }>;
};
