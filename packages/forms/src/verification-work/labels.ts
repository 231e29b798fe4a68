import type { SelectOption } from '@partner-portal/ui/inputs';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { verificationMessages as m } from './messages.ts';

type Labels = Readonly<Record<string, MessageDescriptor>>;

/** KCI checklist states and results. */
export const kciStatusLabels: Labels = {
  pending: m.kciPending,
  completed: m.kciCompleted,
  passed: m.kciPassed,
  failed: m.kciFailed,
};
/** Answers of a KCI item. */
export const kciAnswerLabels: Labels = { pass: m.kciPass, fail: m.kciFail, na: m.kciNa };
/** Review states of an audit document. */
export const auditStatusLabels: Labels = {
  pending: m.auditPending,
  accepted: m.auditAccepted,
  rejected: m.auditRejected,
};
/** Kinds of audit documents. */
export const auditKindLabels: Labels = {
  service_call_report: m.kindServiceCallReport,
  invoice_copy: m.kindInvoiceCopy,
  site_photo: m.kindSitePhoto,
  customer_id: m.kindCustomerId,
  delivery_challan: m.kindDeliveryChallan,
};
/** States of a verification, and the list's open and done groups. */
export const verificationStatusLabels: Labels = {
  open: m.verifyOpen,
  done: m.verifyDone,
  to_schedule: m.verifyToSchedule,
  scheduled: m.verifyScheduled,
  verified: m.verifyVerified,
  discrepancy: m.verifyDiscrepancy,
};
/** Channels of a verification. */
export const verificationChannelLabels: Labels = { call: m.verifyCall, visit: m.verifyVisit };
/** States of a raw address. */
export const rawAddressStatusLabels: Labels = { pending: m.rawPending, resolved: m.rawResolved };

/** The label of `value` in `labels`, or the value itself. */
export const labelFor = (intl: IntlShape, labels: Labels, value: string | null | undefined) =>
  value ? (labels[value] ? intl.formatMessage(labels[value]) : value) : '—';

/** Select options of `labels` (ids are the server's values), optionally only `ids`. */
export const optionsFor = (intl: IntlShape, labels: Labels, ids?: readonly string[]): SelectOption[] =>
  (ids ?? Object.keys(labels)).map((id) => ({ id, label: intl.formatMessage(labels[id]!) }));
