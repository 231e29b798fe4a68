import type {
  InvoiceRequestPartnerRow,
  InvoiceRequestRow,
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
    project: { code: 'PRJ-MUM' },
    description: 'Router installation',
    completedAt: '2026-01-12T10:30:00.000Z',
    amount: 1250,
  },
  {
    id: 81,
    woNumber: 'WO-000081',
    ticketId: 'TKT-10081',
    project: { code: 'PRJ-MUM' },
    description: 'Site survey',
    completedAt: '2026-01-14T08:00:00.000Z',
    amount: 800.5,
  },
  {
    id: 121,
    woNumber: 'WO-000121',
    ticketId: 'TKT-10121',
    project: { code: 'PRJ-PUN' },
    description: 'Cable repair',
    completedAt: '2026-01-15T12:15:00.000Z',
    amount: 450,
  },
];

/** A pending invoice request (stories and tests). */
export const demoInvoiceRequest: InvoiceRequestSummary = {
  id: 3,
  requestNumber: 'IR-000003',
  partner: { name: 'Rao Field Services' },
  amount: 2050.5,
  workOrderCount: 2,
  remarks: 'Work orders of Mumbai',
  createdAt: '2026-01-16T09:00:00.000Z',
};

/** Approved requests the partner invoice form offers (stories and tests). */
export const demoApprovedRequests: PartnerInvoiceRequestOption[] = [
  { id: 11, requestNumber: 'IR-000011', partner: { name: 'Rao Field Services' }, amount: 2050.5 },
  { id: 12, requestNumber: 'IR-000012', partner: { name: 'Iyer Technicians' }, amount: 1600 },
];

/** A created, a failed and a not yet invoiced partner invoice (stories and tests). */
export const demoInvoices: Record<'created' | 'failed' | 'none', PartnerInvoiceSummary> = {
  created: {
    id: 11,
    requestNumber: 'IR-000011',
    invoiceNumber: 'INV-000004',
    invoiceStatus: 'created',
    partner: { email: 'rao.mum0@partners.demo.test' },
  },
  failed: {
    id: 19,
    requestNumber: 'IR-000019',
    invoiceNumber: null,
    invoiceStatus: 'failed',
    partner: { email: 'iyer.pun1@partners.demo.test' },
  },
  none: {
    id: 21,
    requestNumber: 'IR-000021',
    invoiceNumber: null,
    invoiceStatus: 'none',
    partner: { email: 'khan.del2@partners.demo.test' },
  },
};

/** Partners with work to invoice (list stories and tests). */
export const demoPartnerRows: InvoiceRequestPartnerRow[] = [
  {
    id: 1,
    name: 'Rao Field Services',
    city: 'Mumbai',
    state: 'Maharashtra',
    openWorkOrders: 3,
    openAmount: 2500.5,
  },
  { id: 2, name: 'Iyer Technicians', city: 'Pune', state: 'Maharashtra', openWorkOrders: 1, openAmount: 450 },
];

/** Invoice requests in each state (list stories and tests). */
export const demoRequestRows: InvoiceRequestRow[] = [
  {
    id: 3,
    requestNumber: 'IR-000003',
    partner: { name: 'Rao Field Services', email: 'rao.mum0@partners.demo.test' },
    status: 'pending',
    amount: 2050.5,
    workOrderCount: 2,
    remarks: 'Work orders of Mumbai',
    reviewRemarks: '',
    createdAt: '2026-01-16T09:00:00.000Z',
    invoiceNumber: null,
    invoiceStatus: 'none',
    sentCount: 0,
    lastSentAt: null,
  },
  {
    id: 11,
    requestNumber: 'IR-000011',
    partner: { name: 'Rao Field Services', email: 'rao.mum0@partners.demo.test' },
    status: 'approved',
    amount: 2050.5,
    workOrderCount: 2,
    remarks: '',
    reviewRemarks: 'Checked against the job cards',
    createdAt: '2026-01-10T09:00:00.000Z',
    invoiceNumber: 'PINV-000011',
    invoiceStatus: 'created',
    sentCount: 1,
    lastSentAt: '2026-01-11T10:00:00.000Z',
  },
  {
    id: 12,
    requestNumber: 'IR-000012',
    partner: { name: 'Iyer Technicians', email: 'iyer.pun1@partners.demo.test' },
    status: 'approved',
    amount: 1600,
    workOrderCount: 1,
    remarks: '',
    reviewRemarks: '',
    createdAt: '2026-01-12T09:00:00.000Z',
    invoiceNumber: null,
    invoiceStatus: 'failed',
    sentCount: 0,
    lastSentAt: null,
  },
  {
    id: 13,
    requestNumber: 'IR-000013',
    partner: { name: 'Khan Services', email: 'khan.del2@partners.demo.test' },
    status: 'rejected',
    amount: 300,
    workOrderCount: 1,
    remarks: '',
    reviewRemarks: 'Duplicate of IR-000012',
    createdAt: '2026-01-13T09:00:00.000Z',
    invoiceNumber: null,
    invoiceStatus: 'none',
    sentCount: 0,
    lastSentAt: null,
  },
];
