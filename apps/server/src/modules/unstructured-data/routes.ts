import type { SurveyQuestion, SurveyQuestionType } from '@partner-portal/api';
import { HttpError } from '../../errors.ts';
import type { UnstructuredItem } from '../../fieldForms/demo.ts';
import { FieldError } from '../../fieldForms/input.ts';
import {
  FIELD_FORM_MESSAGES,
  fieldErrorHandler,
  findTicket,
  ID_PATTERN,
  iso,
} from '../../fieldForms/shared.ts';
import { fill } from '../../text.ts';
import type { RouteModule } from '../../routes/types.ts';

/** Question types whose answer must be among the options. Spec: operations §2. */
const CHOICE_TYPES: ReadonlySet<SurveyQuestionType> = new Set(['multiple-choice', 'checkboxes', 'dropdown']);

/** An unstructured value: a text of at most 2000 characters or up to 50 texts of 200. */
function isItemValue(value: unknown): value is string | string[] {
  if (typeof value === 'string') return value.length <= 2000;
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every((entry) => typeof entry === 'string' && entry.length <= 200)
  );
}

/**
 * Forms and surveys reached by link (no sign-in; the unguessable ticket and link ids are the
 * credential). Spec: operations §2 ('Service Call Report form', 'Unstructured Data Form',
 * 'Customer satisfaction survey'), §3, §4, §5, §7 'Forms and surveys', §8 'Forms', 'Survey'.
 */
