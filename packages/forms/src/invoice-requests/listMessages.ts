import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  partnersTitle: {
    id: 'forms.invoiceRequests.partnersTitle',
    defaultMessage: 'Partners with work orders to invoice',
  },
  partnersDescription: {
    id: 'forms.invoiceRequests.partnersDescription',
    defaultMessage: 'Completed work orders that are not in an invoice request yet, by partner.',
  },
  partnersEmpty: {
    id: 'forms.invoiceRequests.partnersEmpty',
    defaultMessage: 'Every completed work order is in an invoice request.',
  },
  requestsTitle: { id: 'forms.invoiceRequests.requestsTitle', defaultMessage: 'Invoice requests' },
  requestsEmpty: { id: 'forms.invoiceRequests.requestsEmpty', defaultMessage: 'No invoice request yet.' },
  invoicesTitle: { id: 'forms.invoiceRequests.invoicesTitle', defaultMessage: 'Partner invoices' },
  invoicesDescription: {
    id: 'forms.invoiceRequests.invoicesDescription',
    defaultMessage: 'Approved invoice requests and the partner invoices made from them.',
  },
  invoicesEmpty: {
    id: 'forms.invoiceRequests.invoicesEmpty',
    defaultMessage: 'No approved invoice request yet.',
  },
  searchPartners: {
    id: 'forms.invoiceRequests.searchPartners',
    defaultMessage: 'Search name, city or phone',
  },
  searchRequests: {
    id: 'forms.invoiceRequests.searchRequests',
    defaultMessage: 'Search request, invoice or partner',
  },
  columnPartner: { id: 'forms.invoiceRequests.columnPartner', defaultMessage: 'Partner' },
  columnCity: {
    id: 'forms.invoiceRequests.columnCity',
    defaultMessage: 'City',
    description: 'Column header: the city of the work order',
  },
  columnState: {
    id: 'forms.invoiceRequests.columnState',
    defaultMessage: 'State',
    description: 'Column header: the Indian state of the work order (region, not a status)',
  },
  columnOpenWorkOrders: {
    id: 'forms.invoiceRequests.columnOpenWorkOrders',
    defaultMessage: 'Open work orders',
  },
  columnOpenAmount: { id: 'forms.invoiceRequests.columnOpenAmount', defaultMessage: 'Open amount' },
  columnRequest: { id: 'forms.invoiceRequests.columnRequest', defaultMessage: 'Request' },
  columnAmount: { id: 'forms.invoiceRequests.columnAmount', defaultMessage: 'Amount' },
  columnWorkOrders: { id: 'forms.invoiceRequests.columnWorkOrders', defaultMessage: 'Work orders' },
  columnStatus: {
    id: 'forms.invoiceRequests.columnStatus',
    defaultMessage: 'Status',
    description: 'Column header: status of the invoice request',
  },
  columnInvoice: { id: 'forms.invoiceRequests.columnInvoice', defaultMessage: 'Invoice' },
  columnInvoiceStatus: { id: 'forms.invoiceRequests.columnInvoiceStatus', defaultMessage: 'Invoice status' },
  columnRequested: { id: 'forms.invoiceRequests.columnRequested', defaultMessage: 'Requested on' },
  columnReviewRemarks: { id: 'forms.invoiceRequests.columnReviewRemarks', defaultMessage: 'Review remarks' },
  columnSent: { id: 'forms.invoiceRequests.columnSent', defaultMessage: 'Times sent' },
  columnLastSent: { id: 'forms.invoiceRequests.columnLastSent', defaultMessage: 'Last sent' },
  filterStatus: {
    id: 'forms.invoiceRequests.filterStatus',
    defaultMessage: 'Status',
    description: 'Filter label: filter invoice requests by status',
  },
  filterInvoiceStatus: { id: 'forms.invoiceRequests.filterInvoiceStatus', defaultMessage: 'Invoice status' },
  actionFailed: {
    id: 'forms.invoiceRequests.actionFailed',
    defaultMessage: 'The invoice could not be downloaded',
  },
});

/**
 * Texts of the invoice request and partner invoice lists (titles, columns, filters). The spec
 * shows none for these screens (operations §7 'Finance': shapes not shown): reference wording.
 */
export const invoiceRequestListMessages: InvoiceRequestListMessages = plain;

/** Type of {@link invoiceRequestListMessages}. */
export type InvoiceRequestListMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
};
