import { CALL_ROLES, type Role } from '@partner-portal/api/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { noQuerySchema } from '../shared.ts';
import {
  accountOptions,
  accountTicketLinks,
  documentKey,
  listRecords,
  lookupIfsc,
  ownTicketLinks,
  recordDetail,
  recordFacets,
  recordFilters,
  respondToTicket,
  saveBankDetails,
  type RecordViewer,
} from './repository.ts';
import { fill } from '../../text.ts';
import {
  accountTicketParamsSchema,
  bankDetailsSchema,
  documentLinkSchema,
  DOCUMENT_LINK_TTL_SECONDS,
  ifscSchema,
  PARTNER_RECORD_MESSAGES as M,
  recordParamsSchema,
  recordTicketParamsSchema,
  respondSchema,
  type BankDetailsBody,
  type KycDocument,
  type RespondBody,
} from './schemas.ts';

type RecordParams = { uuid: string };
type TicketParams = { uuid: string; ticket_id: string };

/** Seconds a download link lasts and the name it saves as (operations §7 'File upload' 3; the api's storageLinks constants). */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;
export const DOWNLOAD_FILE_NAME = 'declaration_file.docx';

/** The signed-in user as the record calls see them: staff (partner network or KYC verifiers) or a partner. */
export function recordViewerOf(request: FastifyRequest): RecordViewer {
  const user = request.authUser!;
  const roles = [user.user_role, ...user.all_roles];
  const staff: readonly string[] = [...CALL_ROLES.partnerRecords, ...CALL_ROLES.kycVerification];
  return { id: user.id, name: user.full_name, roles, isStaff: roles.some((role) => staff.includes(role)) };
}

/**
 * Registers GET `{path}`?document=pan_scan|aadhaar_file -> `{ status: 200, url, expires_in: 60 }`,
 * a presigned GET of a record's scan (operations §7 'File upload' 3) for `roles`, with the
 * record's ownership (another partner's record is a 404) and 503 when storage is off. Shared by
 * /detail/{uuid} (partner records) and /kyc-verify/{id} (KYC verification).
 */
export function registerDocumentLink(api: FastifyInstance, path: string, roles: readonly Role[]): void {
  api.get<{ Params: RecordParams; Querystring: { document: KycDocument } }>(
    path,
    {
      schema: documentLinkSchema,
      config: { validationMessages: { '*': M.documentInvalid } },
      preValidation: authenticate({ roles }),
    },
    async (request) => {
      const key = await documentKey(
        api.ctx.db,
        request.params.uuid,
        request.query.document,
        recordViewerOf(request),
      );
      const storage = api.ctx.storage;
      if (!storage) throw new HttpError(503, M.storageOff);
      const url = await storage.presignGet(key, { expiresIn: DOCUMENT_LINK_TTL_SECONDS });
      return { status: 200, url, expires_in: DOCUMENT_LINK_TTL_SECONDS };
    },
  );
}

/**
 * Partner records (issue 14, Partner Management): the list of registered partners and unfinished
 * registrations with KYC status, coverage, rating and active tickets; one record's profile,
 * documents (signed display links, 60 s), coverage, bank details, tickets and payments; the
 * assigned partner's accept or decline; the IFSC lookup; the account options of partners and
 * partner employees. Roles from CALL_ROLES; a partner reaches only their own record (404).
 * Spec: access §1, §6; operations §2 (records, detail, registered-partners, rejected,
 * account-options), §6, §7 'File upload' 3, 'Other' (IFSC lookup).
 */
