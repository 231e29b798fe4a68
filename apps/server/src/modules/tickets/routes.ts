import { CALL_ROLES } from '@partner-portal/api/roles';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../auth/guard.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { listParams, listQuerySchema, type RawQuery } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { completeReportOfTicket, storeReportPdf } from '../service-call-report/reportPdf.ts';
import { clientCompanyOf, noQuerySchema } from '../shared.ts';
import {
  bulkAssign,
  createTicket,
  escalateTicket,
  listTickets,
  partnerOptions,
  spoken,
  ticketDetail,
  ticketFacets,
  ticketFilters,
  ticketLinks,
  transitionTicket,
  visibleTicketNumber,
  type Viewer,
} from './repository.ts';
import {
  bulkAssignSchema,
  createTicketSchema,
  escalateSchema,
  FILE_LINK_TTL_SECONDS,
  fileLinkSchema,
  ticketParamsSchema,
  TICKET_MESSAGES as M,
  transitionSchema,
  type BulkAssignBody,
  type CreateTicketBody,
  type EscalateBody,
  type TransitionBody,
} from './schemas.ts';

type TicketParams = { ticket_id: string };

/** The folder of a ticket's uploaded files in object storage (see file-upload). */
export const ticketFolder = (ticketId: string) => `uploads/tickets/${ticketId}/`;

/** The signed-in user as the ticket calls see them (client users: limited to their company). */
async function viewerOf(db: Db, request: FastifyRequest): Promise<Viewer> {
  const user = request.authUser!;
  const clientName = await clientCompanyOf(db, user);
  return { id: user.id, name: user.full_name, roles: [user.user_role, ...user.all_roles], clientName };
}

/**
 * Tickets as field-service work orders: list, details, creation, lifecycle moves, partner
 * assignment (one or many), escalation, field-form links and signed file links. Every call
 * checks the role (CALL_ROLES) and, for client users, that the ticket belongs to their company
 * (404 otherwise). Spec: access §1 'Project Management', operations §2, §3, §6; the paths and
 * shapes are the reference server's choice (issue 13).
 */
