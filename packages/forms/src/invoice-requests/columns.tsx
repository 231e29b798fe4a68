import { Badge, type BadgeTone, type TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import type { ListFilter } from '../list-screen/ListScreen.tsx';
import { formatDay, formatRupees } from './format.ts';
import { invoiceRequestListMessages as m } from './listMessages.ts';
import { invoiceRequestMessages } from './messages.ts';
import type {
  InvoiceRequestPartnerRow,
  InvoiceRequestRow,
  InvoiceRequestState,
  PartnerInvoiceState,
} from './types.ts';

const REQUEST_STATUS = {
  pending: { label: invoiceRequestMessages.statusPending, tone: 'warning' },
  approved: { label: invoiceRequestMessages.statusApproved, tone: 'success' },
  rejected: { label: invoiceRequestMessages.statusRejected, tone: 'error' },
} as const satisfies Record<InvoiceRequestState, { label: unknown; tone: BadgeTone }>;

const INVOICE_STATUS = {
  none: { label: invoiceRequestMessages.invoiceNone, tone: 'neutral' },
  created: { label: invoiceRequestMessages.invoiceCreated, tone: 'success' },
  failed: { label: invoiceRequestMessages.invoiceFailed, tone: 'error' },
} as const satisfies Record<PartnerInvoiceState, { label: unknown; tone: BadgeTone }>;

/** The review states, in filter order. */
export const REQUEST_STATUSES = Object.keys(REQUEST_STATUS) as InvoiceRequestState[];
/** The partner invoice states, in filter order. */
export const INVOICE_STATUSES = Object.keys(INVOICE_STATUS) as PartnerInvoiceState[];

/** The 'Status' filter of an invoice request list (server filter `status`). */
export const statusFilter = (intl: IntlShape): ListFilter => ({
  id: 'status',
  label: intl.formatMessage(m.filterStatus),
  options: REQUEST_STATUSES.map((id) => ({ id, label: intl.formatMessage(REQUEST_STATUS[id].label) })),
});

/** The 'Invoice status' filter (server filter `invoice_status`). */
export const invoiceStatusFilter = (intl: IntlShape): ListFilter => ({
  id: 'invoice_status',
  label: intl.formatMessage(m.filterInvoiceStatus),
  options: INVOICE_STATUSES.map((id) => ({ id, label: intl.formatMessage(INVOICE_STATUS[id].label) })),
});

const requestStatusBadge = (intl: IntlShape, status: InvoiceRequestState) => (
  <Badge variant="status" tone={REQUEST_STATUS[status].tone}>
    {intl.formatMessage(REQUEST_STATUS[status].label)}
  </Badge>
);

const invoiceStatusBadge = (intl: IntlShape, status: PartnerInvoiceState) => (
  <Badge variant="status" tone={INVOICE_STATUS[status].tone}>
    {intl.formatMessage(INVOICE_STATUS[status].label)}
  </Badge>
);

/**
 * Columns of GET /finance/invoicerequest_partner-list/; sortable ids are the server's orderings
 * (name, city, open_work_orders, open_amount).
 */
export function partnerColumns(intl: IntlShape): TableColumn<InvoiceRequestPartnerRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'name', name: t(m.columnPartner), isRowHeader: true, allowsSorting: true },
    { id: 'city', name: t(m.columnCity), allowsSorting: true },
    { id: 'state', name: t(m.columnState) },
    {
      id: 'open_work_orders',
      name: t(m.columnOpenWorkOrders),
      allowsSorting: true,
      align: 'end',
      render: (row) => intl.formatNumber(row.openWorkOrders),
    },
    {
      id: 'open_amount',
      name: t(m.columnOpenAmount),
      allowsSorting: true,
      align: 'end',
      render: (row) => formatRupees(intl, row.openAmount),
    },
  ];
}

/**
 * Columns of GET /finance/invoice-request/ (request view); sortable ids are the server's
 * orderings (request_number, partner, amount, status, created_at).
 */
export function requestColumns(intl: IntlShape): TableColumn<InvoiceRequestRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'request_number',
      name: t(m.columnRequest),
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => row.requestNumber,
    },
    { id: 'partner', name: t(m.columnPartner), allowsSorting: true, render: (row) => row.partner.name },
    {
      id: 'amount',
      name: t(m.columnAmount),
      allowsSorting: true,
      align: 'end',
      render: (row) => formatRupees(intl, row.amount),
    },
    {
      id: 'work_order_count',
      name: t(m.columnWorkOrders),
      align: 'end',
      render: (row) => intl.formatNumber(row.workOrderCount),
    },
    {
      id: 'status',
      name: t(m.columnStatus),
      allowsSorting: true,
      render: (row) => requestStatusBadge(intl, row.status),
    },
    { id: 'review_remarks', name: t(m.columnReviewRemarks), render: (row) => row.reviewRemarks },
    {
      id: 'created_at',
      name: t(m.columnRequested),
      allowsSorting: true,
      render: (row) => formatDay(intl, row.createdAt),
    },
  ];
}

/** Columns of the partner invoice view of GET /finance/invoice-request/?status=approved. */
export function invoiceColumns(intl: IntlShape): TableColumn<InvoiceRequestRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'request_number',
      name: t(m.columnRequest),
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => row.requestNumber,
    },
    { id: 'invoice_number', name: t(m.columnInvoice), render: (row) => row.invoiceNumber ?? '' },
    { id: 'partner', name: t(m.columnPartner), allowsSorting: true, render: (row) => row.partner.name },
    {
      id: 'amount',
      name: t(m.columnAmount),
      allowsSorting: true,
      align: 'end',
      render: (row) => formatRupees(intl, row.amount),
    },
    {
      id: 'invoice_status',
      name: t(m.columnInvoiceStatus),
      render: (row) => invoiceStatusBadge(intl, row.invoiceStatus),
    },
    {
      id: 'sent_count',
      name: t(m.columnSent),
      align: 'end',
      render: (row) => intl.formatNumber(row.sentCount),
    },
    { id: 'last_sent_at', name: t(m.columnLastSent), render: (row) => formatDay(intl, row.lastSentAt) },
  ];
}

/** A filter value from the URL when it is one of `allowed`, else undefined (a hand-edited URL is ignored). */
export function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((item) => item === value);
}
