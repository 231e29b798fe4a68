import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { FieldError, readMultipart } from '../../fieldForms/input.ts';
import {
  FIELD_FORM_MESSAGES,
  fieldErrorHandler,
  findTicket,
  iso,
  requiredDate,
  requiredText,
  signature,
} from '../../fieldForms/shared.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findLink, insertReport, reportExists, saveFeedback } from './repository.ts';
import {
  linkCheckSchema,
  parseRating,
  PHONE,
  REPORT_DATE_FIELDS,
  REPORT_ID,
  REPORT_REQUIRED_FIELDS,
  reportParamsSchema,
} from './schemas.ts';

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
     * GET /management/cso-url-check/?ticket_id&urlunique_id -> 200 `{ status: 200, message,
     * data: { status: { case_id, sowsubtype, start_time, end_time, customer_name, customer_phone,
     * raw_address } } }`; 404 (unknown or mismatched ids) or 410 (expired) with the server's message.
     */
    api.get<{ Querystring: { ticket_id: string; urlunique_id: string } }>(
      '/management/cso-url-check/',
      { schema: linkCheckSchema, config: { validationMessages: { '*': FIELD_FORM_MESSAGES.invalidLink } } },
      async (request) => {
        const { ticket_id, urlunique_id } = request.query;
        const row = await findLink(db, ticket_id, urlunique_id);
        if (!row) throw new HttpError(404, FIELD_FORM_MESSAGES.invalidLink);
        if (row.expires_at !== null && new Date(row.expires_at).getTime() <= api.ctx.now().getTime()) {
          throw new HttpError(410, FIELD_FORM_MESSAGES.expiredLink);
        }
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
     * POST /management/cso-data/ (multipart: the report fields and `enggsigfiles`) -> 200
     * `{ status: 200, message, id, customer_name, customer_phone, date }`. 400 `{ status, message,
     * field }` for an empty required field ('Please fill the field!'; every text field, serial no. and
     * UEFI failure ID included), a missing or bad date ('Please Select the date!'; `date` included) or phone, a missing or non-image signature; 413 for a signature over 1 MB; 404 for an
     * unknown ticket. Serial and model numbers are stored upper-cased. The multipart body is read
     * and checked field by field in the handler (JSON schemas do not apply to multipart).
     */
    api.post('/management/cso-data/', { config: { multipartBody: true } }, async (request) => {
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
      const ticket = await findTicket(db, fields.tickets ?? '');
      if (!ticket) throw new HttpError(404, FIELD_FORM_MESSAGES.unknownTicket);

      const row = await insertReport(db, ticket.ticket_id, fields, engineer);
      request.log.info({ reportId: row.id }, 'service call report created');
      return {
        status: 200,
        message: FIELD_FORM_MESSAGES.reportSaved,
        id: row.id,
        customer_name: fields.customername,
        customer_phone: fields.customerphone,
        date: fields.date,
      };
    });

    /**
     * PUT (or PATCH) /management/cso-data/{id}/ (multipart: the rating 1-5 or its label, the date,
     * the comment and `custsigfiles`) -> 200 `{ status: 200, message }`. 400 with the field for a
     * missing rating, date, comment or signature; 404 unknown report; 409 when the feedback was
     * already given.
     */
    const updateReport = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      if (!REPORT_ID.test(request.params.id)) throw new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound);
      const id = Number(request.params.id);
      const input = await readMultipart(request, FIELD_FORM_MESSAGES.signatureTooLarge);
      const rating = parseRating(input.fields.overallexperiance);
      if (rating === undefined) throw new FieldError('overallexperiance', FIELD_FORM_MESSAGES.ratingRequired);
      const scheduleDate = requiredDate(input.fields, 'schduledate');
      const comment = requiredText(input.fields, 'costumercomment');
      const customer = signature(input, 'custsigfiles');
      if (!(await saveFeedback(db, id, { rating, scheduleDate, comment, customer }))) {
        throw (await reportExists(db, id))
          ? new HttpError(409, FIELD_FORM_MESSAGES.feedbackDone)
          : new HttpError(404, FIELD_FORM_MESSAGES.reportNotFound);
      }
      request.log.info({ reportId: id }, 'service call report completed');
      return { status: 200, message: FIELD_FORM_MESSAGES.feedbackSaved };
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
