import { idempotentSubmit } from '../../fieldForms/idempotency.ts';
import { HttpError } from '../../errors.ts';
import { FieldError } from '../../fieldForms/input.ts';
import {
  assertTicketOpen,
  FIELD_FORM_MESSAGES,
  fieldErrorHandler,
  findTicket,
  iso,
} from '../../fieldForms/shared.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { currentTemplate, insertResponse, listTemplates } from './repository.ts';
import {
  isItemValue,
  templateQueryMessages,
  templateQuerySchema,
  updateMessages,
  updateSchema,
  type UnstructuredUpdateBody,
} from './schemas.ts';

/**
 * The unstructured data form, reached by link (no sign-in; the unguessable ticket id is the
 * credential). Spec: operations §2 'Unstructured Data Form', §3, §5, §7 'Forms and surveys', §8 'Forms'.
 */
export const unstructuredDataRoutes: RouteModule = {
  name: 'unstructured-data',
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
      { schema: templateQuerySchema, config: { validationMessages: templateQueryMessages } },
      async (request) => {
        const rows = await listTemplates(db, request.query.project);
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
     * key; 404 for an unknown ticket or a project without a template; 410 'This ticket is closed...'
     * for a closed or cancelled ticket.
     */
    api.post<{ Body: UnstructuredUpdateBody }>(
      '/management/unstructured-update-by-template/',
      { schema: updateSchema, config: { validationMessages: updateMessages } },
      async (request, reply) =>
        idempotentSubmit(db, request, reply, 'unstructured-data', request.body, async () => {
          const ticket = await findTicket(db, request.body.ticket);
          if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.unknownTicket);
          assertTicketOpen(ticket);
          const template = await currentTemplate(db, ticket.project_id);
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
          await insertResponse(db, ticket.ticket_id, template.id, data);
          return { status: 200, message: FIELD_FORM_MESSAGES.dataSaved };
        }),
    );
  },
};
