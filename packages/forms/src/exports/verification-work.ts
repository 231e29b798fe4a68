/**
 * `@partner-portal/forms/verification-work`: the screens of the verification and audit roles
 * (issue 14): columns and rows of the KCI tasks, audit documents, visits to verify and raw
 * addresses; the dialog of each one's primary action (complete a checklist, review a document,
 * schedule a verification and record its outcome, resolve an address); labels, schemas and texts.
 * @packageDocumentation
 */
export {
  auditDocumentColumns,
  kciTaskColumns,
  rawAddressColumns,
  statusBadge,
  verificationColumns,
} from '../verification-work/columns.tsx';
export type {
  AuditDocumentRow,
  KciItemRow,
  KciTaskRow,
  RawAddressRow,
  VerificationRow,
  WorkTicketRow,
} from '../verification-work/columns.tsx';
export {
  auditKindLabels,
  auditStatusLabels,
  kciAnswerLabels,
  kciStatusLabels,
  labelFor,
  optionsFor,
  rawAddressStatusLabels,
  verificationChannelLabels,
  verificationStatusLabels,
} from '../verification-work/labels.ts';
export { verificationMessages } from '../verification-work/messages.ts';
export type { VerificationMessages } from '../verification-work/messages.ts';
export {
  auditReviewSchema,
  kciChecklistSchema,
  rawAddressSchema,
  VERIFICATION_LIMITS,
  verificationOutcomeSchema,
  verificationScheduleSchema,
  verificationSchemaMessages,
} from '../verification-work/schemas.ts';
export type {
  AuditReviewValues,
  KciChecklistSubmission,
  KciChecklistValues,
  RawAddressValues,
  VerificationOutcomeValues,
  VerificationScheduleSubmission,
  VerificationScheduleValues,
  VerificationSchemaMessages,
} from '../verification-work/schemas.ts';
export { KciChecklistDialog } from '../verification-work/KciChecklistDialog/index.ts';
export type { KciChecklistDialogProps } from '../verification-work/KciChecklistDialog/index.ts';
export { AuditReviewDialog } from '../verification-work/AuditReviewDialog/index.ts';
export type { AuditReviewDialogProps } from '../verification-work/AuditReviewDialog/index.ts';
export { VerificationScheduleDialog } from '../verification-work/VerificationScheduleDialog/index.ts';
export type { VerificationScheduleDialogProps } from '../verification-work/VerificationScheduleDialog/index.ts';
export { VerificationOutcomeDialog } from '../verification-work/VerificationOutcomeDialog/index.ts';
export type { VerificationOutcomeDialogProps } from '../verification-work/VerificationOutcomeDialog/index.ts';
export { RawAddressDialog } from '../verification-work/RawAddressDialog/index.ts';
export type { RawAddressDialogProps, RawAddressLookup } from '../verification-work/RawAddressDialog/index.ts';