export const ticketRoutes: RouteModule = {
  name: 'tickets',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /management/tickets/: `{ status: 200, results, count }`, newest first. Filters `status`,
     * `project`, `priority`, `sla` (overdue, due_today), `district`, `partner`; search number, case
     * id, customer name and phone, district; ordering created_at, updated_at, sla_due_at,
     * ticket_number, district, status, priority. Each row carries `allowed_actions`.
     */
    api.get<{ Querystring: RawQuery }>(
      '/management/tickets/',
      { schema: listQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.tickets }) },
      async (request) => {
        const filters = ticketFilters(request.query);
        const viewer = await viewerOf(db, request);
        const page = await listTickets(db, listParams(request.query), filters, viewer, api.ctx.now());
        return { status: 200, ...page };
      },
    );

    /**
     * GET /management/tickets/facets/: the list's district and partner filter choices, from the
     * tickets the caller may see: `{ status: 200, districts: string[], partners: [{ id, name }] }`.
     */
    api.get(
      '/management/tickets/facets/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.tickets }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        return { status: 200, ...(await ticketFacets(db, viewer)) };
      },
    );

    /** POST /management/tickets/: creates a ticket (status new) -> 201 `{ status: 201, message, ticket }`. */
    api.post<{ Body: CreateTicketBody }>(
      '/management/tickets/',
      {
        schema: createTicketSchema,
        config: { validationMessages: { '*': M.createInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.ticketCreate }),
      },
      async (request, reply) => {
        const viewer = await viewerOf(db, request);
        const ticket = await db.transaction((tx) => createTicket(tx, request.body, viewer, api.ctx.now()));
        return reply
          .code(201)
          .send({ status: 201, message: `Ticket ${ticket.ticket_number} created.`, ticket });
      },
    );

    /**
     * POST /management/tickets/bulk-assign/ `{ ticket_ids, partner_id }`: all or none -> 200
     * `{ status: 200, message, count }`; 404 naming unknown tickets, 409 naming refused ones.
     */
    api.post<{ Body: BulkAssignBody }>(
      '/management/tickets/bulk-assign/',
      {
        schema: bulkAssignSchema,
        config: { validationMessages: { '*': M.bulkInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.ticketAssign }),
      },
      async (request) => {
        const viewer = await viewerOf(db, request);
        const done = await db.transaction((tx) =>
          bulkAssign(tx, request.body.ticket_ids, request.body.partner_id, viewer, api.ctx.now()),
        );
        return { status: 200, message: fill(M.bulkAssigned, done), count: done.count };
      },
    );

    /** GET /management/tickets/{ticket_id}/: the ticket with its history, report, survey answers, tasks, escalations and files. */
    api.get<{ Params: TicketParams }>(
      '/management/tickets/:ticket_id/',
      { schema: ticketParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.tickets }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        const ticket = await ticketDetail(db, request.params.ticket_id, viewer);
        const stored = api.ctx.storage
          ? await api.ctx.storage.list(ticketFolder(ticket.ticket_id)).catch(() => [])
          : [];
        const files = stored.map((item) => ({
          key: item.key,
          name: item.key.split('/').pop() ?? item.key,
          size: item.size,
          uploaded_at: item.lastModified.toISOString(),
        }));
        return { status: 200, ticket: { ...ticket, files } };
      },
    );

    /**
     * POST /management/tickets/{ticket_id}/transition/ `{ action, version, partner_id?,
     * engineer_name?, visit_start?, visit_end?, reason? }` -> 200 `{ status: 200, message, ticket }`;
     * 403 when the role may not make the move, 409 for a stale version or an illegal move.
     */
    api.post<{ Params: TicketParams; Body: TransitionBody }>(
      '/management/tickets/:ticket_id/transition/',
      {
        schema: transitionSchema,
        config: { validationMessages: { '*': M.transitionInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.ticketTransition }),
      },
      async (request) => {
        const viewer = await viewerOf(db, request);
        const ticket = await db.transaction((tx) =>
          transitionTicket(tx, request.params.ticket_id, request.body, viewer, api.ctx.now()),
        );
        return {
          status: 200,
          message: `Ticket ${ticket.ticket_number} is ${spoken(ticket.status)}.`,
          ticket,
        };
      },
    );

    /** GET /management/tickets/{ticket_id}/partners/: active partners serving the ticket's pincode, least busy first. */
    api.get<{ Params: TicketParams }>(
      '/management/tickets/:ticket_id/partners/',
      { schema: ticketParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.ticketAssign }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        return { status: 200, results: await partnerOptions(db, request.params.ticket_id, viewer) };
      },
    );

    /** POST /management/tickets/{ticket_id}/escalate/ `{ reason, priority }` -> 201; the escalation joins /escalate-tasks. */
    api.post<{ Params: TicketParams; Body: EscalateBody }>(
      '/management/tickets/:ticket_id/escalate/',
      {
        schema: escalateSchema,
        config: { validationMessages: { '*': M.escalateInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.ticketEscalate }),
      },
      async (request, reply) => {
        const viewer = await viewerOf(db, request);
        const done = await db.transaction((tx) =>
          escalateTicket(tx, request.params.ticket_id, request.body, viewer, api.ctx.now()),
        );
        return reply
          .code(201)
          .send({ status: 201, message: fill(M.escalated, { ticket: done.ticket_number }) });
      },
    );

    /**
     * POST /management/tickets/{ticket_id}/links/ -> 200 `{ status: 200, service_call_report,
     * survey, expires_at }`: portal paths of the report link (valid 7 days) and the survey link.
     */
    api.post<{ Params: TicketParams }>(
      '/management/tickets/:ticket_id/links/',
      { schema: ticketParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.ticketLinks }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        const links = await db.transaction((tx) =>
          ticketLinks(tx, request.params.ticket_id, viewer, api.ctx.now()),
        );
        return { status: 200, ...links };
      },
    );

    /**
     * GET /management/tickets/{ticket_id}/report-pdf/ -> 200 `{ status: 200, url, expires_in: 60,
     * report_id, report_sha256, pdf_sha256 }`: a presigned GET (attachment, valid 60 s) of the
     * completed service call report's PDF, made now when it was not made at completion; 404 for a
     * ticket the user may not read or one without a completed report; 503 without object storage.
     * Issue 23 'Evidence that holds up'.
     */
    api.get<{ Params: TicketParams }>(
      '/management/tickets/:ticket_id/report-pdf/',
      { schema: ticketParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.ticketReportPdf }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        await visibleTicketNumber(db, request.params.ticket_id, viewer);
        const report = await completeReportOfTicket(db, request.params.ticket_id);
        if (!report) throw new HttpError(404, M.reportPdfMissing);
        const storage = api.ctx.storage;
        if (!storage) throw new HttpError(503, M.storageOff);
        const stored =
          report.pdf_key && report.pdf_sha256 && report.report_sha256
            ? { key: report.pdf_key, pdfSha256: report.pdf_sha256, reportSha256: report.report_sha256 }
            : await storeReportPdf(api.ctx, report);
        const caseId = (report.fields.caseid ?? report.case_id).replace(/[^A-Za-z0-9_-]/g, '_');
        const url = await storage.presignGet(stored.key, {
          expiresIn: FILE_LINK_TTL_SECONDS,
          downloadName: `service-call-report-${caseId}.pdf`,
        });
        return {
          status: 200,
          url,
          expires_in: FILE_LINK_TTL_SECONDS,
          report_id: report.id,
          report_sha256: stored.reportSha256,
          pdf_sha256: stored.pdfSha256,
        };
      },
    );

    /**
     * GET /management/tickets/{ticket_id}/file-link/?key= -> 200 `{ status: 200, url, expires_in: 60 }`:
     * a presigned GET of one of the ticket's files, valid 60 s (operations §7 'File upload' 3); 404
     * for a key outside the ticket's folder.
     */
    api.get<{ Params: TicketParams; Querystring: { key: string } }>(
      '/management/tickets/:ticket_id/file-link/',
      { schema: fileLinkSchema, preValidation: authenticate({ roles: CALL_ROLES.ticketFileLink }) },
      async (request) => {
        const viewer = await viewerOf(db, request);
        await visibleTicketNumber(db, request.params.ticket_id, viewer);
        const { key } = request.query;
        const folder = ticketFolder(request.params.ticket_id);
        if (!key.startsWith(folder) || key.includes('..')) throw new HttpError(404, M.fileUnknown);
        const storage = api.ctx.storage;
        if (!storage) throw new HttpError(503, M.storageOff);
        const url = await storage.presignGet(key, { expiresIn: FILE_LINK_TTL_SECONDS });
        return { status: 200, url, expires_in: FILE_LINK_TTL_SECONDS };
      },
    );
  },
};
