import type { ReactNode } from 'react';
import {
  type Key,
  type Selection,
  type SelectionMode,
  type SortDescriptor,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { dataMessages } from '../messages';
import {
  ColumnLabel,
  RowActions,
  SelectionCheckbox,
  StateCell,
  StyledBody,
  StyledCell,
  StyledColumn,
  StyledHeader,
  StyledRow,
  StyledTable,
  TableScroll,
} from './Table.styles';

/** One column of a {@link Table}. */
export interface TableColumn<T> {
  /** Column key; also the default field read from each row and the `sortDescriptor.column`. */
  id: string;
  /** Header text. */
  name: ReactNode;
  /** Header text for screen readers when `name` is not text (e.g. an icon). */
  textValue?: string;
  /** The header becomes a sort button (Enter / click); `aria-sort` tells the direction. */
  allowsSorting?: boolean;
  /** The cells of this column name their row (one column should, e.g. the name). */
  isRowHeader?: boolean;
  /** Text alignment; `'end'` for numbers and amounts. Default `'start'`. */
  align?: 'start' | 'center' | 'end';
  /** Renders a cell. Default: `String(row[id] ?? '')`. */
  render?: (row: T) => ReactNode;
}

/** Props of {@link Table}. */
export interface TableProps<T extends object> {
  /** Accessible name of the table (or use `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Columns in display order. */
  columns: readonly TableColumn<T>[];
  /** Rows to show (already filtered, sorted and paged by the caller; see `sortRows`). */
  rows: readonly T[];
  /** Row key. Default: `row.id`. */
  getRowId?: (row: T) => Key;
  /** Current sort (column id and direction); shown on the header and as `aria-sort`. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed, with the new column and direction. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Shows a spinner (labelled `loadingLabel`) and skeleton lines instead of the rows; the table's
   * container is marked `aria-busy`.
   */
  isLoading?: boolean;
  /**
   * The rows shown are a previous answer while the next one loads (another page, sort or search):
   * they stay in place, the container is marked `aria-busy`, a bar sweeps along its top edge (a still
   * bar under reduced motion) and the rows take no pointer presses, so nobody acts on a row that is
   * about to be replaced. Ignored while `isLoading`.
   */
  isUpdating?: boolean;
  /** Label of the loading spinner. Default 'Loading data'. */
  loadingLabel?: string;
  /** Shown when there are no rows and it is not loading. Default: an `EmptyState` 'No data'. */
  emptyState?: ReactNode;
  /** Renders the row's actions (buttons, a `Menu`) in a last 'Actions' column. */
  rowActions?: (row: T) => ReactNode;
  /** Header of the actions column. Default 'Actions'. */
  rowActionsLabel?: string;
  /** Row selection with checkboxes. Default `'none'`. */
  selectionMode?: SelectionMode;
  selectedKeys?: AriaTableProps['selectedKeys'];
  defaultSelectedKeys?: AriaTableProps['defaultSelectedKeys'];
  onSelectionChange?: (keys: Selection) => void;
  /** Called when a row is activated (Enter, click) — e.g. open its detail page. */
  onRowAction?: (key: Key) => void;
  /** For layout only (applied to the scroll container). */
  className?: string;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <svg
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-direction={direction ?? 'none'}
    >
      {direction === 'ascending' && <path d="M3 7.5L6 4.5l3 3" />}
      {direction === 'descending' && <path d="M3 4.5L6 7.5l3-3" />}
      {direction === undefined && <path d="M3.5 4.5L6 2l2.5 2.5M3.5 7.5L6 10l2.5-2.5" />}
    </svg>
  );
}

function CheckIcons() {
  return (
    <span data-box="">
      <svg
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        data-check=""
      >
        <path d="M2.5 6.5l2.5 2.5 4.5-5.5" />
      </svg>
      <svg
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        data-dash=""
      >
        <path d="M3 6h6" />
      </svg>
    </span>
  );
}

const ACTIONS_COLUMN = '__actions';
const SELECTION_COLUMN = '__selection';

interface RowItem<T> {
  key: Key;
  row: T;
}

