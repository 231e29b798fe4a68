/**
 * `@partner-portal/forms/spares`: spare tracking and the DOA spares: columns and row, a spare's
 * tracking detail, the status labels, the return (reason) dialog and texts (operations §2
 * spare-management, §7 'Management and warehouse').
 * @packageDocumentation
 */
export { spareColumns } from '../spares/SpareList/columns.tsx';
export type { SpareListRow } from '../spares/SpareList/columns.tsx';
export { SpareTrackDetail } from '../spares/SpareTrackDetail/index.ts';
export type { SpareTrackDetailData, SpareTrackDetailProps } from '../spares/SpareTrackDetail/index.ts';
export { labelOf, optionsOf, spareStatusLabels } from '../operations-shared/labels.ts';
export { ReasonDialog } from '../operations-shared/ReasonDialog/index.ts';
export type { ReasonDialogProps } from '../operations-shared/ReasonDialog/index.ts';
export { reasonSchema } from '../operations-shared/schemas.ts';
export type { OperationsSchemaMessages, ReasonValues } from '../operations-shared/schemas.ts';
export { spareMessages } from '../spares/messages.ts';
export type { SpareMessages } from '../spares/messages.ts';
export { SpareList } from '../spares/SpareList/index.ts';
export type { SpareListProps } from '../spares/SpareList/index.ts';
