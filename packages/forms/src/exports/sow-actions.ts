/**
 * `@partner-portal/forms/sow-actions`: the SOW subtype actions: columns and row, the 'Add action'
 * dialog, its schema, values, action labels and texts (operations §2 tools, §7 POST
 * /management/add-sowsubtype-action/).
 * @packageDocumentation
 */
export { sowActionColumns } from '../sow-actions/columns.tsx';
export type { SowActionListRow } from '../sow-actions/columns.tsx';
export { SowActionDialog } from '../sow-actions/SowActionDialog/index.ts';
export type { SowActionDialogProps } from '../sow-actions/SowActionDialog/index.ts';
export { sowActionSchema, sowActionSchemaMessages } from '../sow-actions/schema.ts';
export type { SowActionSchemaMessages, SowActionValues } from '../sow-actions/schema.ts';
export { labelOf, sowActionLabels, sowActionOptions } from '../operations-shared/labels.ts';
export { sowActionMessages } from '../sow-actions/messages.ts';
export type { SowActionMessages } from '../sow-actions/messages.ts';
