import type { ListState, ListStateChange } from '@partner-portal/forms/list-screen';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a list keeps its state in the URL. */
export interface ListParamsOptions {
  /**
   * Prefix of the search parameter names, for a page with several lists (`wh` gives `wh_page`,
   * `wh_search`, ...). Default none (`page`, `page_size`, `search`, `ordering`).
   */
  prefix?: string;
  /** The filter ids kept in the URL (each under its own name, prefixed). */
  filters?: readonly string[];
  /** Ordering when the URL has none (left out of the URL). Default ''. */
  defaultOrdering?: string;
  /** Rows per page when the URL has none (left out of the URL). Default 20. */
  defaultPageSize?: number;
}

/** The largest page size the list calls accept (reference server: 1-100). */
const MAX_PAGE_SIZE = 100;

const names = (prefix = '') => {
  const name = (base: string) => (prefix ? `${prefix}_${base}` : base);
  return {
    page: name('page'),
    pageSize: name('page_size'),
    search: name('search'),
    ordering: name('ordering'),
    name,
  };
};

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/**
 * The list state held in `params`: an invalid page or page size falls back to page 1 and the
 * default size, so a hand-edited URL never breaks the screen.
 */
export function readListState(params: URLSearchParams, options: ListParamsOptions = {}): ListState {
  const n = names(options.prefix);
  const filters: Record<string, string> = {};
  for (const id of options.filters ?? []) {
    const value = params.get(n.name(id));
    if (value) filters[id] = value;
  }
  return {
    page: wholeNumber(params.get(n.page), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: wholeNumber(params.get(n.pageSize), 1, MAX_PAGE_SIZE) ?? options.defaultPageSize ?? 20,
    search: params.get(n.search) ?? '',
    ordering: params.get(n.ordering) ?? options.defaultOrdering ?? '',
    filters,
  };
}

/**
 * A copy of `params` holding `state`: defaults (page 1, the default size and ordering, an empty
 * search or filter) are left out; parameters of other lists and of the app (theme...) are kept.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  options: ListParamsOptions = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const n = names(options.prefix);
  const put = (name: string, value: string, fallback: string) => {
    if (value === '' || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  put(n.page, String(state.page), '1');
  put(n.pageSize, String(state.pageSize), String(options.defaultPageSize ?? 20));
  put(n.search, state.search.trim(), '');
  put(n.ordering, state.ordering, options.defaultOrdering ?? '');
  for (const id of options.filters ?? []) put(n.name(id), state.filters[id] ?? '', '');
  return next;
}

/** The list call's `page`, `page_size`, `search` and `ordering` for `state` (empty ones left out). */
export function listQuery(state: ListState): {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
} {
  const search = state.search.trim();
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(search ? { search } : {}),
    ...(state.ordering ? { ordering: state.ordering } : {}),
  };
}

/** What {@link useListParams} returns. */
export interface ListParams {
  /** The list state read from the URL. */
  state: ListState;
  /** Writes a new state to the URL: typing replaces the history entry, the rest push one (Back undoes a page, sort or filter). */
  setState: (next: ListState, change?: ListStateChange) => void;
  /** `page`, `page_size`, `search`, `ordering` for the list call (see {@link listQuery}). */
  query: ReturnType<typeof listQuery>;
}

/**
 * Keeps a list screen's state (page, page size, search, ordering, filters) in the URL's search
 * parameters, so reload, Back and a shared link show the same page of the same list.
 */
export function useListParams(options: ListParamsOptions = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const { prefix, defaultOrdering, defaultPageSize } = options;
  const filterKey = (options.filters ?? []).join(',');
  const stable = useMemo<ListParamsOptions>(
    () => ({ prefix, defaultOrdering, defaultPageSize, filters: filterKey ? filterKey.split(',') : [] }),
    [prefix, defaultOrdering, defaultPageSize, filterKey],
  );
  const state = useMemo(() => readListState(params, stable), [params, stable]);
  const setState = useCallback(
    (next: ListState, change?: ListStateChange) =>
      setParams((current) => writeListState(current, next, stable), { replace: change === 'search' }),
    [setParams, stable],
  );
  const query = useMemo(() => listQuery(state), [state]);
  return { state, setState, query };
}
