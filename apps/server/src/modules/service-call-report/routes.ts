import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { FieldError, readMultipart } from '../../fieldForms/input.ts';
import {
  assertTicketOpen,
  FIELD_FORM_MESSAGES,
  fieldErrorHandler,
  ID_PATTERN,
  iso,
  requiredDate,
  requiredText,
  signature,
} from '../../fieldForms/shared.ts';
import type { RouteModule } from '../../routes/types.ts';
import { canonicalJson, completeReportEvidence } from './reportPdf.ts';
import {
  findLink,
  insertReport,
  reportByIdempotencyKey,
  reportOfTicket,
  saveFeedback,
  type LinkRow,
} from './repository.ts';
import {
  idempotencyKeyOf,
  IDEMPOTENCY_MESSAGES,
  linkCheckSchema,
  pageOf,
  parseRating,
  PHONE,
  REPORT_DATE_FIELDS,
  REPORT_ID,
  REPORT_REQUIRED_FIELDS,
  LINK_ID_FIELD,
  reportParamsSchema,
} from './schemas.ts';

/**
 * SHA-256 (hex) of a submit as canonical JSON, image bytes as their own SHA-256: what tells a
 * retried submit (same key, same body) from a reused key (same key, another body).
 */
function requestHash(request: Record<string, unknown> & { signature: Buffer }): string {
  const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
  return digest(canonicalJson({ ...request, signature: digest(request.signature) }));
}

/**
 * The service call report, reached by link (no sign-in; the unguessable ticket and link ids are
 * the credential): link check, step 1 (engineer) and step 2 (customer feedback). Spec: operations
 * §2 'Service Call Report form', §3, §4, §5, §7 'Forms and surveys', §8 'Forms'.
 */
