/**
 * `@partner-portal/forms/list-screen`: the generic list screen of the management and finance
 * routes (title, toolbar, search, filters, sortable table, pagination, loading, empty and error
 * states) and its list state helpers (operations §2, §7).
 * @packageDocumentation
 */
export { ListScreen } from '../list-screen/ListScreen.tsx';
export type { ListFilter, ListScreenProps, ListStateChange } from '../list-screen/ListScreen.tsx';
export { initialListState, isNarrowed, orderingToSort, sortToOrdering } from '../list-screen/listState.ts';
export type { ListState } from '../list-screen/listState.ts';
export { listScreenMessages } from '../list-screen/messages.ts';
export type { ListScreenMessages } from '../list-screen/messages.ts';
