import type {
  InvoiceRequestSummary,
  InvoiceWorkOrderOption,
  PartnerInvoiceRequestOption,
  PartnerInvoiceSummary,
} from './types.ts';

/** Demo work orders of one partner (stories and tests). */
export const demoWorkOrders: InvoiceWorkOrderOption[] = [
  {
    id: 41,
    woNumber: 'WO-000041',
    ticketId: 'TKT-10041',
    project: 'PRJ-MUM',
    description: 'Router installation',
    completedAt: '2026-01-12T10:30:00.000Z',
    amount: 1250,
  },
  {
    id: 81,
    woNumber: 'WO-000081',
    ticketId: 'TKT-10081',
    project: 'PRJ-MUM',
    description: 'Site survey',
    completedAt: '2026-01-14T08:00:00.000Z',
    amount: 800.5,
  },
  {
    id: 121,
    woNumber: 'WO-000121',
    ticketId: 'TKT-10121',
    project: 'PRJ-PUN',
    description: 'Cable repair',
    completedAt: '2026-01-15T12:15:00.000Z',
    amount: 450,
  },
];

/** A pending invoice request (stories and tests). */
export const demoInvoiceRequest: InvoiceRequestSummary = {
  id: 3,
  requestNumber: 'IR-000003',
  partnerName: 'Rao Field Services',
  amount: 2050.5,
  workOrderCount: 2,
  remarks: 'Work orders of Mumbai',
  createdAt: '2026-01-16T09:00:00.000Z',
};

/** Approved requests the partner invoice form offers (stories and tests). */
export const demoApprovedRequests: PartnerInvoiceRequestOption[] = [
  { id: 11, requestNumber: 'IR-000011', partnerName: 'Rao Field Services', amount: 2050.5 },
  { id: 12, requestNumber: 'IR-000012', partnerName: 'Iyer Technicians', amount: 1600 },
];

/** A created, a failed and a not yet invoiced partner invoice (stories and tests). */
export const demoInvoices: Record<'created' | 'failed' | 'none', PartnerInvoiceSummary> = {
  created: {
    id: 11,
    requestNumber: 'IR-000011',
    invoiceNumber: 'INV-000004',
    invoiceState: 'created',
    partnerEmail: 'rao.mum0@partners.demo.test',
  },
  failed: {
    id: 19,
    requestNumber: 'IR-000019',
    invoiceNumber: null,
    invoiceState: 'failed',
    partnerEmail: 'iyer.pun1@partners.demo.test',
  },
  none: {
    id: 21,
    requestNumber: 'IR-000021',
    invoiceNumber: null,
    invoiceState: 'none',
    partnerEmail: 'khan.del2@partners.demo.test',
  },
};
