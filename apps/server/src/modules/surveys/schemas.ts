import { idSchema, textSchema } from '../shared.ts';

/** Texts of the survey answers (the spec shows none; the reference server's wording, issue 20). */
export const SURVEY_MESSAGES = {
  invalid:
    'Check the survey: a title of 3 to 120 characters, a description of at most 50,000 characters and 1 to 30 questions, each with a text and a kind (text, rating, single choice, yes/no).',
  patchInvalid: 'Send version and the fields to change (title, description_html, questions, is_active).',
  notFound: 'Survey not found.',
  notYours: "Only the survey's author or an admin can change it.",
  stale: 'This survey was changed by someone else meanwhile. Reload it to see the change, then try again.',
  options: 'A single-choice question needs 2 to 10 different options (question {number}).',
  imageSource: 'Images in a survey description must be files uploaded to the portal.',
  tooManyImages: 'A survey description can hold at most {max} images.',
  created: 'Survey "{title}" created.',
  updated: 'Survey "{title}" saved.',
  activated: 'Survey "{title}" is now active: customers see it in the satisfaction survey.',
  deactivated: 'Survey "{title}" is no longer active.',
} as const;

/** Question kinds a staff member can write (issue 20). */
export const SURVEY_QUESTION_KINDS = ['text', 'rating', 'single_choice', 'yes_no'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** Longest description, in characters of HTML. */
export const SURVEY_DESCRIPTION_MAX_LENGTH = 50_000;
/** Most images in one description. */
export const SURVEY_MAX_IMAGES = 10;
/** Most questions in one survey. */
export const SURVEY_MAX_QUESTIONS = 30;
/** Seconds a signed display link of a description image stays valid (operations §7 'File upload' 3: 60 s). */
export const SURVEY_IMAGE_LINK_SECONDS = 60;

/** One question as sent and stored. */
export interface SurveyQuestionBody {
  kind: SurveyQuestionKind;
  text: string;
  required: boolean;
  /** single_choice only: 2 to 10 options. */
  options?: string[];
}

/** Body of POST /management/surveys/. */
export interface SurveyBody {
  title: string;
  description_html: string;
  questions: SurveyQuestionBody[];
  is_active?: boolean;
}

/** Body of PATCH /management/surveys/{id}/. */
export interface SurveyPatchBody extends Partial<SurveyBody> {
  version: number;
}

const question = {
  type: 'object',
  required: ['kind', 'text', 'required'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: SURVEY_QUESTION_KINDS },
    text: textSchema(1, 300),
    required: { type: 'boolean' },
    options: { type: 'array', maxItems: 10, items: textSchema(1, 80) },
  },
} as const;

const fields = {
  title: textSchema(3, 120),
  description_html: { type: 'string', maxLength: SURVEY_DESCRIPTION_MAX_LENGTH },
  questions: { type: 'array', minItems: 1, maxItems: SURVEY_MAX_QUESTIONS, items: question },
  is_active: { type: 'boolean' },
} as const;

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { ...idSchema, type: 'integer' } },
} as const;

/** POST /management/surveys/. */
export const createSurveySchema = {
  body: {
    type: 'object',
    required: ['title', 'description_html', 'questions'],
    additionalProperties: false,
    properties: fields,
  },
} as const;

/** PATCH /management/surveys/{id}/. */
export const patchSurveySchema = {
  params,
  body: {
    type: 'object',
    required: ['version'],
    additionalProperties: false,
    minProperties: 2,
    properties: { ...fields, version: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
  },
} as const;

/** GET /management/surveys/{id}/. */
export const surveyParamsSchema = { params } as const;
