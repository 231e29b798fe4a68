import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  payablesTitle: { id: 'forms.payables.title', defaultMessage: 'Payables' },
  payablesDescription: {
    id: 'forms.payables.description',
    defaultMessage: 'Approved partner invoices awaiting payment, due first.',
  },
  payablesEmpty: { id: 'forms.payables.empty', defaultMessage: 'Nothing to pay: every invoice is paid.' },
  paidTitle: { id: 'forms.payables.paidTitle', defaultMessage: 'Paid invoices' },
  paidDescription: {
    id: 'forms.payables.paidDescription',
    defaultMessage: 'Partner invoices paid, with the payment reference, who recorded it and when.',
  },
  paidEmpty: { id: 'forms.payables.paidEmpty', defaultMessage: 'No invoice has been paid yet.' },
  search: { id: 'forms.payables.search', defaultMessage: 'Search invoice, request or partner' },
  searchPaid: { id: 'forms.payables.searchPaid', defaultMessage: 'Search invoice, partner or reference' },
  filterPartner: { id: 'forms.payables.filterPartner', defaultMessage: 'Partner' },
  filterMonth: { id: 'forms.payables.filterMonth', defaultMessage: 'Invoice month' },
  filterPaidMonth: { id: 'forms.payables.filterPaidMonth', defaultMessage: 'Payment month' },
  filterDue: {
    id: 'forms.payables.filterDue',
    defaultMessage: 'Due',
    description: 'Filter option of the payables list: invoices whose payment is due (adjective, not a date)',
  },
  dueOverdue: { id: 'forms.payables.dueOverdue', defaultMessage: 'Overdue' },
  dueNotYet: { id: 'forms.payables.dueNotYet', defaultMessage: 'Not yet due' },
  columnInvoice: { id: 'forms.payables.columnInvoice', defaultMessage: 'Invoice' },
  columnRequest: { id: 'forms.payables.columnRequest', defaultMessage: 'Request' },
  columnPartner: { id: 'forms.payables.columnPartner', defaultMessage: 'Partner' },
  columnAmount: { id: 'forms.payables.columnAmount', defaultMessage: 'Amount' },
  columnInvoiced: { id: 'forms.payables.columnInvoiced', defaultMessage: 'Invoice date' },
  columnDue: { id: 'forms.payables.columnDue', defaultMessage: 'Due date' },
  columnStatus: {
    id: 'forms.payables.columnStatus',
    defaultMessage: 'Status',
    description: 'Column header: status of the payable',
  },
  columnPaidOn: { id: 'forms.payables.columnPaidOn', defaultMessage: 'Paid on' },
  columnReference: { id: 'forms.payables.columnReference', defaultMessage: 'Payment reference' },
  columnPaidBy: { id: 'forms.payables.columnPaidBy', defaultMessage: 'Recorded by' },
  columnRecordedAt: { id: 'forms.payables.columnRecordedAt', defaultMessage: 'Recorded at' },
  overdue: { id: 'forms.payables.overdue', defaultMessage: 'Overdue' },
  notDue: { id: 'forms.payables.notDue', defaultMessage: 'Not yet due' },
  totalsLabel: { id: 'forms.payables.totalsLabel', defaultMessage: 'Totals of the filtered list' },
  totalOutstanding: { id: 'forms.payables.totalOutstanding', defaultMessage: 'To pay' },
  totalOverdue: { id: 'forms.payables.totalOverdue', defaultMessage: 'Overdue' },
  totalPaid: {
    id: 'forms.payables.totalPaid',
    defaultMessage: 'Paid',
    description: 'Heading of a total on the finance dashboard: the amount paid so far',
  },
  exportCsv: { id: 'forms.payables.exportCsv', defaultMessage: 'Export CSV' },
  exportFailed: { id: 'forms.payables.exportFailed', defaultMessage: 'The export could not be downloaded' },
  markPaid: { id: 'forms.payables.markPaid', defaultMessage: 'Mark paid' },
  markSelectedPaid: { id: 'forms.payables.markSelectedPaid', defaultMessage: 'Mark selected paid' },
  paymentReference: { id: 'forms.payables.paymentReference', defaultMessage: 'Payment reference' },
  paymentReferenceHelp: {
    id: 'forms.payables.paymentReferenceHelp',
    defaultMessage: 'The bank UTR, cheque or transfer number (letters, digits, / or -).',
  },
  paymentDate: { id: 'forms.payables.paymentDate', defaultMessage: 'Payment date' },
  paymentDateHelp: {
    id: 'forms.payables.paymentDateHelp',
    defaultMessage: 'As YYYY-MM-DD, for example 2026-11-25.',
  },
  referenceRequired: {
    id: 'forms.payables.referenceRequired',
    defaultMessage: 'Enter the payment reference.',
  },
  referenceInvalid: {
    id: 'forms.payables.referenceInvalid',
    defaultMessage: 'Use 3 to 40 letters, digits, / or -, starting and ending with a letter or digit.',
  },
  dateRequired: { id: 'forms.payables.dateRequired', defaultMessage: 'Enter the payment date.' },
  dateInvalid: { id: 'forms.payables.dateInvalid', defaultMessage: 'Enter a date as YYYY-MM-DD.' },
  dateInFuture: {
    id: 'forms.payables.dateInFuture',
    defaultMessage: 'The payment date cannot be in the future.',
  },
  confirmPaid: { id: 'forms.payables.confirmPaid', defaultMessage: 'Record payment' },
  cancel: {
    id: 'forms.payables.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the dialog without marking anything paid (verb)',
  },
  payFailed: { id: 'forms.payables.payFailed', defaultMessage: 'Payment not recorded' },
  summaryInvoices: { id: 'forms.payables.summaryInvoices', defaultMessage: 'Invoices' },
  summaryTotal: {
    id: 'forms.payables.summaryTotal',
    defaultMessage: 'Total',
    description: 'Heading of the total line of the payables summary (noun)',
  },
  dashboardTitle: { id: 'forms.payables.dashboardTitle', defaultMessage: 'Payables dashboard' },
  dashboardByMonth: { id: 'forms.payables.dashboardByMonth', defaultMessage: 'By invoice month' },
  dashboardByPartner: {
    id: 'forms.payables.dashboardByPartner',
    defaultMessage: 'Partners with the most to pay',
  },
  dashboardEmpty: { id: 'forms.payables.dashboardEmpty', defaultMessage: 'No partner invoice yet.' },
  columnMonth: {
    id: 'forms.payables.columnMonth',
    defaultMessage: 'Month',
    description: 'Column header: the month of the payables (noun)',
  },
  columnOutstanding: { id: 'forms.payables.columnOutstanding', defaultMessage: 'To pay' },
  columnOverdue: { id: 'forms.payables.columnOverdue', defaultMessage: 'Overdue' },
  columnPaid: {
    id: 'forms.payables.columnPaid',
    defaultMessage: 'Paid',
    description: 'Column header: the amount already paid (noun)',
  },
  loading: { id: 'forms.payables.loading', defaultMessage: 'Loading' },
  retry: {
    id: 'forms.payables.retry',
    defaultMessage: 'Retry',
    description: 'Button after a failed load: load the payables again (verb)',
  },
  loadFailed: { id: 'forms.payables.loadFailed', defaultMessage: 'Could not load' },
  invoiceListTitle: { id: 'forms.payables.invoiceListTitle', defaultMessage: 'My invoices' },
  invoiceListDescription: {
    id: 'forms.payables.invoiceListDescription',
    defaultMessage: 'Your invoice requests and invoices, from request to payment.',
  },
  invoiceListEmpty: { id: 'forms.payables.invoiceListEmpty', defaultMessage: 'No invoice yet.' },
  searchInvoiceList: {
    id: 'forms.payables.searchInvoiceList',
    defaultMessage: 'Search request, invoice or reference',
  },
  filterStage: {
    id: 'forms.payables.filterStage',
    defaultMessage: 'Status',
    description: 'Filter label: filter payables by status (stage of payment)',
  },
  stageRequested: { id: 'forms.payables.stageRequested', defaultMessage: 'Requested' },
  stageApproved: { id: 'forms.payables.stageApproved', defaultMessage: 'Approved' },
  stageInvoiced: { id: 'forms.payables.stageInvoiced', defaultMessage: 'Invoiced' },
  stagePaid: {
    id: 'forms.payables.stagePaid',
    defaultMessage: 'Paid',
    description: 'Payable stage: the invoice has been paid (past participle)',
  },
  stageRejected: { id: 'forms.payables.stageRejected', defaultMessage: 'Rejected' },
  columnRequested: { id: 'forms.payables.columnRequested', defaultMessage: 'Requested on' },
  columnPayment: { id: 'forms.payables.columnPayment', defaultMessage: 'Payment' },
  download: { id: 'forms.payables.download', defaultMessage: 'Download' },
  downloadFailed: {
    id: 'forms.payables.downloadFailed',
    defaultMessage: 'The invoice could not be downloaded',
  },
  clientInvoicesTitle: { id: 'forms.payables.clientInvoicesTitle', defaultMessage: 'Client invoices' },
  clientInvoicesDescription: {
    id: 'forms.payables.clientInvoicesDescription',
    defaultMessage: 'Invoices raised on your company, with GST, status and due date.',
  },
  clientInvoicesEmpty: { id: 'forms.payables.clientInvoicesEmpty', defaultMessage: 'No invoice yet.' },
  searchClientInvoices: {
    id: 'forms.payables.searchClientInvoices',
    defaultMessage: 'Search invoice or project',
  },
  columnProject: { id: 'forms.payables.columnProject', defaultMessage: 'Project' },
  columnPeriod: { id: 'forms.payables.columnPeriod', defaultMessage: 'Billing month' },
  columnTaxable: { id: 'forms.payables.columnTaxable', defaultMessage: 'Amount before GST' },
  columnGst: {
    id: 'forms.payables.columnGst',
    defaultMessage: 'GST',
    description: 'Column header: Goods and Services Tax amount of an invoice; keep the abbreviation GST',
  },
  columnTotal: { id: 'forms.payables.columnTotal', defaultMessage: 'Total with GST' },
  columnIssued: { id: 'forms.payables.columnIssued', defaultMessage: 'Issued on' },
  statusIssued: { id: 'forms.payables.statusIssued', defaultMessage: 'Issued' },
  statusPaid: {
    id: 'forms.payables.statusPaid',
    defaultMessage: 'Paid',
    description: 'Payable status badge: the invoice has been paid (past participle)',
  },
  statusOverdue: { id: 'forms.payables.statusOverdue', defaultMessage: 'Overdue' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  markPaidTitleOne: { number: string };
  markPaidTitleMany: { count: number };
  markPaidOne: { number: string };
  downloadOne: { number: string };
  selectedCount: { count: number };
  markSelectedPaidCount: { count: number };
  amountAndCount: { amount: string; count: number };
  paidWith: { date: string; reference: string };
  dueOn: { date: string };
  exported: { name: string };
  viewPayables: { name: string };
};

