import { QUESTIONNAIRE_MESSAGES } from '../../questionnaires/answers.ts';

/** A question code: upper-case letters, digits and underscores (the server upper-cases the query). */
const CODE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' } as const;
const TEMPLATE_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** GET /partner/question/?template_id[&question_code]. */
export const questionQuerySchema = {
  querystring: {
    type: 'object',
    required: ['template_id'],
    additionalProperties: { type: 'string', maxLength: 64 },
    maxProperties: 6,
    properties: { template_id: TEMPLATE_ID, question_code: CODE },
  },
} as const;

/** 400 text of {@link questionQuerySchema}. */
export const questionQueryMessages = {
  question_code: QUESTIONNAIRE_MESSAGES.questionNotFound,
  '*': QUESTIONNAIRE_MESSAGES.formNotFound,
};

/** One answer of an interactive submission. Spec: operations §3 'Interactive questionnaire submission'. */
export interface InteractiveAnswerBody {
  question_code: string;
  answer: string;
  phone?: string;
  template_id?: number;
}

/** Body of POST /partner/answer_responded/ (both variants). */
export interface AnswerRespondedBody {
  onboarding: boolean;
  template_id: number;
  fullname?: string;
  phone?: string;
  answers: InteractiveAnswerBody[];
}

/** POST /partner/answer_responded/ and /partner/answer_responded/public/. */
export const answerRespondedSchema = {
  body: {
    type: 'object',
    required: ['onboarding', 'template_id', 'answers'],
    properties: {
      onboarding: { type: 'boolean' },
      template_id: TEMPLATE_ID,
      fullname: { type: 'string', maxLength: 200 },
      phone: { type: 'string', maxLength: 20 },
      answers: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['question_code', 'answer'],
          properties: {
            question_code: CODE,
            answer: { type: 'string', maxLength: 5000 },
            phone: { type: 'string', maxLength: 20 },
            template_id: TEMPLATE_ID,
          },
        },
      },
    },
  },
} as const;

/** 400 texts of {@link answerRespondedSchema}. */
export const answerRespondedMessages = {
  fullname: QUESTIONNAIRE_MESSAGES.fullName,
  phone: QUESTIONNAIRE_MESSAGES.phone,
  '*': QUESTIONNAIRE_MESSAGES.badBody,
};
