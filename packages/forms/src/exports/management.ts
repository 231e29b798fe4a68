/**
 * `@partner-portal/forms/management`: the management and warehouse screens' parts: table columns
 * per list, the create and reason dialogs (warehouse, SOW subtype action, return spare, partner
 * removal, reject partner data), the analytics summary and a spare's tracking detail
 * (operations §2, §7 'Management and warehouse').
 * @packageDocumentation
 */
export {
  escalationColumns,
  interactionColumns,
  pinPartnerColumns,
  projectColumns,
  sowActionColumns,
  spareColumns,
  vendorDataColumns,
  warehouseColumns,
} from '../management/columns.tsx';
export type {
  EscalationListRow,
  InteractionListRow,
  PinPartnerListRow,
  ProjectListRow,
  SowActionListRow,
  SpareListRow,
  VendorDataListRow,
  WarehouseListRow,
} from '../management/columns.tsx';
export {
  channelLabels,
  escalationStatusLabels,
  labelOf,
  optionsOf,
  partnerStatusLabels,
  priorityLabels,
  projectStatusLabels,
  reviewStatusLabels,
  sowActionLabels,
  sowActionOptions,
  spareStatusLabels,
} from '../management/labels.ts';
export { WarehouseDialog } from '../management/WarehouseDialog.tsx';
export type { WarehouseDialogProps } from '../management/WarehouseDialog.tsx';
export { ReasonDialog } from '../management/ReasonDialog.tsx';
export type { ReasonDialogProps } from '../management/ReasonDialog.tsx';
export { SowActionDialog } from '../management/SowActionDialog.tsx';
export type { SowActionDialogProps } from '../management/SowActionDialog.tsx';
export { AnalyticsSummary } from '../management/AnalyticsSummary.tsx';
export type { AnalyticsData, AnalyticsSummaryProps } from '../management/AnalyticsSummary.tsx';
export { SpareTrackDetail } from '../management/SpareTrackDetail.tsx';
export type { SpareTrackDetailData, SpareTrackDetailProps } from '../management/SpareTrackDetail.tsx';
export {
  warehouseInitialValues,
  warehouseSchema,
  reasonSchema,
  sowActionSchema,
} from '../management/schemas.ts';
export type {
  ManagementSchemaMessages,
  ReasonValues,
  SowActionValues,
  WarehouseValues,
} from '../management/schemas.ts';
export { managementMessages } from '../management/messages.ts';
export type { ManagementMessages } from '../management/messages.ts';
