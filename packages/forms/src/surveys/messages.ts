import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  listHeading: { id: 'surveys.list.heading', defaultMessage: 'CSAT Surveys' },
  listIntro: {
    id: 'surveys.list.intro',
    defaultMessage:
      'Surveys customers answer after a visit. One survey is active at a time: its description opens the satisfaction survey.',
  },
  add: { id: 'surveys.list.add', defaultMessage: 'New survey' },
  loading: { id: 'surveys.list.loading', defaultMessage: 'Loading surveys' },
  empty: { id: 'surveys.list.empty', defaultMessage: 'No surveys yet' },
  emptyHint: {
    id: 'surveys.list.emptyHint',
    defaultMessage: 'Create a survey to ask customers about their visit.',
  },
  retry: { id: 'surveys.retry', defaultMessage: 'Try again' },
  columnTitle: { id: 'surveys.column.title', defaultMessage: 'Survey' },
  columnStatus: { id: 'surveys.column.status', defaultMessage: 'Status' },
  columnQuestions: { id: 'surveys.column.questions', defaultMessage: 'Questions' },
  columnAuthor: { id: 'surveys.column.author', defaultMessage: 'Author' },
  columnUpdated: { id: 'surveys.column.updated', defaultMessage: 'Last changed' },
  active: { id: 'surveys.status.active', defaultMessage: 'Active' },
  inactive: { id: 'surveys.status.inactive', defaultMessage: 'Inactive' },
  createHeading: { id: 'surveys.editor.createHeading', defaultMessage: 'New survey' },
  editHeading: { id: 'surveys.editor.editHeading', defaultMessage: 'Edit survey' },
  readOnly: {
    id: 'surveys.editor.readOnly',
    defaultMessage: 'You can read this survey. Only its author or an admin can change it.',
  },
  title: { id: 'surveys.editor.title', defaultMessage: 'Survey title' },
  description: { id: 'surveys.editor.description', defaultMessage: 'Description' },
  descriptionHelp: {
    id: 'surveys.editor.descriptionHelp',
    defaultMessage:
      'Shown to customers above the questions. Add pictures with Insert image (PNG, JPEG or WebP).',
  },
  activeLabel: { id: 'surveys.editor.active', defaultMessage: 'Active: customers see this survey' },
  activeHelp: {
    id: 'surveys.editor.activeHelp',
    defaultMessage: 'Activating this survey deactivates the one active now.',
  },
  questionsLegend: { id: 'surveys.editor.questions', defaultMessage: 'Questions' },
  questionText: { id: 'surveys.editor.questionText', defaultMessage: 'Question' },
  questionKind: { id: 'surveys.editor.questionKind', defaultMessage: 'Answer type' },
  kindText: { id: 'surveys.kind.text', defaultMessage: 'Text' },
  kindRating: { id: 'surveys.kind.rating', defaultMessage: 'Rating 1-5' },
  kindSingleChoice: { id: 'surveys.kind.singleChoice', defaultMessage: 'Single choice' },
  kindYesNo: { id: 'surveys.kind.yesNo', defaultMessage: 'Yes / No' },
  options: { id: 'surveys.editor.options', defaultMessage: 'Options' },
  optionsHelp: { id: 'surveys.editor.optionsHelp', defaultMessage: 'One option per line, 2 to 10 options.' },
  required: { id: 'surveys.editor.required', defaultMessage: 'Answer required' },
  addQuestion: { id: 'surveys.editor.addQuestion', defaultMessage: 'Add question' },
  save: { id: 'surveys.editor.save', defaultMessage: 'Save survey' },
  cancel: { id: 'surveys.editor.cancel', defaultMessage: 'Back to surveys' },
  saveFailed: { id: 'surveys.editor.saveFailed', defaultMessage: 'The survey was not saved' },
  loadingSurvey: { id: 'surveys.editor.loading', defaultMessage: 'Loading the survey' },
  titleRequired: {
    id: 'surveys.validation.title',
    defaultMessage: 'Give the survey a title of 3 to 120 characters.',
  },
  questionRequired: {
    id: 'surveys.validation.question',
    defaultMessage: 'Write the question (at most 300 characters).',
  },
  questionsRequired: {
    id: 'surveys.validation.questions',
    defaultMessage: 'Add at least one question (at most 30).',
  },
  optionsInvalid: {
    id: 'surveys.validation.options',
    defaultMessage: 'Give 2 to 10 different options, one per line, each at most 80 characters.',
  },
});

type WithValues = {
  questionGroup: { number: number };
  moveUp: { number: number };
  moveDown: { number: number };
  remove: { number: number };
  editSurvey: { title: string };
  activate: { title: string };
  deactivate: { title: string };
};

const withValues = defineMessages<WithValues>({
  questionGroup: { id: 'surveys.editor.questionGroup', defaultMessage: 'Question {number}' },
  moveUp: { id: 'surveys.editor.moveUp', defaultMessage: 'Move question {number} up' },
  moveDown: { id: 'surveys.editor.moveDown', defaultMessage: 'Move question {number} down' },
  remove: { id: 'surveys.editor.remove', defaultMessage: 'Remove question {number}' },
  editSurvey: { id: 'surveys.list.edit', defaultMessage: 'Edit {title}' },
  activate: { id: 'surveys.list.activate', defaultMessage: 'Activate {title}' },
  deactivate: { id: 'surveys.list.deactivate', defaultMessage: 'Deactivate {title}' },
});

/** Texts of the survey list and editor (issue 20; menu label 'CSAT Surveys', operations §2). */
export const surveyMessages: {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly questionGroup: TypedMessageDescriptor<WithValues['questionGroup']>;
  readonly moveUp: TypedMessageDescriptor<WithValues['moveUp']>;
  readonly moveDown: TypedMessageDescriptor<WithValues['moveDown']>;
  readonly remove: TypedMessageDescriptor<WithValues['remove']>;
  readonly editSurvey: TypedMessageDescriptor<WithValues['editSurvey']>;
  readonly activate: TypedMessageDescriptor<WithValues['activate']>;
  readonly deactivate: TypedMessageDescriptor<WithValues['deactivate']>;
} = { ...plain, ...withValues };
