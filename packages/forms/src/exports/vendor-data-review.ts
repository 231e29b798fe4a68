/**
 * `@partner-portal/forms/vendor-data-review`: the partner data responses to review: columns and
 * row, review status labels, the reject (reason) dialog and texts (operations §2
 * vendor-data-review, §7 'Management and warehouse').
 * @packageDocumentation
 */
export { vendorDataColumns } from '../vendor-data-review/VendorDataReviewList/columns.tsx';
export type { VendorDataListRow } from '../vendor-data-review/VendorDataReviewList/columns.tsx';
export { labelOf, optionsOf, reviewStatusLabels } from '../operations-shared/labels.ts';
export { ReasonDialog } from '../operations-shared/ReasonDialog/index.ts';
export type { ReasonDialogProps } from '../operations-shared/ReasonDialog/index.ts';
export { reasonSchema } from '../operations-shared/schemas.ts';
export type { OperationsSchemaMessages, ReasonValues } from '../operations-shared/schemas.ts';
export { vendorDataReviewMessages } from '../vendor-data-review/messages.ts';
export type { VendorDataReviewMessages } from '../vendor-data-review/messages.ts';
export { VendorDataReviewList } from '../vendor-data-review/VendorDataReviewList/index.ts';
export type { VendorDataReviewListProps } from '../vendor-data-review/VendorDataReviewList/index.ts';
