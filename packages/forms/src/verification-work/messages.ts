import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  // Shared columns and texts.
  ticket: { id: 'verification.field.ticket', defaultMessage: 'Ticket' },
  customer: { id: 'verification.field.customer', defaultMessage: 'Customer' },
  district: { id: 'verification.field.district', defaultMessage: 'District' },
  product: { id: 'verification.field.product', defaultMessage: 'Product' },
  status: {
    id: 'verification.field.status',
    defaultMessage: 'Status',
    description: 'Column header: status of the verification',
  },
  actions: { id: 'verification.field.actions', defaultMessage: 'Actions' },
  reason: { id: 'verification.field.reason', defaultMessage: 'Reason' },
  required: { id: 'verification.required', defaultMessage: 'This field is required.' },
  reasonLength: { id: 'verification.reasonLength', defaultMessage: 'Write 10 to 500 characters.' },
  // KCI tasks.
  kciTitle: { id: 'verification.kci.title', defaultMessage: 'KCI tasks' },
  kciDescription: {
    id: 'verification.kci.description',
    defaultMessage:
      'Key customer information checklists of finished visits: answer every item, with a remark for each failed one.',
  },
  kciEmpty: { id: 'verification.kci.empty', defaultMessage: 'No KCI checklist to complete' },
  kciTemplate: { id: 'verification.kci.template', defaultMessage: 'Checklist' },
  kciItems: { id: 'verification.kci.items', defaultMessage: 'Items' },
  kciDue: {
    id: 'verification.kci.due',
    defaultMessage: 'Due',
    description: 'Label before the date a KCI check is due (noun: due date)',
  },
  kciResult: { id: 'verification.kci.result', defaultMessage: 'Result' },
  kciComplete: { id: 'verification.kci.complete', defaultMessage: 'Complete checklist' },
  kciSubmit: { id: 'verification.kci.submit', defaultMessage: 'Save checklist' },
  kciPass: {
    id: 'verification.kci.pass',
    defaultMessage: 'Pass',
    description: 'KCI checklist answer: the item passes the check',
  },
  kciFail: {
    id: 'verification.kci.fail',
    defaultMessage: 'Fail',
    description: 'KCI checklist answer: the item fails the check',
  },
  kciNa: {
    id: 'verification.kci.na',
    defaultMessage: 'N/A',
    description: 'Answer of a KCI checklist item: not applicable (short form)',
  },
  kciAnswerRequired: { id: 'verification.kci.answerRequired', defaultMessage: 'Choose pass, fail or N/A.' },
  kciRemarkRequired: { id: 'verification.kci.remarkRequired', defaultMessage: 'Say what failed.' },
  kciPending: {
    id: 'verification.kci.pending',
    defaultMessage: 'Pending',
    description: 'KCI task status: not done yet (adjective: pending)',
  },
  kciCompleted: { id: 'verification.kci.completed', defaultMessage: 'Completed' },
  kciPassed: { id: 'verification.kci.passed', defaultMessage: 'Passed' },
  kciFailed: { id: 'verification.kci.failed', defaultMessage: 'Failed' },
  // Audit documents.
  auditTitle: { id: 'verification.audit.title', defaultMessage: 'Audit documents' },
  auditDescription: {
    id: 'verification.audit.description',
    defaultMessage:
      'Documents attached to tickets: open each one, then accept it or reject it with a reason.',
  },
  auditEmpty: { id: 'verification.audit.empty', defaultMessage: 'No document to audit' },
  auditDocument: { id: 'verification.audit.document', defaultMessage: 'Document' },
  auditKind: {
    id: 'verification.audit.kind',
    defaultMessage: 'Type',
    description: 'Column header: the type of the audit document (noun)',
  },
  auditUploaded: { id: 'verification.audit.uploaded', defaultMessage: 'Uploaded' },
  auditOpen: { id: 'verification.audit.open', defaultMessage: 'Open document' },
  auditReview: {
    id: 'verification.audit.review',
    defaultMessage: 'Review',
    description: 'Button of an audit document row: open it to accept or reject (verb)',
  },
  auditDecision: { id: 'verification.audit.decision', defaultMessage: 'Decision' },
  auditAccept: { id: 'verification.audit.accept', defaultMessage: 'Accept' },
  auditReject: {
    id: 'verification.audit.reject',
    defaultMessage: 'Reject',
    description: 'Button: reject the audit document (verb)',
  },
  auditDecisionRequired: {
    id: 'verification.audit.decisionRequired',
    defaultMessage: 'Choose accept or reject.',
  },
  auditReasonHelp: {
    id: 'verification.audit.reasonHelp',
    defaultMessage: 'Required to reject: what is wrong with the document.',
  },
  auditSubmit: { id: 'verification.audit.submit', defaultMessage: 'Save review' },
  auditPending: {
    id: 'verification.audit.pending',
    defaultMessage: 'Pending',
    description: 'Audit document status: waiting for review (adjective: pending)',
  },
  auditAccepted: { id: 'verification.audit.accepted', defaultMessage: 'Accepted' },
  auditRejected: { id: 'verification.audit.rejected', defaultMessage: 'Rejected' },
  kindServiceCallReport: {
    id: 'verification.audit.kind.serviceCallReport',
    defaultMessage: 'Service call report',
  },
  kindInvoiceCopy: { id: 'verification.audit.kind.invoiceCopy', defaultMessage: 'Invoice copy' },
  kindSitePhoto: { id: 'verification.audit.kind.sitePhoto', defaultMessage: 'Site photo' },
  kindCustomerId: { id: 'verification.audit.kind.customerId', defaultMessage: 'Customer ID' },
  kindDeliveryChallan: { id: 'verification.audit.kind.deliveryChallan', defaultMessage: 'Delivery challan' },
  // Verify schedule.
  verifyTitle: { id: 'verification.verify.title', defaultMessage: 'Visits to verify' },
  verifyDescription: {
    id: 'verification.verify.description',
    defaultMessage:
      'Completed visits to confirm with the customer: schedule a call or a visit, then record what the customer said.',
  },
  verifyEmpty: { id: 'verification.verify.empty', defaultMessage: 'No visit to verify' },
  verifyClosed: { id: 'verification.verify.closed', defaultMessage: 'Visit closed' },
  verifyEngineer: { id: 'verification.verify.engineer', defaultMessage: 'Engineer' },
  verifyWhen: { id: 'verification.verify.when', defaultMessage: 'Verification' },
  verifySchedule: {
    id: 'verification.verify.schedule',
    defaultMessage: 'Schedule',
    description: 'Button: plan the verification visit (verb)',
  },
  verifyReschedule: {
    id: 'verification.verify.reschedule',
    defaultMessage: 'Reschedule',
    description: 'Button: move the verification visit to another date (verb)',
  },
  verifyRecord: { id: 'verification.verify.record', defaultMessage: 'Record outcome' },
  verifyAt: { id: 'verification.verify.at', defaultMessage: 'Date and time' },
  verifyChannel: { id: 'verification.verify.channel', defaultMessage: 'Channel' },
  verifyCall: { id: 'verification.verify.call', defaultMessage: 'Phone call' },
  verifyVisit: { id: 'verification.verify.visit', defaultMessage: 'Visit' },
  verifyAssignee: { id: 'verification.verify.assignee', defaultMessage: 'Who calls or visits' },
  verifyFuture: { id: 'verification.verify.future', defaultMessage: 'Choose a time in the future.' },
  verifyOutcome: { id: 'verification.verify.outcome', defaultMessage: 'Outcome' },
  verifyVerified: { id: 'verification.verify.verified', defaultMessage: 'Verified' },
  verifyDiscrepancy: { id: 'verification.verify.discrepancy', defaultMessage: 'Discrepancy' },
  verifyToSchedule: { id: 'verification.verify.toSchedule', defaultMessage: 'To schedule' },
  verifyScheduled: { id: 'verification.verify.scheduled', defaultMessage: 'Scheduled' },
  verifyOpen: {
    id: 'verification.verify.open',
    defaultMessage: 'Open',
    description: 'Verification filter option: visits still to verify (adjective: open)',
  },
  verifyDone: {
    id: 'verification.verify.done',
    defaultMessage: 'Done',
    description: 'Verification status: the visit was verified (adjective: done)',
  },
  verifyOutcomeRequired: {
    id: 'verification.verify.outcomeRequired',
    defaultMessage: 'Choose verified or discrepancy.',
  },
  verifyNote: {
    id: 'verification.verify.note',
    defaultMessage: 'Note',
    description: 'Field label: a note about the verification visit (noun)',
  },
  verifyNoteHelp: {
    id: 'verification.verify.noteHelp',
    defaultMessage: 'Required for a discrepancy: what the customer reported.',
  },
  verifySubmitSchedule: { id: 'verification.verify.submitSchedule', defaultMessage: 'Save schedule' },
  verifySubmitOutcome: { id: 'verification.verify.submitOutcome', defaultMessage: 'Save outcome' },
  // Raw addresses.
  rawTitle: { id: 'verification.raw.title', defaultMessage: 'Addresses to resolve' },
  rawDescription: {
    id: 'verification.raw.description',
    defaultMessage:
      'Tickets whose customer address did not resolve to a pincode: find the pincode and choose its district.',
  },
  rawEmpty: { id: 'verification.raw.empty', defaultMessage: 'No address to resolve' },
  rawAddress: { id: 'verification.raw.address', defaultMessage: 'Address as received' },
  rawPhone: { id: 'verification.raw.phone', defaultMessage: 'Phone' },
  rawResolve: {
    id: 'verification.raw.resolve',
    defaultMessage: 'Resolve',
    description: 'Button of a raw address row: correct the address (verb)',
  },
  rawSubmit: { id: 'verification.raw.submit', defaultMessage: 'Save address' },
  rawPincode: { id: 'verification.raw.pincode', defaultMessage: 'Pincode' },
  rawPincodeInvalid: { id: 'verification.raw.pincodeInvalid', defaultMessage: 'Enter the 6-digit pincode.' },
  rawPincodeHelp: {
    id: 'verification.raw.pincodeHelp',
    defaultMessage: 'The district and state follow from the pincode.',
  },
  rawLooking: { id: 'verification.raw.looking', defaultMessage: 'Looking up the pincode…' },
  rawNotFound: { id: 'verification.raw.notFound', defaultMessage: 'No location found for this pincode.' },
  rawLookupFailed: {
    id: 'verification.raw.lookupFailed',
    defaultMessage: 'The pincode could not be looked up. Try again.',
  },
  rawDistrict: { id: 'verification.raw.district', defaultMessage: 'District' },
  rawState: { id: 'verification.raw.state', defaultMessage: 'State' },
  rawPending: {
    id: 'verification.raw.pending',
    defaultMessage: 'Pending',
    description: 'Raw address status: not corrected yet (adjective: pending)',
  },
  rawResolved: { id: 'verification.raw.resolved', defaultMessage: 'Resolved' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  rowActions: { number: string };
  kciRemarkFor: { item: string };
  kciDialogTitle: { template: string; number: string };
  kciItemsDone: { answered: number; total: number };
  auditDialogTitle: { file: string; number: string };
  verifyScheduleTitle: { number: string };
  verifyOutcomeTitle: { number: string };
  rawDialogTitle: { number: string };
  verifyScheduleLabel: { number: string };
  verifyRescheduleLabel: { number: string };
  verifyRecordLabel: { number: string };
  kciCompleteLabel: { number: string };
  auditReviewLabel: { file: string; number: string };
  rawResolveLabel: { number: string };
};

