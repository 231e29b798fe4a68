import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MenuTrigger, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuItem } from '../../overlays/Menu/Menu';
import { Button } from '../../primitives/Button/Button';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination } from '../Pagination/Pagination';
import { partnerColumns, partnerRows, type PartnerRow } from './fixtures';
import { sortRows } from './sortRows';
import { Table, type TableColumn, type TableProps } from './Table';
import { storyText } from '../../test/storyText';

const statusTone = { Approved: 'success', Pending: 'warning', Rejected: 'error' } as const;

/** The badge tone of a status, in English or already in the story's locale (args are localized). */
const toneOf = (status: string) =>
  Object.entries(statusTone).find(([english]) => english === status || storyText(english) === status)?.[1];

const columnsWithStatus: TableColumn<PartnerRow>[] = [
  ...partnerColumns,
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (row) => <Badge tone={toneOf(row.status)}>{storyText(row.status)}</Badge>,
  },
];

/** Keeps the sort in state and sorts with `sortRows`, as a management screen would. */
function SortableTable(props: TableProps<PartnerRow>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sortDescriptor);
  return (
    <Table
      {...props}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      rows={sortRows(props.rows, sort)}
    />
  );
}

const meta = {
  title: 'UI/Data/Table',
  component: Table<PartnerRow>,
  args: {
    'aria-label': 'Partners',
    columns: columnsWithStatus,
    rows: partnerRows,
    sortDescriptor: { column: 'name', direction: 'ascending' },
    onSortChange: fn(),
  },
  render: (args) => <SortableTable {...args} />,
} satisfies Meta<typeof Table<PartnerRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Sortable: Story = {};

/** Keyboard: Tab into the grid, move up to the headers, Enter sorts, Enter again reverses. */
export const KeyboardSorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const tasks = canvas.getByRole('columnheader', { name: 'Tasks' });
    await expect(tasks).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tasks).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvasElement)[0]).toBe('Meera Iyer');
    await userEvent.keyboard('{Enter}');
    await expect(tasks).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)[0]).toBe('Vikram Singh');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'tasks', direction: 'descending' });
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading partners' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading partners' }),
    ).toBeInTheDocument();
  },
};

/** The previous answer's rows stay while the next loads: busy, a bar along the top, no presses. */
export const Updating: Story = {
  args: { isUpdating: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Partners' });
    await expect(grid.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { rows: [] } };

export const EmptyWithAction: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        headingLevel={null}
        title={storyText('No results found')}
        description={storyText('Nothing matches the search or filters. Change them to see more.')}
        action={<Button variant="secondary">{storyText('Clear')}</Button>}
      />
    ),
  },
};

/** Selection: Space toggles the focused row; the header checkbox selects all. */
export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getAllByRole('row')[1]!;
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

/** Row actions: a menu per row, reached with the keyboard. */
export const RowActions: Story = {
  args: {
    rowActions: (row) => (
      <MenuTrigger>
        <Button size="sm" variant="quiet" aria-label={`Actions for ${row.name}`}>
          …
        </Button>
        <Menu placement="bottom end">
          <MenuItem id="view" href={`#partners/${row.id}`}>
            View
          </MenuItem>
          <MenuItem id="approve">Approve</MenuItem>
          <MenuItem id="reject" variant="danger">
            Reject
          </MenuItem>
        </Menu>
      </MenuTrigger>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Actions for Asha Rao' });
    await userEvent.tab();
    while (document.activeElement !== button) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** With pagination: 5 rows per page of 12 generated partners. */
export const WithPagination: Story = {
  render: function Render(args) {
    const all = Array.from({ length: 12 }, (_, i) => ({
      ...partnerRows[i % partnerRows.length]!,
      id: `g${i}`,
      name: `${partnerRows[i % partnerRows.length]!.name} ${i + 1}`,
    }));
    const [page, setPage] = useState(1);
    const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
    const rows = sortRows(all, sort).slice((page - 1) * 5, page * 5);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Table {...args} rows={rows} sortDescriptor={sort} onSortChange={setSort} />
        <Pagination page={page} pageSize={5} total={all.length} onPageChange={setPage} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
  },
};

export const SortableDark: Story = { args: { selectionMode: 'multiple' }, globals: { theme: 'dark' } };

export const SortableSemiDark: Story = { globals: { theme: 'semi-dark' } };

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const SortableArabic: Story = { args: { selectionMode: 'multiple' }, globals: { locale: 'ar' } };

export const EmptyArabic: Story = { args: { rows: [] }, globals: { locale: 'ar' } };
