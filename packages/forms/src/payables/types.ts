/**
 * A partner invoice as the payables and paid lists show it. Amount in rupees; `dueDate` and
 * `paymentDate` are calendar days `YYYY-MM-DD`; `invoicedAt` and `paidAt` ISO 8601 instants.
 * Structurally the api package's `Payable`.
 */
export interface PayableRow {
  id: number;
  invoiceNumber: string;
  requestNumber: string;
  partner: { id: number; name: string; city: string };
  amount: number;
  invoicedAt: string | null;
  dueDate: string | null;
  isOverdue: boolean;
  paidAt: string | null;
  paymentDate: string | null;
  paymentReference: string | null;
  paidBy: { fullName: string } | null;
}

/** Totals of a filtered payables list. Amounts in rupees. */
export interface PayableTotalsView {
  count: number;
  amount: number;
  overdueCount: number;
  overdueAmount: number;
}

/** A choice of the partner filter. */
export interface PayablePartnerOption {
  id: number;
  name: string;
}

/** Outstanding, overdue and paid figures (rupees and counts). */
export interface PayableFiguresView {
  outstanding: number;
  overdue: number;
  paid: number;
  outstandingCount: number;
  overdueCount: number;
  paidCount: number;
}

/** The finance dashboard's data. Months `YYYY-MM`, latest first. */
export interface FinanceDashboardView {
  totals: PayableFiguresView;
  byMonth: readonly (PayableFiguresView & { month: string })[];
  byPartner: readonly (PayableFiguresView & { partner: { id: number; name: string; city: string } })[];
}

/** Where a payable partner's invoice stands. */
export type InvoiceStage = 'requested' | 'approved' | 'invoiced' | 'paid' | 'rejected';

/** A row of the payable partner's invoice list (structurally the api's `PartnerInvoiceEntry`). */
export interface InvoiceEntryRow {
  id: number;
  requestNumber: string;
  invoiceNumber: string | null;
  stage: InvoiceStage;
  amount: number;
  createdAt: string;
  dueDate: string | null;
  isOverdue: boolean;
  paymentDate: string | null;
  paymentReference: string | null;
}

/** State of a client invoice. */
export type ClientInvoiceState = 'issued' | 'paid' | 'overdue';

/** A row of the client invoice list (structurally the api's `ClientInvoice`). Amounts in rupees. */
export interface ClientInvoiceRow {
  id: number;
  invoiceNumber: string;
  project: { code: string; name: string };
  /** `YYYY-MM`. */
  period: string;
  amount: number;
  gstAmount: number;
  totalAmount: number;
  status: ClientInvoiceState;
  issuedAt: string;
  dueAt: string;
  paidAt: string | null;
}
