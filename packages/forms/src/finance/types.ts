/**
 * Data the finance screens show, in the forms package's own words (forms import nothing from the
 * api package; the portal maps the server's rows to these). Amounts are in rupees (INR).
 */

/** Review state of an invoice request. */
export type InvoiceRequestState = 'pending' | 'approved' | 'rejected';

/** State of the partner invoice made from an approved request. */
export type PartnerInvoiceState = 'none' | 'created' | 'failed';

/** A completed work order that can go into an invoice request. */
export interface InvoiceWorkOrderOption {
  id: number;
  /** e.g. 'WO-000012'. */
  woNumber: string;
  ticketId: string;
  /** Project code or name. */
  project: string;
  description: string;
  /** ISO date-time of completion. */
  completedAt: string;
  /** Rupees. */
  amount: number;
}

/** An invoice request as the review dialog summarises it. */
export interface InvoiceRequestSummary {
  id: number;
  /** e.g. 'IR-000031'. */
  requestNumber: string;
  partnerName: string;
  /** Rupees. */
  amount: number;
  workOrderCount: number;
  /** The requester's remarks ('' when none). */
  remarks: string;
  /** ISO date-time of the request. */
  createdAt: string;
}

/** A partner invoice (an approved invoice request) as its row actions see it. */
export interface PartnerInvoiceSummary {
  /** The invoice request id. */
  id: number;
  requestNumber: string;
  /** Assigned at the first generation; null before. */
  invoiceNumber: string | null;
  invoiceState: PartnerInvoiceState;
  /** Where a resend goes. */
  partnerEmail: string;
}

/** An approved invoice request offered by the partner invoice form. */
export interface PartnerInvoiceRequestOption {
  id: number;
  requestNumber: string;
  partnerName: string;
  /** Rupees. */
  amount: number;
}
