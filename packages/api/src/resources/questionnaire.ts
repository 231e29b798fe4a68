import type { HttpCore } from '../client/request.ts';
import { withIdempotencyKey } from '../client/idempotency.ts';
import type { RequestOptions } from '../client/types.ts';

/** Answer types of a question. Spec: operations §3 'Profiling question' (answer_type). */
export const QUESTION_ANSWER_TYPES = [
  'yes_no',
  'single_choice',
  'multiple_choice',
  'number',
  'text',
  'date',
] as const;

/** One of {@link QUESTION_ANSWER_TYPES}. */
export type QuestionAnswerType = (typeof QUESTION_ANSWER_TYPES)[number];

/**
 * One option of a question. `nextQuestionCode` names the question a tree form asks next (`null`:
 * the path ends, the answers are submitted). Free answers (text, number) carry one option with an
 * empty text, for its next code. Spec: operations §3 'Profiling question' (options), §4.
 */
export interface QuestionOption {
  id: number;
  text: string;
  answerType: QuestionAnswerType;
  nextQuestionCode: string | null;
}

/** One question of a questionnaire. Spec: operations §3 'Profiling question'. */
export interface QuestionnaireQuestion {
  id: number;
  text: string;
  /** Upper-case code, unique in its form. */
  code: string;
  answerType: QuestionAnswerType;
  tips: string;
  placeholder: string;
  isRequired: boolean;
  category: string;
  order: number;
  options: QuestionOption[];
}

/** A questionnaire of the list. Spec: operations §3 'Questionnaire form'. */
export interface QuestionnaireSummary {
  id: number;
  formName: string;
  name: string;
  description: string;
  isTreeForm: boolean;
  whatsappCompatible: boolean;
  /** The profiling questionnaire's form (reference server's flag). */
  isProfiling: boolean;
  /** Where a tree form starts (its first question by order), or null for an empty form. */
  firstQuestionCode: string | null;
}

/** A questionnaire with its questions. Spec: operations §3 'Questionnaire form'. */
export interface Questionnaire extends QuestionnaireSummary {
  questions: QuestionnaireQuestion[];
}

/** One answer sent with an interactive submission. Spec: operations §3 'Interactive questionnaire submission'. */
export interface QuestionnaireAnswerInput {
  questionCode: string;
  /** Text; several choices joined with ', ' (operations §5). */
  answer: string;
  /** The phone captured for this answer, if any (operations §5). */
  phone?: string;
}

/**
 * An interactive submission. New users (`onboarding`) give `fullName` and a 10-digit `phone`.
 * Spec: operations §3 'Interactive questionnaire submission', §5.
 */
export interface QuestionnaireResponseInput {
  templateId: number;
  onboarding: boolean;
  fullName?: string;
  phone?: string;
  answers: QuestionnaireAnswerInput[];
  /** Sent as the `Idempotency-Key` header: a retried submit answers the first answer (issue 23). */
  idempotencyKey?: string;
}

/** The server's answer to a submission. */
export interface QuestionnaireSubmitted {
  message: string;
}

/**
 * A question answer the server sent with an unexpected shape: treated like a 404 ('Question not
 * found for template_id and question_code', operations §8 'Questionnaires').
 */
export class QuestionStructureError extends Error {
  override readonly name = 'QuestionStructureError';
}

/** The interactive questionnaire's calls, available as `client.questionnaire`. */
export interface QuestionnaireApi {
  /** GET /partner/questionnaire/: the questionnaire list (empty: 'No questionnaire available'). */
  list(options?: RequestOptions): Promise<QuestionnaireSummary[]>;
  /**
   * GET /partner/question/?template_id: the form with every question. On failure the screen shows
   * 'Failed to load questionnaire.' Spec: operations §7, §8.
   */
  form(templateId: number, options?: RequestOptions): Promise<Questionnaire>;
  /**
   * GET /partner/question/?template_id&question_code (upper-cased here): one question. Throws
   * `ApiError` (404, 500, network) or {@link QuestionStructureError} (no question in the answer).
   * Spec: operations §7, §8 'Question fetch'.
   */
  question(templateId: number, code: string, options?: RequestOptions): Promise<QuestionnaireQuestion>;
  /**
   * POST /partner/answer_responded/ (authenticated: the token's user is the respondent).
   * Spec: operations §7 'Questionnaires'.
   */
  respond(input: QuestionnaireResponseInput, options?: RequestOptions): Promise<QuestionnaireSubmitted>;
  /**
   * POST /partner/answer_responded/public/: the unauthenticated variant for new users (its path is
   * the reference server's choice; the spec leaves it open). Spec: operations §7 'Questionnaires'.
   */
  respondAsNewUser(
    input: QuestionnaireResponseInput,
    options?: RequestOptions,
  ): Promise<QuestionnaireSubmitted>;
}

