import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';
import { workTicketFromWire, type WireWorkTicket, type WorkTicket } from './workTicket.ts';

// Audit documents (/audit-documents; issue 14): files attached to tickets, accepted or rejected.

/** Review state of an audit document. */
export type AuditDocumentStatus = 'pending' | 'accepted' | 'rejected';

/** What the document is. */
export type AuditDocumentKind =
  'service_call_report' | 'invoice_copy' | 'site_photo' | 'customer_id' | 'delivery_challan';

/** A document attached to a ticket for audit. */
export interface AuditDocument {
  id: number;
  ticket: WorkTicket;
  kind: AuditDocumentKind;
  fileName: string;
  status: AuditDocumentStatus;
  /** The rejection reason. */
  reason: string | null;
  /** ISO 8601 instants. */
  uploadedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

/** Query of GET /management/audit-documents/ (orderable: uploaded_at, ticket, kind). */
export interface AuditDocumentQuery extends ListQuery {
  /** Default pending. */
  status?: AuditDocumentStatus;
  kind?: AuditDocumentKind;
}

/** An accept, or a reject with its reason (10-500 characters). */
export interface AuditReview {
  decision: 'accepted' | 'rejected';
  reason?: string;
}

interface WireAuditDocument {
  id: number;
  ticket: WireWorkTicket;
  kind: AuditDocumentKind;
  file_name: string;
  status: AuditDocumentStatus;
  reason: string | null;
  uploaded_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
}

function auditDocumentFromWire(wire: WireAuditDocument): AuditDocument {
  return {
    id: wire.id,
    ticket: workTicketFromWire(wire.ticket),
    kind: wire.kind,
    fileName: wire.file_name,
    status: wire.status,
    reason: wire.reason,
    uploadedAt: wire.uploaded_at,
    reviewedAt: wire.reviewed_at,
    reviewedBy: wire.reviewed_by,
  };
}

/**
 * `client.auditDocuments`. Every call rejects with an `ApiError`: 401, 403 outside
 * CALL_ROLES.auditDocuments, 400 (a reject without a reason), 404 another auditor's document,
 * 409 reviewed already, 503 (file link) without object storage.
 */
export interface AuditDocumentsApi {
  /** GET /management/audit-documents/: auditors see their own documents, other staff all. */
  list(query?: AuditDocumentQuery, options?: RequestOptions): Promise<ListResponse<AuditDocument>>;
  /** GET /management/audit-documents/{id}/file-link/: a signed display link valid 60 s (operations §7 'File upload' 3). */
  fileLink(id: number, options?: RequestOptions): Promise<{ url: string; expiresIn: number }>;
  /** POST /management/audit-documents/{id}/review/. */
  review(
    id: number,
    review: AuditReview,
    options?: RequestOptions,
  ): Promise<{ message: string; document: AuditDocument }>;
}

/** Builds `client.auditDocuments`. */
export function createAuditDocumentsApi(core: HttpCore): AuditDocumentsApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireAuditDocument>>(
          '/management/audit-documents/',
          withQuery(query, options),
        ),
        auditDocumentFromWire,
      ),
    fileLink: async (id, options) => {
      const wire = await core.get<{ url: string; expires_in: number }>(
        `/management/audit-documents/${id}/file-link/`,
        options,
      );
      return { url: wire.url, expiresIn: wire.expires_in };
    },
    review: async (id, review, options) => {
      const wire = await core.post<{ message: string; document: WireAuditDocument }>(
        `/management/audit-documents/${id}/review/`,
        review.decision === 'rejected'
          ? { decision: 'rejected', reason: review.reason?.trim() ?? '' }
          : { decision: 'accepted' },
        options,
      );
      return { message: wire.message, document: auditDocumentFromWire(wire.document) };
    },
  };
}