const withValues = defineMessages<WithValues>({
  markPaidTitleOne: { id: 'forms.payables.markPaidTitleOne', defaultMessage: 'Mark {number} paid' },
  markPaidTitleMany: {
    id: 'forms.payables.markPaidTitleMany',
    defaultMessage: 'Mark {count, plural, one {# invoice} other {# invoices}} paid',
  },
  markPaidOne: { id: 'forms.payables.markPaidOne', defaultMessage: 'Mark paid {number}' },
  downloadOne: { id: 'forms.payables.downloadOne', defaultMessage: 'Download {number}' },
  markSelectedPaidCount: {
    id: 'forms.payables.markSelectedPaidCount',
    defaultMessage:
      '{count, plural, one {Mark selected paid (# invoice selected)} other {Mark selected paid (# invoices selected)}}',
    description: 'Button over the payables list: marks the {count} selected invoices as paid',
  },
  selectedCount: {
    id: 'forms.payables.selectedCount',
    defaultMessage: '{count, plural, one {# invoice selected} other {# invoices selected}}',
  },
  amountAndCount: {
    id: 'forms.payables.amountAndCount',
    defaultMessage: '{amount} · {count, plural, one {# invoice} other {# invoices}}',
    description:
      'A total of the payables summary: {amount} is the INR sum (e.g. ₹1,20,000.00), {count} how many invoices it adds up',
  },
  paidWith: { id: 'forms.payables.paidWith', defaultMessage: 'Paid on {date}, reference {reference}' },
  dueOn: { id: 'forms.payables.dueOn', defaultMessage: 'Due {date}' },
  exported: { id: 'forms.payables.exported', defaultMessage: 'Saved {name}' },
  viewPayables: { id: 'forms.payables.viewPayables', defaultMessage: 'Payables of {name}' },
});

/** Type of {@link payableMessages}: each descriptor knows the values its message needs. */
export type PayableMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/**
 * Texts of the accounts payable screens (/payables, /paid-invoices, /finance-dashboard,
 * /invoice-list, /client-invoices). The spec words none of these (issue 14: accounts-payable wording).
 */
export const payableMessages: PayableMessages = { ...plain, ...withValues };