export const fieldFormRoutes: RouteModule = {
  name: 'field-forms',
  plugin: async (api) => {
    const { db } = api.ctx;
    api.setErrorHandler(fieldErrorHandler);

    /**
     * GET /management/unstructured-template/?project -> 200 `{ status: 200, count, results: [{ id,
     * project, name, data: [{ key, is_optional, value }], created_at }] }`, oldest first (the form
     * uses the last). A project without templates answers count 0.
     */
    api.get<{ Querystring: { project: string } }>(
      '/management/unstructured-template/',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['project'],
            properties: { project: { type: 'string', pattern: ID_PATTERN } },
          },
        },
        config: { validationMessages: { '*': FIELD_FORM_MESSAGES.invalidProject } },
      },
      async (request) => {
        const rows = await db.query<{
          id: number;
          project_id: string;
          name: string;
          data: UnstructuredItem[];
          created_at: Date | string;
        }>('SELECT * FROM unstructured_templates WHERE project_id = $1 ORDER BY id', [request.query.project]);
        return {
          status: 200,
          count: rows.length,
          results: rows.map((row) => ({
            id: row.id,
            project: row.project_id,
            name: row.name,
            data: row.data,
            created_at: iso(row.created_at),
          })),
        };
      },
    );

    /**
     * POST /management/unstructured-update-by-template/ `{ ticket, data: [{ key, value }] }` -> 200
     * `{ status: 200, message }`. Checked against the last template of the ticket's project: 400
     * with the field for an empty required item ('Please fill the field!'), an unknown or repeated
     * key; 404 for an unknown ticket or a project without a template.
     */
    api.post<{ Body: { ticket: string; data: { key: string; value: unknown }[] } }>(
      '/management/unstructured-update-by-template/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['ticket', 'data'],
            properties: {
              ticket: { type: 'string', pattern: ID_PATTERN },
              data: {
                type: 'array',
                maxItems: 200,
                items: {
                  type: 'object',
                  required: ['key', 'value'],
                  properties: {
                    key: { type: 'string', minLength: 1, maxLength: 200 },
                    // Checked in the handler: Ajv's type coercion would turn ['a'] into 'a' and back.
                    value: {},
                    is_optional: { type: 'boolean' },
                  },
                },
              },
            },
          },
        },
        config: {
          validationMessages: {
            ticket: FIELD_FORM_MESSAGES.unknownTicket,
            '*': FIELD_FORM_MESSAGES.unstructuredBody,
          },
        },
      },
      async (request) => {
        const ticket = await findTicket(db, request.body.ticket);
        if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.unknownTicket);
        const [template] = await db.query<{ id: number; data: UnstructuredItem[] }>(
          'SELECT id, data FROM unstructured_templates WHERE project_id = $1 ORDER BY id DESC LIMIT 1',
          [ticket.project_id],
        );
        if (!template) throw new HttpError(404, FIELD_FORM_MESSAGES.noTemplate);

        const sent = new Map<string, string | string[]>();
        for (const item of request.body.data) {
          if (!isItemValue(item.value)) {
            throw new FieldError(item.key, FIELD_FORM_MESSAGES.invalidValue);
          }
          if (!template.data.some((field) => field.key === item.key)) {
            throw new FieldError(item.key, fill(FIELD_FORM_MESSAGES.unknownKey, { key: item.key }));
          }
          if (sent.has(item.key)) {
            throw new FieldError(item.key, fill(FIELD_FORM_MESSAGES.duplicateKey, { key: item.key }));
          }
          const value = Array.isArray(item.value)
            ? item.value.map((entry) => entry.trim()).filter((entry) => entry !== '')
            : item.value.trim();
          sent.set(item.key, value);
        }
        const data = template.data.map((field) => {
          const value = sent.get(field.key) ?? (Array.isArray(field.value) ? [] : '');
          if (!field.is_optional && value.length === 0) {
            throw new FieldError(field.key, FIELD_FORM_MESSAGES.fillField);
          }
          return { key: field.key, is_optional: field.is_optional, value };
        });
        await db.query(
          'INSERT INTO unstructured_responses (ticket_id, template_id, data) VALUES ($1, $2, $3)',
          [ticket.ticket_id, template.id, JSON.stringify(data)],
        );
        return { status: 200, message: FIELD_FORM_MESSAGES.dataSaved };
      },
    );

    const surveyFor = async (projectId: string) =>
      (
        await db.query<{
          id: number;
          name: string;
          description: string;
          show_logo: boolean;
          data: SurveyQuestion[];
        }>(
          `SELECT t.id, t.name, t.description, t.show_logo, t.data FROM csat_project_templates p
           JOIN csat_templates t ON t.id = p.template_id WHERE p.project_id = $1`,
          [projectId],
        )
      )[0];

    /**
     * GET /management/csat-template/?ticket -> 200 `{ status: 200, data: [{ id, name, description,
     * show_logo, data: [questions] }] }` (`data` empty when the project has no survey); 404 for an
     * unknown ticket.
     */
    api.get<{ Querystring: { ticket: string } }>(
      '/management/csat-template/',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['ticket'],
            properties: { ticket: { type: 'string', pattern: ID_PATTERN } },
          },
        },
        config: { validationMessages: { '*': FIELD_FORM_MESSAGES.surveyLink } },
      },
      async (request) => {
        const ticket = await findTicket(db, request.query.ticket);
        if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.surveyLink);
        const survey = await surveyFor(ticket.project_id);
        return { status: 200, data: survey ? [survey] : [] };
      },
    );

    /**
     * POST /management/csat-response/ `{ ticket, template, data: [{ question_id, answer, source:
     * 'web' }] }` -> 200 `{ status: 200, message }`. 400 for a template that is not the ticket's, an
     * unknown or repeated question, an empty required answer (field = question id, 'Please complete
     * this field') or a choice that is not an option (checkbox answers are split on ', '); 404 for an
     * unknown ticket.
     */
    api.post<{
      Body: {
        ticket: string;
        template: number;
        data: { question_id: number; answer: string; source: 'web' }[];
      };
    }>(
      '/management/csat-response/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['ticket', 'template', 'data'],
            properties: {
              ticket: { type: 'string', pattern: ID_PATTERN },
              template: { type: 'integer', minimum: 1 },
              data: {
                type: 'array',
                maxItems: 200,
                items: {
                  type: 'object',
                  required: ['question_id', 'answer', 'source'],
                  properties: {
                    question_id: { type: 'integer', minimum: 1 },
                    answer: { type: 'string', maxLength: 5000 },
                    source: { type: 'string', enum: ['web'] },
                  },
                },
              },
            },
          },
        },
        config: {
          validationMessages: {
            ticket: FIELD_FORM_MESSAGES.surveyLink,
            template: FIELD_FORM_MESSAGES.wrongTemplate,
            '*': FIELD_FORM_MESSAGES.surveyBody,
          },
        },
      },
      async (request) => {
        const { body } = request;
        const ticket = await findTicket(db, body.ticket);
        if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.surveyLink);
        const survey = await surveyFor(ticket.project_id);
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
        await db.query('INSERT INTO csat_responses (ticket_id, template_id, data) VALUES ($1, $2, $3)', [
          ticket.ticket_id,
          survey.id,
          JSON.stringify(data),
        ]);
        return { status: 200, message: FIELD_FORM_MESSAGES.surveySaved };
      },
    );
  },
};
