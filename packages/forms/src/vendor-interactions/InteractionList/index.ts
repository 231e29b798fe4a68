export { InteractionList } from './InteractionList.tsx';
export type { InteractionListProps } from './InteractionList.tsx';
