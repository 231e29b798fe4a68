import { idempotentSubmit } from '../../fieldForms/idempotency.ts';
import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { answerProblem, QUESTIONNAIRE_MESSAGES } from '../../questionnaires/answers.ts';
import {
  findForm,
  findQuestion,
  formQuestions,
  insertSubmission,
  listForms,
} from '../../questionnaires/forms.ts';
import { publicWriteLimiter } from '../../questionnaires/publicWrites.ts';
import type { Db } from '../../db/types.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import type { User } from '../../users.ts';
import { noQuerySchema } from '../shared.ts';
import { listSubmissions, submissionFilters } from './repository.ts';
import {
  answerRespondedMessages,
  answerRespondedSchema,
  questionQueryMessages,
  questionQuerySchema,
  type AnswerRespondedBody,
} from './schemas.ts';

const TEN_DIGITS = /^\d{10}$/;

/**
 * Checks and stores an interactive submission: at least one answer ('Please answer at least one
 * question.'), every code in the form and each answer valid for its type, and for a flat form
 * every required question answered ('Please answer all required questions: {list}'). `user` is
 * the signed-in known user, or null for the public (onboarding) variant. Spec: operations §3
 * 'Interactive questionnaire submission', §5.
 */
async function storeInteractive(db: Db, body: AnswerRespondedBody, user: User | null, now: Date) {
  const form = await findForm(db, body.template_id);
  if (!form || form.is_profiling) throw new HttpError(404, QUESTIONNAIRE_MESSAGES.formNotFound);
  const fullName = body.fullname?.trim() ?? '';
  const phone = body.phone?.trim() ?? '';
  if (!user) {
    if (!body.onboarding) throw new HttpError(400, QUESTIONNAIRE_MESSAGES.onboardingOnly);
    if (fullName === '') throw new HttpError(400, QUESTIONNAIRE_MESSAGES.fullName);
    if (!TEN_DIGITS.test(phone)) throw new HttpError(400, QUESTIONNAIRE_MESSAGES.phone);
  } else if (phone !== '' && !TEN_DIGITS.test(phone)) {
    throw new HttpError(400, QUESTIONNAIRE_MESSAGES.phone);
  }
  if (body.answers.length === 0) throw new HttpError(400, QUESTIONNAIRE_MESSAGES.noAnswers);
  const questions = new Map((await formQuestions(db, form.form_id)).map((q) => [q.question_code, q]));
  const answered = new Map<string, string>();
  for (const item of body.answers) {
    const code = item.question_code.toUpperCase();
    const question = questions.get(code);
    if (!question || answered.has(code)) {
      throw new HttpError(400, fill(QUESTIONNAIRE_MESSAGES.unknownQuestion, { code }));
    }
    const problem = answerProblem(question, item.answer);
    if (problem) throw new HttpError(400, problem);
    answered.set(code, item.answer.trim());
  }
  if (!form.is_tree_form) {
    const missing = [...questions.values()].filter((q) => q.is_required && !answered.has(q.question_code));
    if (missing.length > 0) {
      throw new HttpError(
        400,
        fill(QUESTIONNAIRE_MESSAGES.missingRequired, { list: missing.map((q) => q.text).join(', ') }),
      );
    }
  }
  const contact = phone || user?.phone || null;
  const id = await insertSubmission(db, {
    kind: 'interactive',
    formId: form.form_id,
    onboarding: user ? body.onboarding : true,
    userUuid: user?.uuid ?? null,
    fullName: user ? user.full_name : fullName,
    phone: contact,
    answers: body.answers.map((item) => ({
      question_code: item.question_code.toUpperCase(),
      answer: item.answer.trim(),
      phone: item.phone?.trim() || contact,
      template_id: form.form_id,
    })),
    submittedAt: now,
  });
  return { status: 200, message: QUESTIONNAIRE_MESSAGES.saved, id };
}

/**
 * The interactive questionnaire's calls (forms, questions, answers) and the staff read of stored
 * submissions. Reads are public (the questionnaires are public routes, access §2); answers come from
 * a known user (token) or, through the public variant, from a new user who gives full name and
 * phone. Spec: operations §2 'Interactive questionnaire', §3, §4, §7 'Questionnaires', §8.
 */
