export { SpareList } from './SpareList.tsx';
export type { SpareListProps } from './SpareList.tsx';
