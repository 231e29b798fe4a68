import type { SurveyListItem } from './SurveyList/SurveyList.tsx';
import { surveyValuesOf, type SurveyEditorValues } from './schema.ts';

/** A stored survey as the editor starts from it (stories and tests). */
export const demoSurveyValues: SurveyEditorValues = surveyValuesOf({
  title: 'After-visit satisfaction',
  descriptionHtml:
    '<p>Thank you for letting our engineer in today. <strong>Two minutes</strong> of your time helps us serve you better.</p>',
  isActive: true,
  questions: [
    { kind: 'rating', text: 'How satisfied are you with the visit overall?', required: true, options: [] },
    {
      kind: 'yes_no',
      text: 'Did the engineer arrive within the promised slot?',
      required: true,
      options: [],
    },
    {
      kind: 'single_choice',
      text: 'How did you hear about the visit?',
      required: false,
      options: ['SMS', 'WhatsApp'],
    },
    { kind: 'text', text: 'What could we do better?', required: false, options: [] },
  ],
});

/** Surveys as the list shows them (stories and tests). */
export const demoSurveyList: SurveyListItem[] = [
  {
    id: 3,
    title: 'After-visit satisfaction',
    isActive: true,
    questionCount: 4,
    authorName: 'Demo Project Manager',
    updatedAt: '2026-11-25T08:30:00Z',
    canEdit: true,
  },
  {
    id: 2,
    title: 'Installation quality check',
    isActive: false,
    questionCount: 2,
    authorName: 'Demo Admin',
    updatedAt: '2026-11-24T15:10:00Z',
    canEdit: false,
  },
];