const withValues = defineMessages<WithValues>({
  rowActions: { id: 'verification.rowActions', defaultMessage: 'Actions for {number}' },
  kciRemarkFor: { id: 'verification.kci.remarkFor', defaultMessage: 'Remark on {item}' },
  kciDialogTitle: { id: 'verification.kci.dialogTitle', defaultMessage: '{template} of {number}' },
  kciItemsDone: { id: 'verification.kci.itemsDone', defaultMessage: '{answered} of {total}' },
  auditDialogTitle: { id: 'verification.audit.dialogTitle', defaultMessage: 'Review {file} of {number}' },
  verifyScheduleTitle: {
    id: 'verification.verify.scheduleTitle',
    defaultMessage: 'Schedule the verification of {number}',
  },
  verifyOutcomeTitle: {
    id: 'verification.verify.outcomeTitle',
    defaultMessage: 'Outcome of the verification of {number}',
  },
  rawDialogTitle: { id: 'verification.raw.dialogTitle', defaultMessage: 'Resolve the address of {number}' },
  verifyScheduleLabel: {
    id: 'verification.verify.scheduleLabel',
    defaultMessage: 'Schedule {number}',
    description:
      "Accessible name of a row's 'Schedule' button (plan the verification visit); {number} is the ticket number",
  },
  verifyRescheduleLabel: {
    id: 'verification.verify.rescheduleLabel',
    defaultMessage: 'Reschedule {number}',
    description:
      "Accessible name of a row's 'Reschedule' button (move the verification visit); {number} is the ticket number",
  },
  verifyRecordLabel: {
    id: 'verification.verify.recordLabel',
    defaultMessage: 'Record outcome {number}',
    description:
      "Accessible name of a row's 'Record outcome' button (enter the visit's result); {number} is the ticket number",
  },
  kciCompleteLabel: {
    id: 'verification.kci.completeLabel',
    defaultMessage: 'Complete checklist {number}',
    description:
      "Accessible name of a row's 'Complete checklist' button (fill in the KCI checklist); {number} is the ticket number",
  },
  auditReviewLabel: {
    id: 'verification.audit.reviewLabel',
    defaultMessage: 'Review {file} {number}',
    description:
      "Accessible name of a row's 'Review' button (audit the uploaded document); {file} is the file name, {number} the ticket number",
  },
  rawResolveLabel: {
    id: 'verification.raw.resolveLabel',
    defaultMessage: 'Resolve {number}',
    description:
      "Accessible name of a row's 'Resolve' button (correct the raw address); {number} is the ticket number",
  },
});

/** Type of {@link verificationMessages}: each descriptor knows the values its message needs. */
export type VerificationMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/**
 * Texts of the verification and audit roles' screens: KCI tasks, audit documents, visits to
 * verify and raw addresses (issue 14). The spec words none of these: field-service wording.
 */
export const verificationMessages: VerificationMessages = { ...plain, ...withValues };
