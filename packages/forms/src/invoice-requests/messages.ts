import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  statusPending: {
    id: 'forms.finance.statusPending',
    defaultMessage: 'Pending',
    description: 'Invoice status: waiting for review (adjective: pending)',
  },
  statusApproved: { id: 'forms.finance.statusApproved', defaultMessage: 'Approved' },
  statusRejected: { id: 'forms.finance.statusRejected', defaultMessage: 'Rejected' },
  invoiceNone: { id: 'forms.finance.invoiceNone', defaultMessage: 'Not invoiced' },
  invoiceCreated: { id: 'forms.finance.invoiceCreated', defaultMessage: 'Invoice created' },
  invoiceFailed: { id: 'forms.finance.invoiceFailed', defaultMessage: 'Creation failed' },
  cancel: {
    id: 'forms.finance.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the dialog without a decision (verb)',
  },
  failed: { id: 'forms.finance.failed', defaultMessage: 'Could not save' },
  remarks: { id: 'forms.finance.remarks', defaultMessage: 'Remarks' },
  requestTitle: { id: 'forms.finance.requestTitle', defaultMessage: 'New invoice request' },
  workOrders: { id: 'forms.finance.workOrders', defaultMessage: 'Work orders' },
  workOrdersHelp: {
    id: 'forms.finance.workOrdersHelp',
    defaultMessage: 'Completed work orders of this partner that are not in an invoice request yet.',
  },
  workOrdersLoading: { id: 'forms.finance.workOrdersLoading', defaultMessage: 'Loading work orders' },
  workOrdersEmpty: {
    id: 'forms.finance.workOrdersEmpty',
    defaultMessage: 'This partner has no work orders waiting for an invoice request.',
  },
  workOrdersLoadFailed: {
    id: 'forms.finance.workOrdersLoadFailed',
    defaultMessage: 'The work orders could not be loaded.',
  },
  workOrdersRequired: {
    id: 'forms.finance.workOrdersRequired',
    defaultMessage: 'Choose at least one work order.',
  },
  requestSubmit: { id: 'forms.finance.requestSubmit', defaultMessage: 'Create invoice request' },
  reviewPartner: { id: 'forms.finance.reviewPartner', defaultMessage: 'Partner' },
  reviewAmount: { id: 'forms.finance.reviewAmount', defaultMessage: 'Amount' },
  reviewWorkOrders: { id: 'forms.finance.reviewWorkOrders', defaultMessage: 'Work orders' },
  reviewRequested: { id: 'forms.finance.reviewRequested', defaultMessage: 'Requested on' },
  reviewRequestRemarks: { id: 'forms.finance.reviewRequestRemarks', defaultMessage: 'Request remarks' },
  decision: { id: 'forms.finance.decision', defaultMessage: 'Decision' },
  approve: {
    id: 'forms.finance.approve',
    defaultMessage: 'Approve',
    description: 'Button: approve the partner invoice (verb)',
  },
  reject: {
    id: 'forms.finance.reject',
    defaultMessage: 'Reject',
    description: 'Button: reject the partner invoice (verb)',
  },
  decisionRequired: { id: 'forms.finance.decisionRequired', defaultMessage: 'Choose approve or reject.' },
  remarksRequired: { id: 'forms.finance.remarksRequired', defaultMessage: 'Remarks are required to reject.' },
  reviewRemarksHelp: {
    id: 'forms.finance.reviewRemarksHelp',
    defaultMessage: 'Required to reject; the partner and the requester see them.',
  },
  reviewSubmit: { id: 'forms.finance.reviewSubmit', defaultMessage: 'Save review' },
  generateTitle: { id: 'forms.finance.generateTitle', defaultMessage: 'Generate a partner invoice' },
  generateIntro: {
    id: 'forms.finance.generateIntro',
    defaultMessage:
      'Choose an approved invoice request. The first generation creates the invoice; later ones download the same invoice again.',
  },
  generateRequest: { id: 'forms.finance.generateRequest', defaultMessage: 'Approved invoice request' },
  generateLoading: {
    id: 'forms.finance.generateLoading',
    defaultMessage: 'Loading approved invoice requests',
  },
  generateNone: {
    id: 'forms.finance.generateNone',
    defaultMessage: 'There is no approved invoice request to invoice.',
  },
  generateRequired: { id: 'forms.finance.generateRequired', defaultMessage: 'Choose an invoice request.' },
  generateSubmit: { id: 'forms.finance.generateSubmit', defaultMessage: 'Generate and download' },
  generateFailed: {
    id: 'forms.finance.generateFailed',
    defaultMessage: 'The invoice could not be generated',
  },
  generateDone: { id: 'forms.finance.generateDone', defaultMessage: 'Invoice downloaded' },
  download: { id: 'forms.finance.download', defaultMessage: 'Download' },
  resend: { id: 'forms.finance.resend', defaultMessage: 'Resend' },
  resendTitle: { id: 'forms.finance.resendTitle', defaultMessage: 'Resend invoice' },
  retry: { id: 'forms.finance.retry', defaultMessage: 'Retry creation' },
  retryTitle: { id: 'forms.finance.retryTitle', defaultMessage: 'Retry invoice creation' },
  review: {
    id: 'forms.finance.review',
    defaultMessage: 'Review',
    description: 'Button of an invoice row: open it to approve or reject (verb)',
  },
  newRequest: { id: 'forms.finance.newRequest', defaultMessage: 'Request invoice' },
});