/** A question as the server sends it. */
interface WireQuestion {
  id: number;
  text: string;
  question_code: string;
  answer_type: QuestionAnswerType;
  tips?: string | null;
  placeholder?: string | null;
  is_required?: boolean;
  category?: string | null;
  order?: number;
  options?: {
    id: number;
    text: string;
    answer_type: QuestionAnswerType;
    next_question_code: string | null;
  }[];
}

/** A form as the server sends it. */
interface WireForm {
  form_id: number;
  form_name: string;
  name: string;
  description: string;
  is_tree_form: boolean;
  whatsapp_compatible: boolean;
  is_profiling?: boolean;
  first_question_code?: string | null;
  questionnaire?: WireQuestion[];
}

const toQuestion = (wire: WireQuestion): QuestionnaireQuestion => ({
  id: wire.id,
  text: wire.text,
  code: wire.question_code,
  answerType: wire.answer_type,
  tips: wire.tips ?? '',
  placeholder: wire.placeholder ?? '',
  isRequired: wire.is_required ?? true,
  category: wire.category ?? '',
  order: wire.order ?? 0,
  options: (wire.options ?? []).map((option) => ({
    id: option.id,
    text: option.text,
    answerType: option.answer_type,
    nextQuestionCode: option.next_question_code || null,
  })),
});

const toSummary = (wire: WireForm): QuestionnaireSummary => ({
  id: wire.form_id,
  formName: wire.form_name,
  name: wire.name || wire.form_name,
  description: wire.description ?? '',
  isTreeForm: wire.is_tree_form,
  whatsappCompatible: wire.whatsapp_compatible,
  isProfiling: wire.is_profiling ?? false,
  firstQuestionCode: wire.first_question_code ?? wire.questionnaire?.[0]?.question_code ?? null,
});

const isWireQuestion = (value: unknown): value is WireQuestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WireQuestion).question_code === 'string' &&
  typeof (value as WireQuestion).text === 'string';

const toWireResponse = (input: QuestionnaireResponseInput) => ({
  onboarding: input.onboarding,
  template_id: input.templateId,
  ...(input.fullName !== undefined ? { fullname: input.fullName } : {}),
  ...(input.phone !== undefined ? { phone: input.phone } : {}),
  answers: input.answers.map((answer) => ({
    question_code: answer.questionCode,
    answer: answer.answer,
    ...(answer.phone ? { phone: answer.phone } : {}),
    template_id: input.templateId,
  })),
});

/** Builds `client.questionnaire`. */
export function createQuestionnaireApi(core: HttpCore): QuestionnaireApi {
  return {
    list: async (options) => {
      const answer = await core.get<{ data?: WireForm[] }>('/partner/questionnaire/', options);
      return (answer.data ?? []).map(toSummary);
    },
    form: async (templateId, options) => {
      const answer = await core.get<{ data: WireForm }>('/partner/question/', {
        ...options,
        query: { ...options?.query, template_id: String(templateId) },
      });
      return {
        ...toSummary(answer.data),
        questions: (answer.data.questionnaire ?? []).filter(isWireQuestion).map(toQuestion),
      };
    },
    question: async (templateId, code, options) => {
      const answer = await core.get<{ data?: WireForm }>('/partner/question/', {
        ...options,
        query: { ...options?.query, template_id: String(templateId), question_code: code.toUpperCase() },
      });
      const wire = answer.data?.questionnaire?.[0];
      if (!isWireQuestion(wire)) throw new QuestionStructureError('No question in the answer');
      return toQuestion(wire);
    },
    respond: async (input, options) => {
      const answer = await core.post<{ message?: string }>(
        '/partner/answer_responded/',
        toWireResponse(input),
        withIdempotencyKey(options, input.idempotencyKey),
      );
      return { message: answer.message ?? '' };
    },
    respondAsNewUser: async (input, options) => {
      const answer = await core.post<{ message?: string }>(
        '/partner/answer_responded/public/',
        toWireResponse(input),
        withIdempotencyKey(options, input.idempotencyKey),
      );
      return { message: answer.message ?? '' };
    },
  };
}
