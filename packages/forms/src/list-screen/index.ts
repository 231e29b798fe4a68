export { ListScreen } from './ListScreen.tsx';
export type { ListFilter, ListScreenProps, ListStateChange } from './ListScreen.tsx';
export { initialListState, isNarrowed, orderingToSort, sortToOrdering } from './listState.ts';
export type { ListState } from './listState.ts';
export { listScreenMessages } from './messages.ts';
export type { ListScreenMessages } from './messages.ts';
