import { createHash } from 'node:crypto';
import { devOutboxEnabled } from '../../config.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../errors.ts';
import { DEMO_LINKS } from '../../fieldForms/demo.ts';
import { FIELD_FORM_MESSAGES } from '../../fieldForms/shared.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findReport, listResponses } from './repository.ts';
import { reportParamsSchema, responsesQuerySchema } from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

/** Size and SHA-256 of a stored signature image (the bytes themselves are not sent back). */
function describeImage(data: Uint8Array | null, type: string | null) {
  if (data === null || type === null) return null;
  return { content_type: type, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Development-only read-back of what the link-reached forms stored (the spec has no read call for
 * them), for end-to-end tests and developers. Served where the development outbox is (outside
 * production, and in production only with `DEV_OUTBOX=1`, the e2e run); otherwise every path answers
 * 404 like any unknown path.
 * - GET /dev/field-links/: the demo link paths (README 'Demo links').
 * - GET /dev/cso-data/{id}/: one service call report (fields, feedback, signature sizes and hashes).
 * - GET /dev/unstructured-responses/?ticket: the saved unstructured data, oldest first.
 * - GET /dev/csat-responses/?ticket: the saved survey answers, oldest first.
 * Spec: operations §3, §4, §7 'Forms and surveys'.
 */
export const fieldFormDemoRoutes: RouteModule = {
  name: 'field-form-demo',
  plugin: async (api) => {
    const { db } = api.ctx;

    // Encapsulated: applies to this plugin's routes only.
    api.addHook('onRequest', async (_request, reply) => {
      if (!devOutboxEnabled(api.ctx.config)) {
        return reply.code(404).send({ status: 404, message: NOT_FOUND_MESSAGE });
      }
    });

    api.get('/dev/field-links/', { schema: noQuerySchema }, async () => ({ status: 200, links: DEMO_LINKS }));

    api.get<{ Params: { id: string } }>(
      '/dev/cso-data/:id/',
      { schema: reportParamsSchema },
      async (request) => {
        if (!/^\d{1,9}$/.test(request.params.id))
          throw new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound);
        const row = await findReport(db, Number(request.params.id));
        if (!row) throw new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound);
        return {
          status: 200,
          data: {
            id: row.id,
            ticket_id: row.ticket_id,
            ...row.fields,
            enggsigfiles: describeImage(row.engineer_signature, row.engineer_signature_type),
            overallexperiance: row.overall_experience,
            schduledate: iso(row.schedule_date),
            costumercomment: row.customer_comment,
            custsigfiles: describeImage(row.customer_signature, row.customer_signature_type),
            created_at: iso(row.created_at),
            feedback_at: iso(row.feedback_at),
          },
        };
      },
    );

    for (const [path, table] of [
      ['/dev/unstructured-responses/', 'unstructured_responses'],
      ['/dev/csat-responses/', 'csat_responses'],
    ] as const) {
      api.get<{ Querystring: { ticket?: string } }>(
        path,
        { schema: responsesQuerySchema },
        async (request) => {
          const ticket = request.query.ticket ?? '';
          const rows = await listResponses(db, table, ticket);
          return {
            status: 200,
            results: rows.map((row) => ({
              id: row.id,
              ticket,
              template: row.template_id,
              data: row.data,
              created_at: iso(row.created_at),
            })),
          };
        },
      );
    }
  },
};
