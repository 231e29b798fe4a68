import { EmptyState, Pagination, Table, type TableColumn } from '@partner-portal/ui/data';
import { SearchField, Select, type SelectOption } from '@partner-portal/ui/inputs';
import { Alert, Button, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Key, Selection, SelectionMode } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { isNarrowed, orderingToSort, sortToOrdering, type ListState } from './listState.ts';
import { listScreenMessages } from './messages.ts';
import { Controls, ErrorBody, Footer, HeaderRow, Section, TitleBlock, Toolbar } from './ListScreen.styles.ts';

/** One filter of a {@link ListScreen}: a select whose first option, 'All', clears it. */
export interface ListFilter {
  /** Filter id: the key in `ListState.filters` (and the list call's query parameter). */
  id: string;
  /** Visible label of the select. */
  label: string;
  /** The choices (ids are the values sent to the server). */
  options: readonly SelectOption[];
  /**
   * A value is always chosen: no 'All' option, and an empty filter shows the first option (the
   * server's default for it, e.g. today).
   */
  isRequired?: boolean;
}

/** What changed in a {@link ListScreen}'s state (so the app can replace rather than push history for typing). */
export type ListStateChange = 'page' | 'search' | 'sort' | 'filter';

/** Props of {@link ListScreen}. */
export interface ListScreenProps<T extends object> {
  /** Title of the list, a heading that also names the table. */
  title: ReactNode;
  /** Outline level of the title. Default 2 (under the layout's page title). */
  headingLevel?: HeadingLevel;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Columns; a sortable column's `id` is the server's ordering name for it. */
  columns: readonly TableColumn<T>[];
  /** The current page's rows as the server returned them; `undefined` before the first answer. */
  rows?: readonly T[];
  /** Number of matching rows over all pages (the answer's `count`). */
  total?: number;
  /** Row key. Default `row.id`. */
  getRowId?: (row: T) => Key;
  /** The list state (page, page size, search, ordering, filters); controlled. */
  state: ListState;
  /**
   * Called with the next state and what changed. A new search, filter or ordering returns to page 1.
   * Typing in the search box reports after `searchDelayMs` of quiet, or at once on Enter or clear.
   */
  onStateChange: (next: ListState, change: ListStateChange) => void;
  /** Shows the search box. Default true. */
  isSearchable?: boolean;
  /** Label of the search box (kept visible). Default 'Search'. */
  searchLabel?: string;
  /** Quiet time in ms before typed search text is reported. Default 400 ms. */
  searchDelayMs?: number;
  /** Select filters, shown after the search box. */
  filters?: readonly ListFilter[];
  /** Extra controls beside the filters (e.g. a required pincode field). */
  controls?: ReactNode;
  /** Actions beside the title (e.g. an 'Add warehouse' button opening a dialog). */
  toolbar?: ReactNode;
  /**
   * True while the page loads: the table shows a spinner and skeleton lines, or, when `rows` still
   * holds the previous answer (another page, sort, search or filter), keeps those rows marked as
   * updating (ui `Table` `isUpdating`: busy, a sweeping bar, no presses) until the new ones arrive.
   */
  isLoading?: boolean;
  /**
   * The failure to show, e.g. the server's message for a 4xx, the time-out or offline text. Shown
   * in an error alert with a Retry button (`onRetry`); rows already shown stay visible under it.
   */
  error?: ReactNode;
  /** Retry after a failure. */
  onRetry?: () => void;
  /** Empty state title when nothing is narrowed. Default 'Nothing to show yet'. */
  emptyTitle?: string;
  /** Empty state sentence when nothing is narrowed. */
  emptyDescription?: ReactNode;
  /** Row actions (see ui `Table`). */
  rowActions?: (row: T) => ReactNode;
  /** Header of the row actions column. Default 'Actions'. */
  rowActionsLabel?: string;
  /** Row selection. Default `'none'`. */
  selectionMode?: SelectionMode;
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Row activation (Enter, click), e.g. to open a detail panel. */
  onRowAction?: (key: Key) => void;
  /** Content under the table (e.g. a detail panel of the chosen row). */
  children?: ReactNode;
  /** For layout only. */
  className?: string;
}

const ALL = '__all';

/**
 * A generic list screen of the management and finance areas: a titled section with a toolbar
 * slot, a search box and select filters, the ui `Table` with server-side sorting, the result
 * count, `Pagination`, and the loading (spinner and skeleton), empty ('Nothing to show yet', or
 * 'No matches' when narrowed) and error states (an alert with the given message and 'Retry').
 * Presentational: the state is controlled (`state`, `onStateChange`) and the data comes in props;
 * the app maps the state to the list call's `page`, `page_size`, `search`, `ordering` and filters.
 * Spec: operations §2 (management and finance routes), §7 'Management and warehouse', 'Finance',
 * §8 'Shared HTTP'.
 */
