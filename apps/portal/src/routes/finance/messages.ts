import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  partnersTitle: {
    id: 'portal.finance.partnersTitle',
    defaultMessage: 'Partners with work orders to invoice',
  },
  partnersDescription: {
    id: 'portal.finance.partnersDescription',
    defaultMessage: 'Completed work orders that are not in an invoice request yet, by partner.',
  },
  partnersEmpty: {
    id: 'portal.finance.partnersEmpty',
    defaultMessage: 'Every completed work order is in an invoice request.',
  },
  requestsTitle: { id: 'portal.finance.requestsTitle', defaultMessage: 'Invoice requests' },
  requestsEmpty: { id: 'portal.finance.requestsEmpty', defaultMessage: 'No invoice request yet.' },
  invoicesTitle: { id: 'portal.finance.invoicesTitle', defaultMessage: 'Partner invoices' },
  invoicesDescription: {
    id: 'portal.finance.invoicesDescription',
    defaultMessage: 'Approved invoice requests and the partner invoices made from them.',
  },
  invoicesEmpty: { id: 'portal.finance.invoicesEmpty', defaultMessage: 'No approved invoice request yet.' },
  searchPartners: { id: 'portal.finance.searchPartners', defaultMessage: 'Search name, city or phone' },
  searchRequests: {
    id: 'portal.finance.searchRequests',
    defaultMessage: 'Search request, invoice or partner',
  },
  columnPartner: { id: 'portal.finance.columnPartner', defaultMessage: 'Partner' },
  columnCity: { id: 'portal.finance.columnCity', defaultMessage: 'City' },
  columnState: { id: 'portal.finance.columnState', defaultMessage: 'State' },
  columnOpenWorkOrders: { id: 'portal.finance.columnOpenWorkOrders', defaultMessage: 'Open work orders' },
  columnOpenAmount: { id: 'portal.finance.columnOpenAmount', defaultMessage: 'Open amount' },
  columnRequest: { id: 'portal.finance.columnRequest', defaultMessage: 'Request' },
  columnAmount: { id: 'portal.finance.columnAmount', defaultMessage: 'Amount' },
  columnWorkOrders: { id: 'portal.finance.columnWorkOrders', defaultMessage: 'Work orders' },
  columnStatus: { id: 'portal.finance.columnStatus', defaultMessage: 'Status' },
  columnInvoice: { id: 'portal.finance.columnInvoice', defaultMessage: 'Invoice' },
  columnInvoiceStatus: { id: 'portal.finance.columnInvoiceStatus', defaultMessage: 'Invoice status' },
  columnRequested: { id: 'portal.finance.columnRequested', defaultMessage: 'Requested on' },
  columnReviewRemarks: { id: 'portal.finance.columnReviewRemarks', defaultMessage: 'Review remarks' },
  columnSent: { id: 'portal.finance.columnSent', defaultMessage: 'Times sent' },
  columnLastSent: { id: 'portal.finance.columnLastSent', defaultMessage: 'Last sent' },
  filterStatus: { id: 'portal.finance.filterStatus', defaultMessage: 'Status' },
  filterInvoiceStatus: { id: 'portal.finance.filterInvoiceStatus', defaultMessage: 'Invoice status' },
  actionFailed: { id: 'portal.finance.actionFailed', defaultMessage: 'The invoice could not be downloaded' },
});

const withValues = defineMessages<{ downloaded: { name: string } }>({
  downloaded: { id: 'portal.finance.downloaded', defaultMessage: 'Invoice downloaded as {name}.' },
});

/**
 * Texts of the finance route modules (list titles, columns, filters). The spec shows none for
 * these screens (operations §7 'Finance': shapes not shown): reference wording.
 */
export const financeRouteMessages: FinanceRouteMessages = { ...plain, ...withValues };

/** Type of {@link financeRouteMessages}. */
export type FinanceRouteMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly downloaded: TypedMessageDescriptor<{ name: string }>;
};
