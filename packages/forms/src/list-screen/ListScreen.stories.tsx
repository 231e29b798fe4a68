import { Badge, dataMessages } from '@partner-portal/ui/data';
import { Button } from '@partner-portal/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListScreen, type ListScreenProps } from './ListScreen.tsx';
import { initialListState, orderingToSort, type ListState } from './listState.ts';
import { storyIntl } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { listScreenMessages as m } from './messages.ts';

interface WarehouseRow {
  id: number;
  code: string;
  name: string;
  city: string;
  is_active: boolean;
}

const CITIES = ['Mumbai', 'Bengaluru', 'Chennai', 'Delhi', 'Pune', 'Hyderabad'];
const allRows: WarehouseRow[] = Array.from({ length: 27 }, (_, i) => ({
  id: i + 1,
  code: `WH-${String(101 + i)}`,
  name: `${CITIES[i % CITIES.length]} Hub ${Math.floor(i / CITIES.length) + 1}`,
  city: CITIES[i % CITIES.length]!,
  is_active: i % 5 !== 4,
}));

const columns: ListScreenProps<WarehouseRow>['columns'] = [
  { id: 'code', name: 'Code', allowsSorting: true },
  { id: 'name', name: 'Name', allowsSorting: true, isRowHeader: true },
  { id: 'city', name: 'City', allowsSorting: true },
  {
    id: 'is_active',
    name: 'Status',
    render: (row) =>
      row.is_active ? (
        <Badge tone="success">{storyText('Active')}</Badge>
      ) : (
        <Badge tone="neutral">{storyText('Inactive')}</Badge>
      ),
  },
];

/** The filters, in the story's locale (built when the list renders). */
const filters = (): ListScreenProps<WarehouseRow>['filters'] => [
  {
    id: 'is_active',
    label: storyText('Status'),
    options: [
      { id: 'true', label: storyText('Active') },
      { id: 'false', label: storyText('Inactive') },
    ],
  },
];

/** Answers like the reference server: search, filter, order, then one page of the result. */
function serve(state: ListState) {
  const search = state.search.trim().toLowerCase();
  const sort = orderingToSort(state.ordering);
  const matched = allRows
    .filter((row) => search === '' || `${row.name} ${row.code} ${row.city}`.toLowerCase().includes(search))
    .filter((row) => !state.filters.is_active || String(row.is_active) === state.filters.is_active)
    .sort((a, b) => {
      if (!sort) return 0;
      const key = sort.column as keyof WarehouseRow;
      const order = String(a[key]).localeCompare(String(b[key]));
      return sort.direction === 'descending' ? -order : order;
    });
  const start = (state.page - 1) * state.pageSize;
  return { rows: matched.slice(start, start + state.pageSize), total: matched.length };
}

/** The list screen with its state kept here and the data served from fixtures. */
function ServedList(props: Partial<ListScreenProps<WarehouseRow>> & { initial?: ListState }) {
  const { initial = initialListState(10, 'name'), onStateChange, ...rest } = props;
  const [state, setState] = useState(initial);
  const page = serve(state);
  return (
    <ListScreen<WarehouseRow>
      title="Warehouses"
      columns={columns}
      filters={filters()}
      rows={page.rows}
      total={page.total}
      searchDelayMs={100}
      {...rest}
      state={state}
      onStateChange={(next, change) => {
        setState(next);
        onStateChange?.(next, change);
      }}
    />
  );
}

/** The toolbar's action, labelled in the story's locale at render time. */
function AddWarehouseButton() {
  return <Button variant="primary">{storyText('Add warehouse')}</Button>;
}

const meta = {
  title: 'Forms/ListScreen',
  component: ListScreen<WarehouseRow>,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['autodocs', 'play-any-locale'],
  args: {
    title: 'Warehouses',
    columns,
    state: initialListState(10, 'name'),
    onStateChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <ServedList {...args} initial={args.state} />,
} satisfies Meta<typeof ListScreen<WarehouseRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by name, 27 rows over three pages; the keyboard pages forward and sorts by city. */
export const Loaded: Story = {
  args: { toolbar: <AddWarehouseButton /> },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: storyText('Warehouses') });
    await expect(canvas.getByRole('status')).toHaveTextContent(t.formatMessage(m.resultCount, { count: 27 }));
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const next = canvas.getByRole('button', { name: t.formatMessage(dataMessages.nextPage) });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('navigation', { name: t.formatMessage(dataMessages.pagination) }),
    ).toHaveTextContent(t.formatMessage(dataMessages.pageOf, { page: 2, pages: 3 }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), 'page');
  },
};

/** Typing in the search box narrows the list and returns to page 1. */
export const Searching: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    const search = canvas.getByRole('searchbox', { name: t.formatMessage(m.search) });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('pune{Enter}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'pune', page: 1 }),
      'search',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t.formatMessage(m.resultCount, { count: 4 })),
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => <ListScreen<WarehouseRow> {...args} rows={undefined} />,
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t.formatMessage(dataMessages.tableLoading) }),
    ).toBeVisible();
  },
};

/** The previous page's rows stay, busy and without presses, while the next page loads. */
export const Updating: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { emptyTitle: 'No warehouses yet', emptyDescription: 'Add the first warehouse to start.' },
  render: (args) => <ListScreen<WarehouseRow> {...args} rows={[]} total={0} />,
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('No warehouses yet'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.formatMessage(m.noResults));
  },
};

export const NoMatches: Story = {
  args: { state: { ...initialListState(10, 'name'), search: 'Kochi' } },
  render: (args) => <ListScreen<WarehouseRow> {...args} rows={[]} total={0} />,
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(within(canvasElement).getByText(t.formatMessage(m.emptyFilteredTitle))).toBeVisible();
  },
};

/** A failed load: the message and Retry, reached with the keyboard. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Network Unavailable, Please check your internet connection.' },
  render: (args) => <ListScreen<WarehouseRow> {...args} rows={undefined} isSearchable={false} />,
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('Network Unavailable, Please check your internet connection.'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.retry) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
