import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  actionsTitle: { id: 'forms.financeWork.actionsTitle', defaultMessage: 'Actions' },
  actionsDescription: {
    id: 'forms.financeWork.actionsDescription',
    defaultMessage: 'Pending finance work, oldest first: KYCs to verify and invoice requests to review.',
  },
  actionsEmpty: {
    id: 'forms.financeWork.actionsEmpty',
    defaultMessage: 'Nothing pending: every task is done.',
  },
  columnType: { id: 'forms.financeWork.columnType', defaultMessage: 'Task' },
  columnPartner: { id: 'forms.financeWork.columnPartner', defaultMessage: 'Partner' },
  columnSince: { id: 'forms.financeWork.columnSince', defaultMessage: 'Waiting since' },
  openButton: { id: 'forms.financeWork.openButton', defaultMessage: 'Open' },
  columnAge: { id: 'forms.financeWork.columnAge', defaultMessage: 'Age' },
  typeKyc: { id: 'forms.financeWork.typeKyc', defaultMessage: 'KYC verification' },
  typeInvoiceReview: { id: 'forms.financeWork.typeInvoiceReview', defaultMessage: 'Invoice request review' },
  typeInvoiceFailed: { id: 'forms.financeWork.typeInvoiceFailed', defaultMessage: 'Invoice creation failed' },
  tppTitle: { id: 'forms.financeWork.tppTitle', defaultMessage: 'TPP transactions' },
  tppDescription: {
    id: 'forms.financeWork.tppDescription',
    defaultMessage: 'Third-party payments to partners: the invoices paid under each payment reference.',
  },
  tppEmpty: { id: 'forms.financeWork.tppEmpty', defaultMessage: 'No payment has been recorded yet.' },
  columnReference: { id: 'forms.financeWork.columnReference', defaultMessage: 'Payment reference' },
  columnPaymentDate: { id: 'forms.financeWork.columnPaymentDate', defaultMessage: 'Payment date' },
  columnInvoices: { id: 'forms.financeWork.columnInvoices', defaultMessage: 'Invoices' },
  columnAmount: { id: 'forms.financeWork.columnAmount', defaultMessage: 'Amount (INR)' },
  totalPaid: { id: 'forms.financeWork.totalPaid', defaultMessage: 'Total paid' },
  totalsLabel: { id: 'forms.financeWork.totalsLabel', defaultMessage: 'Totals of the filtered transactions' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  open: { task: string; partner: string };
  age: { days: number };
  amountAndCount: { amount: string; count: number };
};

const withValues = defineMessages<WithValues>({
  open: {
    id: 'forms.financeWork.open',
    defaultMessage: 'Open {task}: {partner}',
    description: 'Accessible name of the Open button of an Actions row: the task type and the partner',
  },
  age: {
    id: 'forms.financeWork.age',
    defaultMessage: '{days, plural, =0 {Today} one {# day} other {# days}}',
    description: 'How long a pending finance task has waited, in whole days',
  },
  amountAndCount: {
    id: 'forms.financeWork.amountAndCount',
    defaultMessage: '{amount} · {count, plural, one {# transaction} other {# transactions}}',
    description: 'Total of the TPP transactions: {amount} is the INR sum, {count} how many payments',
  },
});

/** Type of {@link financeWorkMessages}: each descriptor knows the values its message needs. */
export type FinanceWorkMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/** Texts of the Actions (/actions) and TPP transactions (/tpp-transactions) screens (issue 14). */
export const financeWorkMessages: FinanceWorkMessages = { ...plain, ...withValues };
