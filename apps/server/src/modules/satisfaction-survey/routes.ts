import { idempotentSubmit } from '../../fieldForms/idempotency.ts';
import { HttpError } from '../../errors.ts';
import { FieldError } from '../../fieldForms/input.ts';
import {
  assertTicketOpen,
  FIELD_FORM_MESSAGES,
  fieldErrorHandler,
  findTicket,
} from '../../fieldForms/shared.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { activeSurvey } from '../surveys/repository.ts';
import { signedDescriptionImages } from '../surveys/routes.ts';
import { insertSurveyResponse, surveyAnswered, surveyForProject } from './repository.ts';
import {
  CHOICE_TYPES,
  surveyQueryMessages,
  surveyQuerySchema,
  surveyResponseMessages,
  surveyResponseSchema,
  type SurveyResponseBody,
} from './schemas.ts';

/**
 * The customer satisfaction survey, reached by link (no sign-in; the unguessable ticket id is the
 * credential). Spec: operations §2 'Customer satisfaction survey', §3, §5, §7 'Forms and surveys',
 * §8 'Survey'.
 */
export const satisfactionSurveyRoutes: RouteModule = {
  name: 'satisfaction-survey',
  plugin: async (api) => {
    const { db } = api.ctx;
    api.setErrorHandler(fieldErrorHandler);

    /**
     * GET /management/csat-template/?ticket -> 200 `{ status: 200, data: [{ id, name, description,
     * show_logo, data: [questions] }], intro }` (`data` empty when the project has no survey); 404
     * for an unknown ticket. `intro` (ours, issue 20) is the active staff-written survey's title and
     * rich-text description `{ title, html, images: key -> 60 s signed link }`, or null: shown above
     * the project's questions, which stay the spec's template.
     */
    api.get<{ Querystring: { ticket: string } }>(
      '/management/csat-template/',
      { schema: surveyQuerySchema, config: { validationMessages: surveyQueryMessages } },
      async (request) => {
        const ticket = await findTicket(db, request.query.ticket);
        if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.surveyLink);
        const survey = await surveyForProject(db, ticket.project_id);
        const active = await activeSurvey(db);
        const intro = active
          ? {
              title: active.title,
              html: active.description_html,
              images: await signedDescriptionImages(api.ctx.storage, active.description_html),
            }
          : null;
        return { status: 200, data: survey ? [survey] : [], intro };
      },
    );

    /**
     * POST /management/csat-response/ `{ ticket, template, data: [{ question_id, answer, source:
     * 'web' }] }` -> 200 `{ status: 200, message }`. 400 for a template that is not the ticket's, an
     * unknown or repeated question, an empty required answer (field = question id, 'Please complete
     * this field') or a choice that is not an option (checkbox answers are split on ', '); 404 for an
     * unknown ticket; 410 'This ticket is closed...' for a closed or cancelled ticket; 409 'This
     * survey has already been answered for this ticket.' for a second response (one per ticket).
     */
    api.post<{ Body: SurveyResponseBody }>(
      '/management/csat-response/',
      { schema: surveyResponseSchema, config: { validationMessages: surveyResponseMessages } },
      async (request, reply) =>
        idempotentSubmit(db, request, reply, 'csat-response', request.body, async () => {
          const { body } = request;
          const ticket = await findTicket(db, body.ticket);
          if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.surveyLink);
          assertTicketOpen(ticket);
          // Checked first so a second response hears why at once; the insert's claim settles races.
          if (await surveyAnswered(db, ticket.ticket_id))
            throw new HttpError(409, FIELD_FORM_MESSAGES.surveyDone);
          const survey = await surveyForProject(db, ticket.project_id);
          if (!survey || survey.id !== body.template)
            throw new HttpError(400, FIELD_FORM_MESSAGES.wrongTemplate);

          const answers = new Map<number, string>();
          for (const item of body.data) {
            const question = survey.data.find((candidate) => candidate.id === item.question_id);
            const id = String(item.question_id);
            if (!question) throw new FieldError(id, fill(FIELD_FORM_MESSAGES.unknownQuestion, { id }));
            if (answers.has(question.id)) {
              throw new FieldError(id, fill(FIELD_FORM_MESSAGES.duplicateQuestion, { id }));
            }
            const answer = item.answer.trim();
            if (answer !== '' && CHOICE_TYPES.has(question.type)) {
              const choices = question.type === 'checkboxes' ? answer.split(', ') : [answer];
              if (!choices.every((choice) => question.options.includes(choice))) {
                throw new FieldError(id, fill(FIELD_FORM_MESSAGES.invalidChoice, { id }));
              }
            }
            answers.set(question.id, answer);
          }
          for (const question of survey.data) {
            if (question.required && (answers.get(question.id) ?? '') === '') {
              throw new FieldError(String(question.id), FIELD_FORM_MESSAGES.completeField);
            }
          }
          const data = body.data.map((item) => ({
            question_id: item.question_id,
            answer: item.answer.trim(),
            source: 'web' as const,
          }));
          if (!(await insertSurveyResponse(db, ticket.ticket_id, survey.id, data))) {
            throw new HttpError(409, FIELD_FORM_MESSAGES.surveyDone);
          }
          return { status: 200, message: FIELD_FORM_MESSAGES.surveySaved };
        }),
    );
  },
};
