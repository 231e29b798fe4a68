/**
 * `@partner-portal/forms/payables`: the accounts payable screens of Finance Central (issue 14):
 * payables with 'Mark paid', paid invoices, the finance dashboard, the payable partner's own
 * invoices and the client invoicer's invoices; their schema, row types, rupee formatting and texts.
 * Spec: access §1 ('KYC verification, invoices, payables'), operations §2 'Finance menu', §6.
 * @packageDocumentation
 */
export { PayableList } from '../payables/PayableList/index.ts';
export type { PayableListProps } from '../payables/PayableList/index.ts';
export { PaidInvoiceList } from '../payables/PaidInvoiceList/index.ts';
export type { PaidInvoiceListProps } from '../payables/PaidInvoiceList/index.ts';
export { MarkPaidDialog } from '../payables/MarkPaidDialog/index.ts';
export type { MarkPaidDialogProps } from '../payables/MarkPaidDialog/index.ts';
export { FinanceDashboard } from '../payables/FinanceDashboard/index.ts';
export type { FinanceDashboardProps } from '../payables/FinanceDashboard/index.ts';
export { INVOICE_STAGES, InvoiceEntryList } from '../payables/InvoiceEntryList/index.ts';
export type { InvoiceEntryListProps } from '../payables/InvoiceEntryList/index.ts';
export { CLIENT_INVOICE_STATES, ClientInvoiceList } from '../payables/ClientInvoiceList/index.ts';
export type { ClientInvoiceListProps } from '../payables/ClientInvoiceList/index.ts';
export { FinanceActionList } from '../payables/FinanceActionList/index.ts';
export type {
  FinanceActionKind,
  FinanceActionListProps,
  FinanceActionRow,
} from '../payables/FinanceActionList/index.ts';
export { TppTransactionList, tppTransactionsCsv } from '../payables/TppTransactionList/index.ts';
export type { TppTransactionListProps, TppTransactionRow } from '../payables/TppTransactionList/index.ts';
export { financeWorkMessages } from '../payables/financeWorkMessages.ts';
export type { FinanceWorkMessages } from '../payables/financeWorkMessages.ts';
export { markPaidSchema, PAYMENT_REFERENCE_PATTERN } from '../payables/schema.ts';
export type { MarkPaidSchemaMessages, MarkPaidValues } from '../payables/schema.ts';
export { formatCalendarDay, formatInr, formatInstant, formatMonth, rupeeLocale } from '../payables/format.ts';
export { payableMessages } from '../payables/messages.ts';
export type { PayableMessages } from '../payables/messages.ts';
export type {
  ClientInvoiceRow,
  ClientInvoiceState,
  FinanceDashboardView,
  InvoiceEntryRow,
  InvoiceStage,
  PayableFiguresView,
  PayablePartnerOption,
  PayableRow,
  PayableTotalsView,
} from '../payables/types.ts';
