import type { SurveyData } from './answers.ts';

/** A survey with one question of each of the five types (stories and tests). Spec: operations §2, §3. */
export const sampleSurvey: SurveyData = {
  name: 'Customer satisfaction survey',
  description: 'Tell us how the visit went. It takes about a minute.',
  questions: [
    {
      id: 1,
      type: 'multiple-choice',
      questionText: 'How satisfied are you with the service?',
      note: 'Choose one answer.',
      options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very dissatisfied'],
      required: true,
      placeholderText: '',
    },
    {
      id: 2,
      type: 'checkboxes',
      questionText: 'What did the engineer do well?',
      note: 'Choose all that apply.',
      options: ['Arrived on time', 'Explained the problem', 'Kept the area clean', 'Fixed it the first time'],
      required: false,
      placeholderText: '',
    },
    {
      id: 3,
      type: 'dropdown',
      questionText: 'How did you book the visit?',
      note: '',
      options: ['Phone', 'E-mail', 'WhatsApp', 'Website'],
      required: true,
      placeholderText: 'Select a channel',
    },
    {
      id: 4,
      type: 'short-answer',
      questionText: "The engineer's name, if you remember it",
      note: '',
      options: [],
      required: false,
      placeholderText: 'Name',
    },
    {
      id: 5,
      type: 'paragraph',
      questionText: 'Anything else we should know?',
      note: 'Your comments help us improve.',
      options: [],
      required: true,
      placeholderText: 'Your comments',
    },
  ],
};