const withValues = defineMessages<{
  remarksTooLong: { max: number };
  requestPartner: { name: string };
  workOrderLabel: { woNumber: string; amount: string };
  workOrderDetail: { ticketId: string; project: string; completedAt: string; description: string };
  workOrdersPartial: { shown: number; total: number };
  workOrdersTooMany: { max: number };
  selectedTotal: { count: number; amount: string };
  reviewTitle: { number: string };
  generateRequestOption: { requestNumber: string; partner: string; amount: string };
  downloadLabel: { number: string };
  resendLabel: { number: string };
  resendMessage: { number: string; email: string };
  retryLabel: { number: string };
  retryMessage: { number: string };
  reviewLabel: { number: string };
  newRequestLabel: { name: string };
  downloaded: { name: string };
}>({
  remarksTooLong: {
    id: 'forms.finance.remarksTooLong',
    defaultMessage: 'Remarks can have at most {max} characters.',
  },
  requestPartner: { id: 'forms.finance.requestPartner', defaultMessage: 'Partner: {name}' },
  workOrderLabel: { id: 'forms.finance.workOrderLabel', defaultMessage: '{woNumber} · {amount}' },
  workOrderDetail: {
    id: 'forms.finance.workOrderDetail',
    defaultMessage: 'Ticket {ticketId} · {project} · completed {completedAt} · {description}',
  },
  workOrdersPartial: {
    id: 'forms.finance.workOrdersPartial',
    defaultMessage: 'Showing {shown} of {total} work orders; request the rest in another invoice request.',
  },
  workOrdersTooMany: {
    id: 'forms.finance.workOrdersTooMany',
    defaultMessage: 'Choose at most {max} work orders.',
  },
  selectedTotal: {
    id: 'forms.finance.selectedTotal',
    defaultMessage:
      '{count, plural, =0 {No work order chosen} one {# work order chosen} other {# work orders chosen}}, total {amount}',
  },
  reviewTitle: { id: 'forms.finance.reviewTitle', defaultMessage: 'Review invoice request {number}' },
  generateRequestOption: {
    id: 'forms.finance.generateRequestOption',
    defaultMessage: '{requestNumber} · {partner} · {amount}',
  },
  downloadLabel: { id: 'forms.finance.downloadLabel', defaultMessage: 'Download invoice of {number}' },
  resendLabel: { id: 'forms.finance.resendLabel', defaultMessage: 'Resend invoice {number}' },
  resendMessage: {
    id: 'forms.finance.resendMessage',
    defaultMessage: 'Send invoice {number} again to {email}?',
  },
  retryLabel: { id: 'forms.finance.retryLabel', defaultMessage: 'Retry creation of {number}' },
  retryMessage: {
    id: 'forms.finance.retryMessage',
    defaultMessage: 'Creating the invoice of {number} failed. Create it again?',
  },
  reviewLabel: { id: 'forms.finance.reviewLabel', defaultMessage: 'Review {number}' },
  newRequestLabel: { id: 'forms.finance.newRequestLabel', defaultMessage: 'Request invoice for {name}' },
  downloaded: { id: 'forms.finance.downloaded', defaultMessage: 'Invoice downloaded as {name}.' },
});

/**
 * Texts of the finance screens: invoice requests (create, review), partner invoices (generate,
 * resend, retry). The spec lists the finance calls but shows no texts for them (operations §7
 * 'Finance': "Request and response shapes for this table are not shown"), so these are the
 * reference wording; texts that mirror a server check use the reference server's words
 * (apps/server `FINANCE_MESSAGES`).
 */
export const invoiceRequestMessages: FinanceMessages = { ...plain, ...withValues };

/** Type of {@link invoiceRequestMessages}: each descriptor knows the values its message needs. */
export type FinanceMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly remarksTooLong: TypedMessageDescriptor<{ max: number }>;
  readonly requestPartner: TypedMessageDescriptor<{ name: string }>;
  readonly workOrderLabel: TypedMessageDescriptor<{ woNumber: string; amount: string }>;
  readonly workOrderDetail: TypedMessageDescriptor<{
    ticketId: string;
    project: string;
    completedAt: string;
    description: string;
  }>;
  readonly workOrdersPartial: TypedMessageDescriptor<{ shown: number; total: number }>;
  readonly workOrdersTooMany: TypedMessageDescriptor<{ max: number }>;
  readonly selectedTotal: TypedMessageDescriptor<{ count: number; amount: string }>;
  readonly reviewTitle: TypedMessageDescriptor<{ number: string }>;
  readonly generateRequestOption: TypedMessageDescriptor<{
    requestNumber: string;
    partner: string;
    amount: string;
  }>;
  readonly downloadLabel: TypedMessageDescriptor<{ number: string }>;
  readonly resendLabel: TypedMessageDescriptor<{ number: string }>;
  readonly resendMessage: TypedMessageDescriptor<{ number: string; email: string }>;
  readonly retryLabel: TypedMessageDescriptor<{ number: string }>;
  readonly retryMessage: TypedMessageDescriptor<{ number: string }>;
  readonly downloaded: TypedMessageDescriptor<{ name: string }>;
  readonly reviewLabel: TypedMessageDescriptor<{ number: string }>;
  readonly newRequestLabel: TypedMessageDescriptor<{ name: string }>;
};
