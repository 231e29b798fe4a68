import { idempotentSubmit } from '../../fieldForms/idempotency.ts';
import { HttpError } from '../../errors.ts';
import { answerProblem } from '../../questionnaires/answers.ts';
import { findForm, formQuestions, insertSubmission } from '../../questionnaires/forms.ts';
import { publicWriteLimiter } from '../../questionnaires/publicWrites.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findUserByUuid, profilingFormId } from './repository.ts';
import {
  PROFILING_MESSAGES,
  PROFILING_PHONE,
  profilingSubmitMessages,
  profilingSubmitSchema,
  type ProfilingSubmitBody,
} from './schemas.ts';

/**
 * The profiling questionnaire's submission (its questions are read with GET /partner/question/ of
 * the questionnaire module). Public, like its route (access §2), and rate-limited per address.
 * Spec: operations §2 'Profiling questionnaire', §3 'Profiling submission', §4, §5, §7.
 */
export const profilingQuestionnaireRoutes: RouteModule = {
  name: 'profiling-questionnaire',
  plugin: async (api) => {
    const { db } = api.ctx;
    const limitPublicWrite = publicWriteLimiter('profiling');

    /**
     * POST /partner/questionnaire/submit/ `{ user_uuid, user_phone } | { full_name, phone },
     * template_id?, answers: [{ question_code, answer }], submitted_at (ISO) }` -> 200 `{ status:
     * 200, message: 'Assessment submitted successfully!', id }`. 400: 'Full name is required',
     * 'Phone number is required', 'Please enter a valid phone number', 'Please answer all questions
     * before submitting.' or an answer that does not fit its type; 404 for an unknown user_uuid or
     * form; 429 past the public write limit.
     */
    api.post<{ Body: ProfilingSubmitBody }>(
      '/partner/questionnaire/submit/',
      { schema: profilingSubmitSchema, config: { validationMessages: profilingSubmitMessages } },
      async (request, reply) => {
        await limitPublicWrite(request);
        return idempotentSubmit(db, request, reply, 'profiling-submit', request.body, async () => {
          const { body } = request;
          let identity: { userUuid: string | null; fullName: string; phone: string };
          if (body.user_uuid !== undefined) {
            const user = await findUserByUuid(db, body.user_uuid);
            if (!user) throw new HttpError(404, PROFILING_MESSAGES.unknownUser);
            const phone = body.user_phone?.trim() || user.phone;
            if (phone !== '' && !PROFILING_PHONE.test(phone))
              throw new HttpError(400, PROFILING_MESSAGES.phone);
            identity = { userUuid: user.uuid, fullName: user.full_name, phone };
          } else {
            const fullName = body.full_name?.trim() ?? '';
            const phone = body.phone?.trim() ?? '';
            if (fullName === '') throw new HttpError(400, PROFILING_MESSAGES.fullName);
            if (phone === '') throw new HttpError(400, PROFILING_MESSAGES.phoneRequired);
            if (!PROFILING_PHONE.test(phone)) throw new HttpError(400, PROFILING_MESSAGES.phone);
            identity = { userUuid: null, fullName, phone };
          }
          const formId = body.template_id ?? (await profilingFormId(db));
          const form = formId === undefined ? undefined : await findForm(db, formId);
          if (!form) throw new HttpError(404, PROFILING_MESSAGES.noForm);
          const questions = await formQuestions(db, form.form_id);
          const answers = new Map(
            body.answers.map((item) => [item.question_code.toUpperCase(), item.answer]),
          );
          for (const question of questions) {
            const answer = answers.get(question.question_code);
            if (answer === undefined || answer.trim() === '') {
              throw new HttpError(400, PROFILING_MESSAGES.unanswered);
            }
            const problem = answerProblem(question, answer);
            if (problem) throw new HttpError(400, problem);
          }
          if (answers.size !== questions.length || answers.size !== body.answers.length) {
            throw new HttpError(400, PROFILING_MESSAGES.badBody);
          }
          const id = await insertSubmission(db, {
            kind: 'profiling',
            formId: form.form_id,
            onboarding: identity.userUuid === null,
            userUuid: identity.userUuid,
            fullName: identity.fullName,
            phone: identity.phone,
            answers: questions.map((question) => ({
              question_code: question.question_code,
              answer: answers.get(question.question_code)!.trim(),
            })),
            submittedAt: new Date(body.submitted_at),
          });
          return { status: 200, message: PROFILING_MESSAGES.saved, id };
        });
      },
    );
  },
};
