export { PayableList } from './PayableList.tsx';
export type { PayableListProps } from './PayableList.tsx';
