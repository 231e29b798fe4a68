export { WarehouseDialog } from './WarehouseDialog.tsx';
export type { WarehouseDialogProps } from './WarehouseDialog.tsx';
