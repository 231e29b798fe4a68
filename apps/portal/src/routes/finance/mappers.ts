import type { InvoiceRequest, WorkOrder } from '@partner-portal/api';
import type {
  InvoiceRequestSummary,
  InvoiceWorkOrderOption,
  PartnerInvoiceRequestOption,
  PartnerInvoiceSummary,
} from '@partner-portal/forms/finance';

/** A work order of GET /management/invoiceing_work-orders/ as the request dialog offers it. */
export const toWorkOrderOption = (order: WorkOrder): InvoiceWorkOrderOption => ({
  id: order.id,
  woNumber: order.wo_number,
  ticketId: order.ticket_id,
  project: order.project.code,
  description: order.description,
  completedAt: order.completed_at,
  amount: order.amount,
});

/** An invoice request as the review dialog summarises it. */
export const toRequestSummary = (request: InvoiceRequest): InvoiceRequestSummary => ({
  id: request.id,
  requestNumber: request.request_number,
  partnerName: request.partner.name,
  amount: request.amount,
  workOrderCount: request.work_order_count,
  remarks: request.remarks,
  createdAt: request.created_at,
});

/** An approved invoice request as its partner invoice row actions see it. */
export const toInvoiceSummary = (request: InvoiceRequest): PartnerInvoiceSummary => ({
  id: request.id,
  requestNumber: request.request_number,
  invoiceNumber: request.invoice_number,
  invoiceState: request.invoice_status,
  partnerEmail: request.partner.email,
});

/** An approved invoice request as the partner invoice form offers it. */
export const toRequestOption = (request: InvoiceRequest): PartnerInvoiceRequestOption => ({
  id: request.id,
  requestNumber: request.request_number,
  partnerName: request.partner.name,
  amount: request.amount,
});
