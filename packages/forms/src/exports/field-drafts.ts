/**
 * `@partner-portal/forms/field-drafts`: the notices of field work that survives the field (issue
 * 23): 'Draft restored' with 'Discard draft', and a submit queued offline ('Saved on this device',
 * 'Sending', 'Sent').
 * @packageDocumentation
 */
export { DraftNotice } from '../field-drafts/DraftNotice.tsx';
export type { DraftNoticeProps } from '../field-drafts/DraftNotice.tsx';
export { QueuedSubmitNotice } from '../field-drafts/QueuedSubmitNotice.tsx';
export type { QueuedSubmitNoticeProps, QueuedSubmitStatus } from '../field-drafts/QueuedSubmitNotice.tsx';
export { FieldFormNotice } from '../field-drafts/FieldFormNotice.tsx';
export type { FieldFormNoticeProps } from '../field-drafts/FieldFormNotice.tsx';
export { fieldDraftMessages } from '../field-drafts/messages.ts';
export { FormikValuesListener } from '../fields/FormikValuesListener.tsx';
