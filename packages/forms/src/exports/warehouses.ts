/**
 * `@partner-portal/forms/warehouses`: the warehouse list's columns and row, the 'Add warehouse'
 * dialog, its schema, values and texts (operations §2 spare-management, §7 'Management and
 * warehouse').
 * @packageDocumentation
 */
export { warehouseColumns } from '../warehouses/WarehouseList/columns.tsx';
export type { WarehouseListRow } from '../warehouses/WarehouseList/columns.tsx';
export { WarehouseDialog } from '../warehouses/WarehouseDialog/index.ts';
export type { WarehouseDialogProps } from '../warehouses/WarehouseDialog/index.ts';
export { warehouseInitialValues, warehouseSchema, warehouseSchemaMessages } from '../warehouses/schema.ts';
export type { WarehouseSchemaMessages, WarehouseValues } from '../warehouses/schema.ts';
export { warehouseMessages } from '../warehouses/messages.ts';
export type { WarehouseMessages } from '../warehouses/messages.ts';
export { WarehouseList } from '../warehouses/WarehouseList/index.ts';
export type { WarehouseListProps } from '../warehouses/WarehouseList/index.ts';
