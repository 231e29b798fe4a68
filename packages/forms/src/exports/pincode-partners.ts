/**
 * `@partner-portal/forms/pincode-partners`: the partners serving a pincode: columns and row,
 * partner status labels and texts (operations §2 pincode-partners).
 * @packageDocumentation
 */
export { pinPartnerColumns } from '../pincode-partners/PincodePartnerList/columns.tsx';
export type { PinPartnerListRow } from '../pincode-partners/PincodePartnerList/columns.tsx';
export { labelOf, optionsOf, partnerStatusLabels } from '../operations-shared/labels.ts';
export { pincodePartnerMessages } from '../pincode-partners/messages.ts';
export type { PincodePartnerMessages } from '../pincode-partners/messages.ts';
export { PINCODE_PATTERN, PincodePartnerList } from '../pincode-partners/PincodePartnerList/index.ts';
export type { PincodePartnerListProps } from '../pincode-partners/PincodePartnerList/index.ts';
