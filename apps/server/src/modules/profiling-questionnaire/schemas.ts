import { QUESTIONNAIRE_MESSAGES } from '../../questionnaires/answers.ts';

/** Texts of the profiling submission's answers. Spec: operations §5 'Profiling intro', §8. */
export const PROFILING_MESSAGES = {
  fullName: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid phone number',
  unanswered: 'Please answer all questions before submitting.',
  unknownUser: 'User not found for user_uuid and user_phone',
  noForm: QUESTIONNAIRE_MESSAGES.formNotFound,
  saved: QUESTIONNAIRE_MESSAGES.saved,
  badBody: QUESTIONNAIRE_MESSAGES.badBody,
} as const;

/** An optional plus, then 10 or more digits, spaces, dashes or parentheses (operations §5). */
export const PROFILING_PHONE = /^\+?(?=(?:\D*\d){10})[\d\s\-()]+$/;

/**
 * Body of POST /partner/questionnaire/submit/: `user_uuid` and `user_phone` for a known user, or
 * `full_name` and `phone` for a new one; `template_id` (ours, optional: default the profiling form).
 * Spec: operations §3 'Profiling submission'.
 */
export interface ProfilingSubmitBody {
  user_uuid?: string;
  user_phone?: string;
  full_name?: string;
  phone?: string;
  template_id?: number;
  answers: { question_code: string; answer: string }[];
  submitted_at: string;
}

/** POST /partner/questionnaire/submit/. */
export const profilingSubmitSchema = {
  body: {
    type: 'object',
    required: ['answers', 'submitted_at'],
    properties: {
      user_uuid: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      user_phone: { type: 'string', maxLength: 20 },
      full_name: { type: 'string', maxLength: 200 },
      phone: { type: 'string', maxLength: 20 },
      template_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      answers: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['question_code', 'answer'],
          properties: {
            question_code: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' },
            answer: { type: 'string', maxLength: 5000 },
          },
        },
      },
      submitted_at: { type: 'string', format: 'date-time', maxLength: 40 },
    },
  },
} as const;

/** 400 texts of {@link profilingSubmitSchema}. */
export const profilingSubmitMessages = {
  full_name: PROFILING_MESSAGES.fullName,
  phone: PROFILING_MESSAGES.phone,
  user_phone: PROFILING_MESSAGES.phone,
  '*': PROFILING_MESSAGES.badBody,
};
