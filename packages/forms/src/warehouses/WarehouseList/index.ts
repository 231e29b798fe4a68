export { WarehouseList } from './WarehouseList.tsx';
export type { WarehouseListProps } from './WarehouseList.tsx';