export const partnerRecordRoutes: RouteModule = {
  name: 'partner-records',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /partner/records/: `{ status: 200, results, count }`. Filters `view` (all, registered:
     * active and KYC verified, rejected), `kyc_status`, `status`, `district`; search name,
     * contact, phone, e-mail, city, district, pincode; ordering name, created_at, rating,
     * active_tickets, district, kyc_status, kyc_decided_at.
     */
    listEndpoint(api, '/partner/records/', {
      roles: CALL_ROLES.partnerRecords,
      filters: recordFilters,
      page: (database, list, filters) => listRecords(database, list, filters),
    });

    /** GET /partner/records/facets/: `{ status: 200, districts }`, the district filter's choices. */
    api.get(
      '/partner/records/facets/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.partnerRecords }) },
      async () => ({ status: 200, ...(await recordFacets(db)) }),
    );

    /** GET /partner/records/{uuid}/: `{ status: 200, record }`; 404 for a record the caller may not see. */
    api.get<{ Params: RecordParams }>(
      '/partner/records/:uuid/',
      { schema: recordParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.partnerDetail }) },
      async (request) => ({
        status: 200,
        record: await recordDetail(db, request.params.uuid, recordViewerOf(request)),
      }),
    );

    /**
     * GET /partner/records/{uuid}/document-link/?document=pan_scan|aadhaar_file -> `{ status: 200,
     * url, expires_in: 60 }`: a presigned GET of the scan (operations §7 'File upload' 3).
     */
    registerDocumentLink(api, '/partner/records/:uuid/document-link/', CALL_ROLES.partnerDetail);

    /**
     * GET /partner/records/{uuid}/document-download/?document=pan_scan|aadhaar_file -> `{ status:
     * 200, url, expires_in: 300, filename: 'declaration_file.docx' }`: a presigned GET that saves the
     * scan as declaration_file.docx, valid 300 s (operations §7 'File upload' 3; issue 20). Same
     * roles and ownership as the display link: another partner's record is a 404.
     */
    api.get<{ Params: RecordParams; Querystring: { document: KycDocument } }>(
      '/partner/records/:uuid/document-download/',
      {
        schema: documentLinkSchema,
        config: { validationMessages: { '*': M.documentInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.partnerDetail }),
      },
      async (request) => {
        const key = await documentKey(
          db,
          request.params.uuid,
          request.query.document,
          recordViewerOf(request),
        );
        const storage = api.ctx.storage;
        if (!storage) throw new HttpError(503, M.storageOff);
        const url = await storage.presignGet(key, {
          expiresIn: DOWNLOAD_LINK_TTL_SECONDS,
          downloadName: DOWNLOAD_FILE_NAME,
        });
        return { status: 200, url, expires_in: DOWNLOAD_LINK_TTL_SECONDS, filename: DOWNLOAD_FILE_NAME };
      },
    );

    /**
     * POST /partner/records/{uuid}/tickets/{ticket_id}/respond/ `{ action: accept|decline,
     * version, reason? }` -> `{ status: 200, message, ticket }`; 404 for another partner's ticket,
     * 409 for a status that does not allow it or a stale version, 400 for a decline without reason.
     */
    api.post<{ Params: TicketParams; Body: RespondBody }>(
      '/partner/records/:uuid/tickets/:ticket_id/respond/',
      {
        schema: respondSchema,
        config: { validationMessages: { '*': M.respondInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.partnerTicketResponse }),
      },
      async (request) => {
        const viewer = recordViewerOf(request);
        const done = await db.transaction((tx) =>
          respondToTicket(
            tx,
            request.params.uuid,
            request.params.ticket_id,
            request.body,
            viewer,
            api.ctx.now(),
          ),
        );
        return { status: 200, ...done };
      },
    );

    /**
     * POST /partner/records/{uuid}/tickets/{ticket_id}/report-link/ -> `{ status: 200,
     * service_call_report, survey, expires_at }` for the partner's own ticket.
     */
    api.post<{ Params: TicketParams }>(
      '/partner/records/:uuid/tickets/:ticket_id/report-link/',
      {
        schema: recordTicketParamsSchema,
        preValidation: authenticate({ roles: CALL_ROLES.partnerTicketResponse }),
      },
      async (request) => {
        const viewer = recordViewerOf(request);
        const links = await db.transaction((tx) =>
          ownTicketLinks(tx, request.params.uuid, request.params.ticket_id, viewer, api.ctx.now()),
        );
        return { status: 200, ...links };
      },
    );

    /**
     * PUT /partner/records/{uuid}/bank/ `{ account_name, account_number, ifsc }` -> `{ status: 200,
     * message, record }` (the record as GET answers it, account number masked); the partner on
     * their own record, staff on any; 400 for a bad body or an IFSC with no known branch, 404 for
     * another partner's record.
     */
    api.put<{ Params: RecordParams; Body: BankDetailsBody }>(
      '/partner/records/:uuid/bank/',
      {
        schema: bankDetailsSchema,
        config: { validationMessages: { '*': M.bankInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.partnerBankDetails }),
      },
      async (request) => {
        const viewer = recordViewerOf(request);
        const saved = await db.transaction((tx) =>
          saveBankDetails(tx, request.params.uuid, request.body, viewer),
        );
        return {
          status: 200,
          message: fill(M.bankSaved, { partner: saved.name }),
          record: await recordDetail(db, saved.uuid, viewer),
        };
      },
    );

    /** GET /partner/ifsc/{code}/ -> `{ status: 200, branch: { ifsc, bank, branch, city, state } }`; 400 malformed, 404 unknown. */
    api.get<{ Params: { code: string } }>(
      '/partner/ifsc/:code/',
      { schema: ifscSchema, preValidation: authenticate({ roles: CALL_ROLES.ifscLookup }) },
      async (request) => ({ status: 200, branch: await lookupIfsc(db, request.params.code) }),
    );

    /** GET /partner/account-options/ -> `{ status: 200, account, partner, tickets }` of the signed-in user. */
    api.get(
      '/partner/account-options/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.partnerAccountOptions }) },
      async (request) => ({ status: 200, ...(await accountOptions(db, request.authUser!)) }),
    );

    /**
     * POST /partner/account-options/tickets/{ticket_id}/report-link/ -> `{ status: 200,
     * service_call_report, survey, expires_at }`: a partner employee's ticket (naming them as
     * engineer) or a partner's; 404 for any other ticket, 409 for a closed or cancelled one.
     */
    api.post<{ Params: { ticket_id: string } }>(
      '/partner/account-options/tickets/:ticket_id/report-link/',
      {
        schema: accountTicketParamsSchema,
        preValidation: authenticate({ roles: CALL_ROLES.partnerAccountOptions }),
      },
      async (request) => {
        const links = await db.transaction((tx) =>
          accountTicketLinks(tx, request.authUser!, request.params.ticket_id, api.ctx.now()),
        );
        return { status: 200, ...links };
      },
    );
  },
};
