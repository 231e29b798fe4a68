import type { QuestionData } from './questionData.ts';

const base = { tips: '', placeholder: '', isRequired: true, category: '' };

/** Sample questions for stories and tests, one per answer type (shaped like the seeded forms). */
export const sampleQuestions = {
  singleChoice: {
    ...base,
    id: 1,
    code: 'BUSINESS_TYPE',
    text: 'What kind of business do you run?',
    answerType: 'single_choice',
    category: 'Business',
    options: [
      { id: 1, text: 'Repair shop', nextQuestionCode: 'SHOP_SIZE' },
      { id: 2, text: 'Independent technician', nextQuestionCode: 'EXPERIENCE' },
      { id: 3, text: 'Not in field service', nextQuestionCode: null },
    ],
  },
  yesNo: {
    ...base,
    id: 2,
    code: 'GST_REGISTERED',
    text: 'Is your business registered for GST?',
    answerType: 'yes_no',
    tips: 'Registered businesses can be paid against a tax invoice.',
    category: 'Business',
    options: [
      { id: 41, text: 'Yes', nextQuestionCode: null },
      { id: 42, text: 'No', nextQuestionCode: null },
    ],
  },
  multipleChoice: {
    ...base,
    id: 3,
    code: 'SERVICES',
    text: 'Which services do you offer?',
    answerType: 'multiple_choice',
    tips: 'Choose all that apply.',
    category: 'Skills',
    options: [
      { id: 46, text: 'Laptop repair', nextQuestionCode: null },
      { id: 47, text: 'Printer installation', nextQuestionCode: null },
      { id: 48, text: 'Network cabling', nextQuestionCode: null },
    ],
  },
  number: {
    ...base,
    id: 4,
    code: 'YEARS_IN_BUSINESS',
    text: 'How many years have you been in business?',
    answerType: 'number',
    placeholder: 'e.g. 5',
    category: 'Experience',
    options: [],
  },
  text: {
    ...base,
    id: 5,
    code: 'BRANDS',
    text: 'Which brands do you service?',
    answerType: 'text',
    placeholder: 'e.g. Dell, HP, Lenovo',
    category: 'Skills',
    options: [{ id: 6, text: '', nextQuestionCode: 'COVERAGE' }],
  },
  date: {
    ...base,
    id: 6,
    code: 'START_DATE',
    text: 'From which date can you take jobs?',
    answerType: 'date',
    category: 'Availability',
    options: [],
  },
} satisfies Record<string, QuestionData>;

/** The flat form of the stories: two required choices and an optional text. */
export const sampleFlatQuestions: QuestionData[] = [
  { ...sampleQuestions.yesNo, text: 'Did the engineer arrive on time?', code: 'ON_TIME', tips: '' },
  {
    ...sampleQuestions.singleChoice,
    code: 'VISIT_RATING',
    text: 'How would you rate the visit?',
    options: ['Excellent', 'Good', 'Average', 'Poor'].map((text, id) => ({
      id,
      text,
      nextQuestionCode: null,
    })),
  },
  { ...sampleQuestions.text, code: 'IMPROVE', text: 'What could we do better?', isRequired: false },
];