const defaultRowId = (row: object): Key => (row as { id: Key }).id;

/**
 * A presentational data table for the management screens (react-aria `Table`, a keyboard-navigable
 * grid): sortable headers, an optional selection column with checkboxes, an optional row actions
 * column, and loading and empty states. Filtering, sorting and paging of the data are the caller's
 * (see `sortRows` and `Pagination`).
 *
 * Keyboard: Tab enters the table; arrows move between rows and cells and up to the headers; Enter on
 * a sortable header sorts; Space selects a row; Tab leaves it (or moves through a cell's buttons).
 */
export function Table<T extends object>({
  columns,
  rows,
  getRowId = defaultRowId,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  isUpdating = false,
  loadingLabel,
  emptyState,
  rowActions,
  rowActionsLabel,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  className,
  ...aria
}: TableProps<T>) {
  const intl = useIntl();
  const hasSelection = selectionMode !== 'none';
  const actionsName = rowActionsLabel ?? intl.formatMessage(dataMessages.tableActions);
  const items = isLoading ? [] : rows.map((row) => ({ key: getRowId(row), row }));
  const cellIds = [
    ...(hasSelection ? [SELECTION_COLUMN] : []),
    ...columns.map((column) => column.id),
    ...(rowActions ? [ACTIONS_COLUMN] : []),
  ];
  const columnById = new Map(columns.map((column) => [column.id, column]));

  return (
    <TableScroll
      className={className}
      aria-busy={isLoading || isUpdating || undefined}
      data-updating={(isUpdating && !isLoading) || undefined}
    >
      <StyledTable
        {...aria}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        defaultSelectedKeys={defaultSelectedKeys}
        onSelectionChange={onSelectionChange}
        onRowAction={onRowAction}
      >
        <StyledHeader>
          {hasSelection && (
            <StyledColumn id={SELECTION_COLUMN} width={48}>
              {selectionMode === 'multiple' && (
                <SelectionCheckbox slot="selection">
                  <CheckIcons />
                </SelectionCheckbox>
              )}
            </StyledColumn>
          )}
          {columns.map((column) => (
            <StyledColumn
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              textValue={column.textValue}
              data-align={column.align}
            >
              {({ allowsSorting, sortDirection }) => (
                <ColumnLabel>
                  {column.name}
                  {allowsSorting && <SortIcon direction={sortDirection} />}
                </ColumnLabel>
              )}
            </StyledColumn>
          ))}
          {rowActions && (
            <StyledColumn id={ACTIONS_COLUMN} data-align="end">
              {actionsName}
            </StyledColumn>
          )}
        </StyledHeader>
        <StyledBody
          items={items}
          renderEmptyState={() =>
            isLoading ? (
              <StateCell>
                <Spinner size="lg" label={loadingLabel ?? intl.formatMessage(dataMessages.tableLoading)} />
                <Skeleton lines={3} />
              </StateCell>
            ) : (
              (emptyState ?? (
                <EmptyState title={intl.formatMessage(dataMessages.tableEmpty)} headingLevel={null} />
              ))
            )
          }
        >
          {(item) => {
            // styled() drops TableBody's item type parameter.
            const { key, row } = item as RowItem<T>;
            return (
              <StyledRow id={key}>
                {cellIds.map((id) => {
                  if (id === SELECTION_COLUMN)
                    return (
                      <StyledCell key={id}>
                        <SelectionCheckbox slot="selection">
                          <CheckIcons />
                        </SelectionCheckbox>
                      </StyledCell>
                    );
                  if (id === ACTIONS_COLUMN)
                    return (
                      <StyledCell key={id} data-align="end">
                        <RowActions>{rowActions?.(row)}</RowActions>
                      </StyledCell>
                    );
                  const column = columnById.get(id);
                  const content = column?.render
                    ? column.render(row)
                    : String((row as Record<string, unknown>)[id] ?? '');
                  return (
                    <StyledCell key={id} data-align={column?.align}>
                      {content}
                    </StyledCell>
                  );
                })}
              </StyledRow>
            );
          }}
        </StyledBody>
      </StyledTable>
    </TableScroll>
  );
}
