export { BulkAssignBar } from './BulkAssignBar.tsx';
export type { BulkAssignBarProps } from './BulkAssignBar.tsx';
