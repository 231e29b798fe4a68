import type { SortDescriptor } from 'react-aria-components';

/**
 * What a list screen shows: the page (from 1), rows per page, the search text, the server
 * `ordering` (`field`, or `-field` for descending; '' for the server's default) and the chosen
 * filter values by filter id ('' or absent for all). It is what the list calls take
 * (`page`, `page_size`, `search`, `ordering` and the filters; operations §7, reference server).
 */
export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
  filters: Readonly<Record<string, string>>;
}

/** The first-page state with the given page size and ordering, no search and no filters. */
export function initialListState(pageSize = 20, ordering = ''): ListState {
  return { page: 1, pageSize, search: '', ordering, filters: {} };
}

/**
 * The table's sort descriptor for a server `ordering` (its first field): `-name` is name
 * descending; `undefined` for ''.
 */
export function orderingToSort(ordering: string): SortDescriptor | undefined {
  const first = ordering.split(',')[0]?.trim() ?? '';
  if (first === '' || first === '-') return undefined;
  return first.startsWith('-')
    ? { column: first.slice(1), direction: 'descending' }
    : { column: first, direction: 'ascending' };
}

/** The server `ordering` for a table sort descriptor: `name` or `-name`. */
export function sortToOrdering(sort: SortDescriptor): string {
  const column = String(sort.column);
  return sort.direction === 'descending' ? `-${column}` : column;
}

/** True when a search text or any filter value is set (an empty list then means "no matches"). */
export function isNarrowed(state: ListState): boolean {
  return state.search.trim() !== '' || Object.values(state.filters).some((value) => value !== '');
}
