/**
 * Data the invoice request and partner invoice screens show. Forms import no api types; each shape
 * here is the part of the api's camelCase domain type (`InvoiceRequest`, `WorkOrder`) a screen
 * reads, so the portal passes api objects unmapped. Amounts are in rupees (INR).
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
  /** The project (its code is shown). */
  project: { code: string };
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
  partner: { name: string };
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
  invoiceStatus: PartnerInvoiceState;
  /** Where a resend goes (the partner's e-mail). */
  partner: { email: string };
}

/** An approved invoice request offered by the partner invoice form. */
export interface PartnerInvoiceRequestOption {
  id: number;
  requestNumber: string;
  partner: { name: string };
  /** Rupees. */
  amount: number;
}

/** A partner with completed work orders not yet in an invoice request. */
export interface InvoiceRequestPartnerRow {
  id: number;
  name: string;
  city: string;
  state: string;
  openWorkOrders: number;
  /** Rupees. */
  openAmount: number;
}

/** An invoice request (and the partner invoice made from it) as the lists show it. */
export interface InvoiceRequestRow {
  id: number;
  /** e.g. 'IR-000031'. */
  requestNumber: string;
  partner: { name: string; email: string };
  status: InvoiceRequestState;
  /** Rupees. */
  amount: number;
  workOrderCount: number;
  remarks: string;
  reviewRemarks: string;
  /** ISO date-time of the request. */
  createdAt: string;
  invoiceNumber: string | null;
  invoiceStatus: PartnerInvoiceState;
  sentCount: number;
  /** ISO date-time, or null before the first sending. */
  lastSentAt: string | null;
}
