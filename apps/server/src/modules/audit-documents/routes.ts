import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { itemIdParamsSchema, workViewerOf } from '../shared.ts';
import { auditDocument, auditFilters, listAuditDocuments, reviewAuditDocument } from './repository.ts';
import {
  AUDIT_LINK_TTL_SECONDS,
  AUDIT_MESSAGES as M,
  reviewDocumentSchema,
  type ReviewDocumentBody,
} from './schemas.ts';

/** auditor_user sees the documents assigned to them; the other project staff see every document. */
const SEE_ALL = ['admin', 'project_manager', 'coordinator', 'kci'];

/**
 * Audit documents (/audit-documents): files attached to tickets (service call report, invoice
 * copy, site photos...) that an auditor accepts or rejects. Roles: CALL_ROLES.auditDocuments;
 * an auditor reaches only their own documents (404 otherwise). Paths and shapes are the
 * reference server's choice (issue 14).
 */
export const auditDocumentRoutes: RouteModule = {
  name: 'audit-documents',
  plugin: async (api) => {
    /**
     * GET /management/audit-documents/: `{ status: 200, results, count }`; filters `status`
     * (pending, accepted, rejected; default pending) and `kind`; search ticket number, customer,
     * file name; ordering uploaded_at (default), ticket, kind. Row: `{ id, ticket, kind, file_name,
     * status, reason, uploaded_at, reviewed_at, reviewed_by }` (no storage key: ask file-link).
     */
    listEndpoint(api, '/management/audit-documents/', {
      roles: CALL_ROLES.auditDocuments,
      filters: auditFilters,
      page: (db, list, filters, request) =>
        listAuditDocuments(db, list, filters, workViewerOf(request.authUser!, SEE_ALL)),
    });

    /**
     * GET /management/audit-documents/{id}/file-link/ -> 200 `{ status: 200, url, expires_in: 60 }`:
     * a presigned GET of the document valid 60 s (operations §7 'File upload' 3); 404 foreign or
     * missing; 503 without object storage.
     */
    api.get<{ Params: { id: number } }>(
      '/management/audit-documents/:id/file-link/',
      { schema: itemIdParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.auditDocuments }) },
      async (request) => {
        const document = await auditDocument(
          api.ctx.db,
          request.params.id,
          workViewerOf(request.authUser!, SEE_ALL),
        );
        const storage = api.ctx.storage;
        if (!storage) throw new HttpError(503, M.storageOff);
        const url = await storage.presignGet(document.storage_key, { expiresIn: AUDIT_LINK_TTL_SECONDS });
        return { status: 200, url, expires_in: AUDIT_LINK_TTL_SECONDS };
      },
    );

    /**
     * POST /management/audit-documents/{id}/review/ `{ decision: accepted|rejected, reason? }` ->
     * 200 `{ status: 200, message, document }`; 400 rejecting without a reason of 10-500
     * characters; 404 foreign or missing; 409 reviewed already.
     */
    api.post<{ Params: { id: number }; Body: ReviewDocumentBody }>(
      '/management/audit-documents/:id/review/',
      {
        schema: reviewDocumentSchema,
        config: { validationMessages: { '*': M.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.auditDocuments }),
      },
      async (request) => {
        const viewer = workViewerOf(request.authUser!, SEE_ALL);
        const document = await api.ctx.db.transaction((tx) =>
          reviewAuditDocument(tx, request.params.id, request.body, viewer, api.ctx.now()),
        );
        return {
          status: 200,
          message: fill(M.reviewed, {
            file: document.file_name,
            ticket: document.ticket.ticket_number,
            status: document.status,
          }),
          document,
        };
      },
    );
  },
};