export const serviceCallReportRoutes: RouteModule = {
  name: 'service-call-report',
  plugin: async (api) => {
    const { db } = api.ctx;
    await api.register(multipart, { throwFileSizeLimit: true });
    api.setErrorHandler(fieldErrorHandler);

    /**
     * The link `linkId` of ticket `ticketId` if it is valid now: 404 'This link is not valid...'
     * for unknown, mismatched or malformed ids (one answer, so nothing tells which ids exist), 410
     * 'This link has expired...' once `expires_at` has passed (server clock).
     */
    const validLink = async (ticketId: string | undefined, linkId: string | undefined): Promise<LinkRow> => {
      const pattern = new RegExp(ID_PATTERN);
      if (!ticketId || !linkId || !pattern.test(ticketId) || !pattern.test(linkId)) {
        throw new HttpError(404, FIELD_FORM_MESSAGES.invalidLink);
      }
      const row = await findLink(db, ticketId, linkId);
      if (!row) throw new HttpError(404, FIELD_FORM_MESSAGES.invalidLink);
      if (row.expires_at !== null && new Date(row.expires_at).getTime() <= api.ctx.now().getTime()) {
        throw new HttpError(410, FIELD_FORM_MESSAGES.expiredLink);
      }
      return row;
    };

    /**
     * GET /management/cso-url-check/?ticket_id&urlunique_id -> 200 `{ status: 200, message,
     * data: { status: { case_id, sowsubtype, start_time, end_time, customer_name, customer_phone,
     * raw_address } } }`; 404 (unknown or mismatched ids) or 410 (expired) with the server's message.
     */
    api.get<{ Querystring: { ticket_id: string; urlunique_id: string } }>(
      '/management/cso-url-check/',
      { schema: linkCheckSchema, config: { validationMessages: { '*': FIELD_FORM_MESSAGES.invalidLink } } },
      async (request) => {
        const { ticket_id, urlunique_id } = request.query;
        const row = await validLink(ticket_id, urlunique_id);
        assertTicketOpen(row);
        const status = {
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
     * POST /management/cso-data/ (multipart: the report fields, the link id `urlunique_id` and
     * `enggsigfiles`) -> 200
     * `{ status: 200, message, id, customer_name, customer_phone, date }`. 400 `{ status, message,
     * field }` for an empty required field ('Please fill the field!'; every text field, serial no. and
     * UEFI failure ID included), a missing or bad date ('Please Select the date!'; `date` included) or phone, a missing or non-image signature; 413 for a signature over 1 MB; 404 for an
     * unknown ticket or link id, 410 for an expired link (the link is the credential, checked as the
     * link check does). Serial and model numbers are stored upper-cased. The multipart body is read
     * and checked field by field in the handler (JSON schemas do not apply to multipart).
     */
    api.post('/management/cso-data/', { config: { multipartBody: true } }, async (request, reply) => {
      const input = await readMultipart(request, FIELD_FORM_MESSAGES.signatureTooLarge);
      const fields: Record<string, string> = {};
      for (const name of REPORT_REQUIRED_FIELDS) fields[name] = requiredText(input.fields, name);
      fields.productserialno = (fields.productserialno ?? '').toUpperCase();
      fields.productmodelno = (fields.productmodelno ?? '').toUpperCase();
      for (const name of REPORT_DATE_FIELDS) fields[name] = requiredDate(input.fields, name).toISOString();
      if (!PHONE.test(fields.customerphone ?? '')) {
        throw new FieldError('customerphone', FIELD_FORM_MESSAGES.invalidPhone);
      }
      const engineer = signature(input, 'enggsigfiles');
      const idempotencyKey = idempotencyKeyOf(request);
      const page = pageOf(input.fields, 'enggsig_page');
      const ticket = await validLink(fields.tickets, input.fields[LINK_ID_FIELD]);
      assertTicketOpen(ticket);

      const requestSha256 = requestHash({ fields, signature: engineer.data, page });
      const answer = (id: number, saved: Record<string, string>) => ({
        status: 200,
        message: FIELD_FORM_MESSAGES.reportSaved,
        id,
        customer_name: saved.customername,
        customer_phone: saved.customerphone,
        date: saved.date,
      });
      const row = await insertReport(db, ticket.ticket_id, fields, engineer, {
        idempotencyKey,
        requestSha256,
        page,
      });
      if (!row) {
        // The key was used before on this ticket: the first answer again, or 422 for another body.
        const first = idempotencyKey
          ? await reportByIdempotencyKey(db, ticket.ticket_id, idempotencyKey)
          : undefined;
        if (!first || first.request_sha256 !== requestSha256) {
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
        }
        void reply.header('Idempotent-Replayed', 'true');
        return answer(first.id, first.fields);
      }
      request.log.info({ reportId: row.id }, 'service call report created');
      return answer(row.id, fields);
    });

    /**
     * PUT (or PATCH) /management/cso-data/{id}/ (multipart: the link's credential `tickets` +
     * `urlunique_id` as in step 1, the rating 1-5 or its label, the date, the comment and
     * `custsigfiles`) -> 200 `{ status: 200, message }`. 404 'This link is not valid...' without a
     * valid link, 410 for an expired link; 404 'Service call report not found.' alike for an unknown
     * report and for one of another ticket; 400 with the field for a missing rating, date, comment
     * or signature; 409 when the feedback was already given.
     */
    const updateReport = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const input = await readMultipart(request, FIELD_FORM_MESSAGES.signatureTooLarge);
      const idempotencyKey = idempotencyKeyOf(request);
      const link = await validLink(input.fields.tickets, input.fields[LINK_ID_FIELD]);
      assertTicketOpen(link);
      const report = REPORT_ID.test(request.params.id)
        ? await reportOfTicket(db, Number(request.params.id), link.ticket_id)
        : undefined;
      if (!report) throw new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound);
      const id = report.id;
      const rating = parseRating(input.fields.overallexperiance);
      if (rating === undefined) throw new FieldError('overallexperiance', FIELD_FORM_MESSAGES.ratingRequired);
      const scheduleDate = requiredDate(input.fields, 'schduledate');
      const comment = requiredText(input.fields, 'costumercomment');
      const customer = signature(input, 'custsigfiles');
      const page = pageOf(input.fields, 'custsig_page');
      const requestSha256 = requestHash({
        id,
        rating,
        scheduleDate: scheduleDate.toISOString(),
        comment,
        signature: customer.data,
        page,
      });
      const answer = { status: 200, message: FIELD_FORM_MESSAGES.feedbackSaved };
      /** A retried submit under the same key: the first answer, or 422 for another body. */
      const replay = (state: typeof report) => {
        if (!idempotencyKey || state.feedback_idempotency_key !== idempotencyKey) return undefined;
        if (state.feedback_request_sha256 !== requestSha256) {
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
        }
        void reply.header('Idempotent-Replayed', 'true');
        return answer;
      };
      if (report.feedback_given) {
        const again = replay(report);
        if (again) return again;
        throw new HttpError(409, FIELD_FORM_MESSAGES.feedbackDone);
      }
      const evidence = { idempotencyKey, requestSha256, page };
      if (!(await saveFeedback(db, id, { rating, scheduleDate, comment, customer, evidence }))) {
        // Another request gave the feedback between the check and the update.
        const now = await reportOfTicket(db, id, link.ticket_id);
        const again = now ? replay(now) : undefined;
        if (again) return again;
        throw new HttpError(409, FIELD_FORM_MESSAGES.feedbackDone);
      }
      request.log.info({ reportId: id }, 'service call report completed');
      await completeReportEvidence(api.ctx, link.ticket_id, request.log);
      return answer;
    };
    api.put<{ Params: { id: string } }>(
      '/management/cso-data/:id/',
      { schema: reportParamsSchema },
      updateReport,
    );
    api.patch<{ Params: { id: string } }>(
      '/management/cso-data/:id/',
      { schema: reportParamsSchema },
      updateReport,
    );
  },
};
