/**
 * `@partner-portal/forms/partner-records`: the partner record screens (issue 14): the records
 * list columns and filters (/records, /registered-partners, /rejected), the partner profile
 * (/detail/{uuid}) with its tickets, the KYC verification queue columns (/finance) and review
 * (/kyc-verify/{id}), the account options (/account-options), their types, labels and messages.
 * @packageDocumentation
 */
export type {
  AccountOptionsData,
  KycDocument,
  KycQueueRow,
  KycReviewData,
  KycStatus,
  KycSummaryData,
  MissingItem,
  PartnerProfileData,
  PartnerRecordRow,
  PartnerRecordStatus,
  PartnerTicketRow,
  TicketResponse,
} from '../partner-records/types.ts';
export {
  KycStatusBadge,
  kycQueueColumns,
  kycStatusLabels,
  kycStatusOptions,
  missingItemLabels,
  partnerRecordColumns,
  ratingText,
  RecordStatusBadge,
  recordStatusLabels,
  recordStatusOptions,
  rupees,
} from '../partner-records/labels.tsx';
export type { RecordListVariant } from '../partner-records/labels.tsx';
export { partnerRecordMessages } from '../partner-records/messages.ts';
export type { PartnerRecordMessages } from '../partner-records/messages.ts';
export { DECLINE_REASON, PartnerProfile } from '../partner-records/PartnerProfile/PartnerProfile.tsx';
export type { PartnerProfileProps } from '../partner-records/PartnerProfile/PartnerProfile.tsx';
export { BankDetailsDialog, IFSC_PATTERN } from '../partner-records/PartnerProfile/BankDetailsDialog.tsx';
export type {
  BankDetailsDialogProps,
  BankDetailsValues,
  IfscLookupState,
} from '../partner-records/PartnerProfile/BankDetailsDialog.tsx';
export { PartnerTickets } from '../partner-records/PartnerProfile/PartnerTickets.tsx';
export type { PartnerTicketsProps } from '../partner-records/PartnerProfile/PartnerTickets.tsx';
export { KycReview, maskKycNumber, REJECT_REASON } from '../partner-records/KycReview/KycReview.tsx';
export type { KycReviewProps } from '../partner-records/KycReview/KycReview.tsx';
export { AccountOptions } from '../partner-records/AccountOptions/AccountOptions.tsx';
export type { AccountOptionsProps } from '../partner-records/AccountOptions/AccountOptions.tsx';
