import type { SurveyQuestionType } from '@partner-portal/api';
import { FIELD_FORM_MESSAGES, ID_PATTERN } from '../../fieldForms/shared.ts';

/** Question types whose answer must be among the options. Spec: operations §2. */
export const CHOICE_TYPES: ReadonlySet<SurveyQuestionType> = new Set([
  'multiple-choice',
  'checkboxes',
  'dropdown',
]);

/** Body of POST /management/csat-response/. Spec: operations §3 'Survey answer items'. */
export interface SurveyResponseBody {
  ticket: string;
  template: number;
  data: { question_id: number; answer: string; source: 'web' }[];
}

/** GET /management/csat-template/?ticket. */
export const surveyQuerySchema = {
  querystring: {
    type: 'object',
    required: ['ticket'],
    properties: { ticket: { type: 'string', pattern: ID_PATTERN } },
  },
} as const;

/** 400 text of {@link surveyQuerySchema}. */
export const surveyQueryMessages = { '*': FIELD_FORM_MESSAGES.surveyLink };

/** POST /management/csat-response/ `{ ticket, template, data: [{ question_id, answer, source: 'web' }] }`. */
export const surveyResponseSchema = {
  body: {
    type: 'object',
    required: ['ticket', 'template', 'data'],
    properties: {
      ticket: { type: 'string', pattern: ID_PATTERN },
      template: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      data: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['question_id', 'answer', 'source'],
          properties: {
            question_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            answer: { type: 'string', maxLength: 5000 },
            source: { type: 'string', enum: ['web'] },
          },
        },
      },
    },
  },
} as const;

/** 400 texts of {@link surveyResponseSchema}. */
export const surveyResponseMessages = {
  ticket: FIELD_FORM_MESSAGES.surveyLink,
  template: FIELD_FORM_MESSAGES.wrongTemplate,
  '*': FIELD_FORM_MESSAGES.surveyBody,
};