export const questionnaireRoutes: RouteModule = {
  name: 'questionnaire',
  plugin: async (api) => {
    const { db } = api.ctx;
    const limitPublicWrite = publicWriteLimiter('questionnaire');

    /**
     * GET /partner/questionnaire/ -> 200 `{ status: 200, data: [{ form_id, form_name, name,
     * description, is_tree_form, whatsapp_compatible, is_profiling, first_question_code,
     * question_count }] }` (the questionnaire list; empty when there is none).
     */
    api.get('/partner/questionnaire/', { schema: noQuerySchema }, async () => ({
      status: 200,
      data: await listForms(db),
    }));

    /**
     * GET /partner/question/?template_id -> 200 `{ status: 200, data: { form_id, form_name, name,
     * description, is_tree_form, whatsapp_compatible, first_question_code, questionnaire: [every
     * question] } }`; with `question_code` (upper-cased here too) `questionnaire` holds that one
     * question. 404 'Failed to load questionnaire.' for an unknown form, 404 'Question not found
     * for template_id and question_code' for an unknown code.
     */
    api.get<{ Querystring: { template_id: number; question_code?: string } }>(
      '/partner/question/',
      { schema: questionQuerySchema, config: { validationMessages: questionQueryMessages } },
      async (request) => {
        const { template_id: templateId, question_code: code } = request.query;
        const form = await findForm(db, templateId);
        if (!form) throw new HttpError(404, QUESTIONNAIRE_MESSAGES.formNotFound);
        let questionnaire;
        if (code === undefined) questionnaire = await formQuestions(db, templateId);
        else {
          const question = await findQuestion(db, templateId, code.toUpperCase());
          if (!question) throw new HttpError(404, QUESTIONNAIRE_MESSAGES.questionNotFound);
          questionnaire = [question];
        }
        const { question_count: _count, ...rest } = form;
        return { status: 200, data: { ...rest, questionnaire } };
      },
    );

    /**
     * POST /partner/answer_responded/ (a known user: token, roles CALL_ROLES.questionnaireAnswerResponded)
     * `{ onboarding, template_id, fullname?, phone?, answers: [{ question_code, answer, phone?,
     * template_id? }] }` -> 200 `{ status: 200, message: 'Assessment submitted successfully!', id }`.
     * The identity is the token's user; `phone`, when sent, must be 10 digits.
     */
    api.post<{ Body: AnswerRespondedBody }>(
      '/partner/answer_responded/',
      {
        schema: answerRespondedSchema,
        config: { validationMessages: answerRespondedMessages },
        preValidation: authenticate({ roles: CALL_ROLES.questionnaireAnswerResponded }),
      },
      async (request, reply) =>
        idempotentSubmit(
          db,
          request,
          reply,
          'answer-responded',
          { body: request.body, user: request.authUser?.id ?? null },
          () => storeInteractive(db, request.body, request.authUser, api.ctx.now()),
        ),
    );

    /**
     * POST /partner/answer_responded/public/ (ours: the unauthenticated variant for new users,
     * whose path the spec leaves open): same body with `onboarding: true`, `fullname` and a
     * 10-digit `phone` required. Rate-limited per address (429 with Retry-After).
     */
    api.post<{ Body: AnswerRespondedBody }>(
      '/partner/answer_responded/public/',
      { schema: answerRespondedSchema, config: { validationMessages: answerRespondedMessages } },
      async (request, reply) => {
        await limitPublicWrite(request);
        return idempotentSubmit(db, request, reply, 'answer-responded-public', request.body, () =>
          storeInteractive(db, request.body, null, api.ctx.now()),
        );
      },
    );

    /**
     * GET /partner/questionnaire-responses/ (ours, staff: CALL_ROLES.questionnaireResponses): stored
     * submissions of both kinds, `{ status: 200, results: [{ id, kind, template_id, form_name,
     * onboarding, user_uuid, full_name, phone, answers, submitted_at }], count }`; filters
     * `template_id`, `kind` (interactive, profiling); search full_name, phone, user_uuid.
     */
    listEndpoint(api, '/partner/questionnaire-responses/', {
      roles: CALL_ROLES.questionnaireResponses,
      filters: submissionFilters,
      page: listSubmissions,
    });
  },
};