export function ListScreen<T extends object>({
  title,
  headingLevel = 2,
  description,
  columns,
  rows,
  total = 0,
  getRowId,
  state,
  onStateChange,
  isSearchable = true,
  searchLabel,
  searchDelayMs = 400,
  filters = [],
  controls,
  toolbar,
  isLoading = false,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  rowActions,
  rowActionsLabel,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  onRowAction,
  children,
  className,
}: ListScreenProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const [searchText, setSearchText] = useState(state.search);
  const committed = useRef(state.search);
  // The delayed search commit must build on the state of its own moment (a filter chosen while the
  // timer runs stays), not on the state of the render that started the timer.
  const latest = useRef({ state, onStateChange });
  useEffect(() => {
    latest.current = { state, onStateChange };
  });

  // The URL (back, reload) may change the search from outside: show it.
  useEffect(() => {
    if (state.search !== committed.current) {
      committed.current = state.search;
      setSearchText(state.search);
    }
  }, [state.search]);

  const commitSearch = (value: string) => {
    if (value.trim() === committed.current.trim()) return;
    committed.current = value;
    const { state: current, onStateChange: report } = latest.current;
    report({ ...current, search: value, page: 1 }, 'search');
  };

  useEffect(() => {
    if (searchText === committed.current) return undefined;
    const timer = setTimeout(() => commitSearch(searchText), searchDelayMs);
    return () => clearTimeout(timer);
    // commitSearch reads the latest props through `latest`; the timer restarts only when the text changes.
  }, [searchText, searchDelayMs]);

  const narrowed = isNarrowed(state);
  const hasRows = (rows?.length ?? 0) > 0;
  const showTable = !error || hasRows;
  const isFirstLoad = isLoading && rows === undefined;

  return (
    <Section aria-labelledby={headingId} className={className}>
      <HeaderRow>
        <TitleBlock>
          <Heading level={headingLevel} size="lg" id={headingId}>
            {title}
          </Heading>
          {description ? <Text tone="muted">{description}</Text> : null}
        </TitleBlock>
        {toolbar ? <Toolbar>{toolbar}</Toolbar> : null}
      </HeaderRow>

      {isSearchable || filters.length > 0 || controls ? (
        <Controls role="group" aria-label={t(listScreenMessages.filters)}>
          {isSearchable ? (
            <SearchField
              label={searchLabel ?? t(listScreenMessages.search)}
              value={searchText}
              onChange={setSearchText}
              onSubmit={commitSearch}
              onClear={() => {
                setSearchText('');
                commitSearch('');
              }}
            />
          ) : null}
          {filters.map((filter) => (
            <Select
              key={filter.id}
              label={filter.label}
              options={
                filter.isRequired
                  ? filter.options
                  : [{ id: ALL, label: t(listScreenMessages.filterAll) }, ...filter.options]
              }
              value={state.filters[filter.id] || (filter.isRequired ? (filter.options[0]?.id ?? ALL) : ALL)}
              onChange={(value) => {
                const next = { ...state.filters, [filter.id]: value === ALL || value === null ? '' : value };
                onStateChange({ ...state, filters: next, page: 1 }, 'filter');
              }}
            />
          ))}
          {controls}
        </Controls>
      ) : null}

      {error ? (
        <Alert variant="error" title={t(listScreenMessages.loadFailed)}>
          <ErrorBody>
            <span>{error}</span>
            {onRetry ? (
              <Button size="sm" variant="secondary" onPress={onRetry}>
                {t(listScreenMessages.retry)}
              </Button>
            ) : null}
          </ErrorBody>
        </Alert>
      ) : null}

      {showTable ? (
        <Table<T>
          aria-labelledby={headingId}
          columns={columns}
          rows={rows ?? []}
          getRowId={getRowId}
          sortDescriptor={orderingToSort(state.ordering)}
          onSortChange={(sort) =>
            onStateChange({ ...state, ordering: sortToOrdering(sort), page: 1 }, 'sort')
          }
          isLoading={isFirstLoad || (isLoading && !hasRows)}
          isUpdating={isLoading && hasRows}
          emptyState={
            narrowed ? (
              <EmptyState
                headingLevel={null}
                title={t(listScreenMessages.emptyFilteredTitle)}
                description={t(listScreenMessages.emptyFilteredDescription)}
              />
            ) : (
              <EmptyState
                headingLevel={null}
                title={emptyTitle ?? t(listScreenMessages.emptyTitle)}
                description={emptyDescription}
              />
            )
          }
          rowActions={rowActions}
          rowActionsLabel={rowActionsLabel}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          onRowAction={onRowAction}
        />
      ) : null}

      {showTable && !isFirstLoad ? (
        <Footer>
          <Text tone="muted" size="sm" elementType="span">
            <span role="status">
              {total === 0
                ? t(listScreenMessages.noResults)
                : t(listScreenMessages.resultCount, { count: total })}
            </span>
          </Text>
          {total > state.pageSize ? (
            <Pagination
              page={state.page}
              pageSize={state.pageSize}
              total={total}
              onPageChange={(page) => onStateChange({ ...state, page }, 'page')}
            />
          ) : null}
        </Footer>
      ) : null}
      {children}
    </Section>
  );
}
