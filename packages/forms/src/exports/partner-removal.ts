/**
 * `@partner-portal/forms/partner-removal`: a partner removal request: the reason dialog and its
 * texts (operations §7 'Management and warehouse', partner-remove-request).
 * @packageDocumentation
 */
export { ReasonDialog } from '../operations-shared/ReasonDialog/index.ts';
export type { ReasonDialogProps } from '../operations-shared/ReasonDialog/index.ts';
export { reasonSchema } from '../operations-shared/schemas.ts';
export type { OperationsSchemaMessages, ReasonValues } from '../operations-shared/schemas.ts';
export { partnerRemovalMessages } from '../partner-removal/messages.ts';
export type { PartnerRemovalMessages } from '../partner-removal/messages.ts';
