import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  CSO_EXPERIENCE_LABELS,
  type CsoLinkStatus,
  type SurveyQuestion,
  type SurveyQuestionType,
  type UnstructuredItem,
} from '@partner-portal/api';
import { errorHandler, HttpError } from '../errors.ts';
import {
  FieldError,
  imageTypeOf,
  parseFormDate,
  readMultipart,
  type MultipartInput,
} from '../fieldForms/input.ts';
import type { RouteModule } from './types.ts';

/**
 * The server's texts for the link-reached forms. 'Please fill the field!', 'Please Select the
 * date!' and 'Please complete this field' are the spec's (operations §5); the rest are ours (the
 * spec shows "the server's message" without its words).
 */
export const FIELD_FORM_MESSAGES = {
  invalidLink: 'This link is not valid. Please ask for a new link.',
  expiredLink: 'This link has expired. Please ask for a new link.',
  fillField: 'Please fill the field!',
  selectDate: 'Please Select the date!',
  invalidPhone: 'Please enter a valid phone number',
  signatureRequired: 'Please add the signature.',
  signatureInvalid: 'The signature must be a PNG or JPEG image.',
  signatureTooLarge: 'The signature image must be at most 1 MB.',
  reportSaved: 'Service call report saved successfully.',
  feedbackSaved: 'Customer feedback saved successfully.',
  reportNotFound: 'Service call report not found.',
  feedbackDone: 'Customer feedback has already been submitted for this report.',
  ratingRequired: 'Please rate the overall experience.',
  unknownTicket: 'Ticket not found.',
  noTemplate: 'No template found for this project.',
  unknownKey: 'This field is not part of the template: {key}',
  duplicateKey: 'This field was sent twice: {key}',
  dataSaved: 'Data saved successfully.',
  surveyLink: 'This survey link is not valid.',
  wrongTemplate: 'This survey does not belong to the ticket.',
  unknownQuestion: 'This question is not part of the survey: {id}',
  duplicateQuestion: 'This question was answered twice: {id}',
  completeField: 'Please complete this field',
  invalidChoice: 'Please choose one of the options of question {id}.',
  surveySaved: 'Survey submitted successfully.',
  invalidProject: 'Please give a valid project.',
  unstructuredBody: 'Please send the ticket and a list of { key, value } items.',
  invalidValue: 'Each value must be a text (at most 2000 characters) or a list of texts.',
  surveyBody:
    'Please send the ticket, the template and the answers ({ question_id, answer, source: "web" }).',
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Text fields of step 1 that must not be empty. Spec: operations §3, §5. */
export const CSO_REQUIRED_FIELDS = [
  'caseid',
  'serviestype',
  'productserialno',
  'productmodelno',
  'productname',
  'calllogdate',
  'arrivaldate',
  'systemfixdate',
  'customername',
  'customercontactperson',
  'customerphone',
  'customeraddress',
  'issuedescription',
  'resolutionsummary',
  'engineername',
  'tickets',
] as const;

/** Text fields of step 1 that may be empty. */
export const CSO_OPTIONAL_FIELDS = ['slno', 'date', 'uefifailureid'] as const;

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

const CSO_DATE_FIELDS = ['calllogdate', 'arrivaldate', 'systemfixdate'] as const;
const PHONE = /^\+?[\d\s()-]{10,20}$/;
const ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

interface TicketRow {
  ticket_id: string;
  project_id: string;
  case_id: string;
  sowsubtype: string;
  start_time: Date | string;
  end_time: Date | string;
  customer_name: string;
  customer_phone: string;
  raw_address: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Reads a signature file from a multipart input, checking its bytes are a PNG or JPEG. */
function signature(input: MultipartInput, field: string): { data: Buffer; type: string } {
  const file = input.files[field];
  if (!file || file.data.length === 0) throw new FieldError(field, FIELD_FORM_MESSAGES.signatureRequired);
  const type = imageTypeOf(file.data);
  if (!type) throw new FieldError(field, FIELD_FORM_MESSAGES.signatureInvalid);
  return { data: file.data, type };
}

function requiredText(fields: Record<string, string>, name: string): string {
  const value = fields[name]?.trim() ?? '';
  if (value === '') throw new FieldError(name, FIELD_FORM_MESSAGES.fillField);
  return value;
}

function requiredDate(fields: Record<string, string>, name: string): Date {
  const value = fields[name]?.trim() ?? '';
  const date = value === '' ? undefined : parseFormDate(value);
  if (!date) throw new FieldError(name, FIELD_FORM_MESSAGES.selectDate);
  return date;
}

/** 1-5, or a rating label (Terrible ... Excellent). */
function parseRating(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (/^[1-5]$/.test(text)) return Number(text);
  const index = CSO_EXPERIENCE_LABELS.findIndex((label) => label.toLowerCase() === text.toLowerCase());
  return index === -1 ? undefined : index + 1;
}

/** Answers FieldErrors with their field; everything else goes to the app's error handler. */
function fieldErrorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof FieldError) {
    return reply.code(400).send({ status: 400, message: error.message, field: error.field });
  }
  return errorHandler(error, request, reply);
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
    await api.register(multipart, { throwFileSizeLimit: true });
    api.setErrorHandler(fieldErrorHandler);

    const findTicket = async (ticketId: string): Promise<TicketRow | undefined> =>
      (await db.query<TicketRow>('SELECT * FROM field_tickets WHERE ticket_id = $1', [ticketId]))[0];

    /**
     * GET /management/cso-url-check/?ticket_id&urlunique_id -> 200 `{ status: 200, message,
     * data: { status: { case_id, sowsubtype, start_time, end_time, customer_name, customer_phone,
     * raw_address } } }`; 404 (unknown or mismatched ids) or 410 (expired) with the server's message.
     */
    api.get<{ Querystring: { ticket_id: string; urlunique_id: string } }>(
      '/management/cso-url-check/',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['ticket_id', 'urlunique_id'],
            properties: {
              ticket_id: { type: 'string', pattern: ID_PATTERN },
              urlunique_id: { type: 'string', pattern: ID_PATTERN },
            },
          },
        },
        config: { validationMessages: { '*': FIELD_FORM_MESSAGES.invalidLink } },
      },
      async (request) => {
        const { ticket_id, urlunique_id } = request.query;
        const rows = await db.query<TicketRow & { expires_at: Date | string | null }>(
          `SELECT t.*, l.expires_at FROM cso_links l JOIN field_tickets t ON t.ticket_id = l.ticket_id
           WHERE l.url_id = $1 AND l.ticket_id = $2`,
          [urlunique_id, ticket_id],
        );
        const row = rows[0];
        if (!row) throw new HttpError(404, FIELD_FORM_MESSAGES.invalidLink);
        if (row.expires_at !== null && new Date(row.expires_at).getTime() <= api.ctx.now().getTime()) {
          throw new HttpError(410, FIELD_FORM_MESSAGES.expiredLink);
        }
        const status: CsoLinkStatus = {
          case_id: row.case_id,
          sowsubtype: row.sowsubtype,
          start_time: iso(row.start_time),
          end_time: iso(row.end_time),
          customer_name: row.customer_name,
          customer_phone: row.customer_phone,
          raw_address: row.raw_address,
        };
        return { status: 200, message: 'Valid link', data: { status } };
      },
    );

    /**
     * POST /management/cso-data/ (multipart: the report fields and `enggsigfiles`) -> 200
     * `{ status: 200, message, id, customer_name, customer_phone, date }`. 400 `{ status, message,
     * field }` for an empty required field ('Please fill the field!'), a bad date ('Please Select the
     * date!') or phone, a missing or non-image signature; 413 for a signature over 1 MB; 404 for an
     * unknown ticket. Serial and model numbers are stored upper-cased.
     */
    api.post('/management/cso-data/', async (request) => {
      const input = await readMultipart(request, FIELD_FORM_MESSAGES.signatureTooLarge);
      const fields: Record<string, string> = {};
      for (const name of CSO_REQUIRED_FIELDS) fields[name] = requiredText(input.fields, name);
      for (const name of CSO_OPTIONAL_FIELDS) fields[name] = input.fields[name]?.trim() ?? '';
      fields.productserialno = (fields.productserialno ?? '').toUpperCase();
      fields.productmodelno = (fields.productmodelno ?? '').toUpperCase();
      for (const name of CSO_DATE_FIELDS) fields[name] = requiredDate(input.fields, name).toISOString();
      if (fields.date !== '') {
        const date = parseFormDate(fields.date ?? '');
        if (!date) throw new FieldError('date', FIELD_FORM_MESSAGES.selectDate);
        fields.date = date.toISOString();
      }
      if (!PHONE.test(fields.customerphone ?? '')) {
        throw new FieldError('customerphone', FIELD_FORM_MESSAGES.invalidPhone);
      }
      const engineer = signature(input, 'enggsigfiles');
      const ticket = await findTicket(fields.tickets ?? '');
      if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.unknownTicket);

      const [row] = await db.query<{ id: number; created_at: Date | string }>(
        `INSERT INTO cso_reports (ticket_id, fields, engineer_signature, engineer_signature_type)
         VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
        [ticket.ticket_id, JSON.stringify(fields), new Uint8Array(engineer.data), engineer.type],
      );
      if (!row) throw new Error('insert returned no row');
      request.log.info({ reportId: row.id }, 'service call report created');
      return {
        status: 200,
        message: FIELD_FORM_MESSAGES.reportSaved,
        id: row.id,
        customer_name: fields.customername,
        customer_phone: fields.customerphone,
        date: fields.date !== '' ? fields.date : iso(row.created_at),
      };
    });

    /**
     * PUT (or PATCH) /management/cso-data/{id}/ (multipart: overallexperiance 1-5 or its label,
     * schduledate, costumercomment, custsigfiles) -> 200 `{ status: 200, message }`. 400 with the
     * field for a missing rating, date, comment or signature; 404 unknown report; 409 when the
     * feedback was already given.
     */
    const updateReport = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      if (!/^\d{1,9}$/.test(request.params.id)) throw new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound);
      const id = Number(request.params.id);
      const input = await readMultipart(request, FIELD_FORM_MESSAGES.signatureTooLarge);
      const rating = parseRating(input.fields.overallexperiance);
      if (rating === undefined) throw new FieldError('overallexperiance', FIELD_FORM_MESSAGES.ratingRequired);
      const scheduleDate = requiredDate(input.fields, 'schduledate');
      const comment = requiredText(input.fields, 'costumercomment');
      const customer = signature(input, 'custsigfiles');
      const updated = await db.query<{ id: number }>(
        `UPDATE cso_reports SET overall_experience = $2, schedule_date = $3, customer_comment = $4,
           customer_signature = $5, customer_signature_type = $6, feedback_at = now()
         WHERE id = $1 AND feedback_at IS NULL RETURNING id`,
        [id, rating, scheduleDate.toISOString(), comment, new Uint8Array(customer.data), customer.type],
      );
      if (updated.length === 0) {
        const exists = await db.query('SELECT 1 FROM cso_reports WHERE id = $1', [id]);
        throw exists.length === 0
          ? new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound)
          : new HttpError(409, FIELD_FORM_MESSAGES.feedbackDone);
      }
      request.log.info({ reportId: id }, 'service call report completed');
      return { status: 200, message: FIELD_FORM_MESSAGES.feedbackSaved };
    };
    api.put('/management/cso-data/:id/', updateReport);
    api.patch('/management/cso-data/:id/', updateReport);

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
        const ticket = await findTicket(request.body.ticket);
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
        const ticket = await findTicket(request.query.ticket);
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
        const ticket = await findTicket(body.ticket);
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
