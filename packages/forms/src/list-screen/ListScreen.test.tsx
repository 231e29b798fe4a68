import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ListScreen, type ListScreenProps } from './ListScreen.tsx';
import { initialListState, isNarrowed, orderingToSort, sortToOrdering, type ListState } from './listState.ts';

interface Row {
  id: number;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: 1, name: 'Andheri Hub', city: 'Mumbai' },
  { id: 2, name: 'Whitefield Store', city: 'Bengaluru' },
];

const columns: ListScreenProps<Row>['columns'] = [
  { id: 'name', name: 'Name', allowsSorting: true, isRowHeader: true },
  { id: 'city', name: 'City', allowsSorting: true },
];

function renderList(
  props: Partial<ListScreenProps<Row>> = {},
  state: ListState = initialListState(20, 'name'),
) {
  const onStateChange = vi.fn();
  const view = renderWithProviders(
    <ListScreen<Row>
      title="Warehouses"
      columns={columns}
      rows={rows}
      total={2}
      state={state}
      onStateChange={onStateChange}
      searchDelayMs={10}
      {...props}
    />,
  );
  return { ...view, onStateChange };
}

describe('listState helpers', () => {
  it('maps the server ordering to a sort descriptor and back', () => {
    expect(orderingToSort('-created_at,name')).toEqual({ column: 'created_at', direction: 'descending' });
    expect(orderingToSort('name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(orderingToSort('')).toBeUndefined();
    expect(sortToOrdering({ column: 'city', direction: 'descending' })).toBe('-city');
    expect(sortToOrdering({ column: 'city', direction: 'ascending' })).toBe('city');
  });

  it('knows when a search or a filter narrows the list', () => {
    expect(isNarrowed(initialListState())).toBe(false);
    expect(isNarrowed({ ...initialListState(), search: ' hub ' })).toBe(true);
    expect(isNarrowed({ ...initialListState(), filters: { status: '' } })).toBe(false);
    expect(isNarrowed({ ...initialListState(), filters: { status: 'doa' } })).toBe(true);
  });
});

describe('ListScreen', () => {
  it('names the table by its title and shows the rows, the count and the sort', () => {
    renderList();
    const table = screen.getByRole('grid', { name: 'Warehouses' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Andheri Hub' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('reports a new ordering from the header and goes back to page 1', async () => {
    const { user, onStateChange } = renderList({}, { ...initialListState(20, 'name'), page: 3 });
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ ordering: '-name', page: 1 }),
      'sort',
    );
    await user.click(screen.getByRole('columnheader', { name: 'City' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: 'city' }), 'sort');
  });

  it('reports typed search text after the quiet time, and at once on Enter', async () => {
    const { user, onStateChange } = renderList({ searchDelayMs: 300 });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'hub');
    await waitFor(() =>
      expect(onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'hub', page: 1 }),
        'search',
      ),
    );
    onStateChange.mockClear();
    await user.type(search, 'x{Enter}');
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ search: 'hubx' }), 'search');
  });

  it('keeps a filter chosen while typed search text waits for its quiet time', async () => {
    const reported = vi.fn();
    function Controlled() {
      const [state, setState] = useState(initialListState(20, 'name'));
      return (
        <ListScreen<Row>
          title="Warehouses"
          columns={columns}
          rows={rows}
          total={2}
          state={state}
          onStateChange={(next, change) => {
            reported(next, change);
            setState(next);
          }}
          searchDelayMs={800}
          filters={[
            {
              id: 'status',
              label: 'Status',
              options: [
                { id: 'active', label: 'Active' },
                { id: 'closed', label: 'Closed' },
              ],
            },
          ]}
        />
      );
    }
    // The quiet time runs on a fake clock: on a busy machine a real 800 ms could pass before the click.
    // Testing Library advances fake timers through a global `jest` only.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    try {
      const { user } = renderWithProviders(<Controlled />, { advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hub');
      await user.click(screen.getByRole('button', { name: /Status/ }));
      await user.click(screen.getByRole('option', { name: 'Closed' }));
      expect(reported).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: '', filters: { status: 'closed' } }),
        'filter',
      );
      await act(async () => vi.advanceTimersByTime(800));
      expect(reported).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'hub', filters: { status: 'closed' } }),
        'search',
      );
      expect(reported).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('reports a filter choice and clears it with All', async () => {
    const { user, onStateChange } = renderList({
      filters: [
        {
          id: 'status',
          label: 'Status',
          options: [
            { id: 'active', label: 'Active' },
            { id: 'closed', label: 'Closed' },
          ],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { status: 'closed' }, page: 1 }),
      'filter',
    );
  });

  it('pages with Previous and Next when there are more rows than a page', async () => {
    const { user, onStateChange } = renderList({ total: 45 }, { ...initialListState(20), page: 2 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }), 'page');
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), 'page');
  });

  it('shows a loading table before the first answer', () => {
    renderList({ rows: undefined, isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading data' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the previous rows marked busy while the next page loads, then shows the new ones', () => {
    const { unmount } = renderList({ isLoading: true });
    const grid = screen.getByRole('grid', { name: 'Warehouses' });
    expect(grid.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getByRole('rowheader', { name: 'Andheri Hub' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    unmount();
    renderList({ isLoading: false });
    expect(screen.getByRole('grid', { name: 'Warehouses' }).parentElement).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty state, or "No matches" when narrowed', () => {
    const { unmount } = renderList({ rows: [], total: 0, emptyTitle: 'No warehouses yet' });
    expect(screen.getByText('No warehouses yet')).toBeInTheDocument();
    unmount();
    renderList({ rows: [], total: 0 }, { ...initialListState(), search: 'zzz' });
    expect(screen.getByText('No matches')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  });

  it('shows the failure with a Retry button, and keeps shown rows', async () => {
    const onRetry = vi.fn();
    const { user, unmount } = renderList({ rows: undefined, error: 'Invalid Credentials!', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('Invalid Credentials!');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    renderList({ error: 'Network Unavailable, Please check your internet connection.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Unavailable');
    expect(screen.getByRole('grid', { name: 'Warehouses' })).toBeInTheDocument();
  });

  it('renders the toolbar, extra controls and row actions', () => {
    renderList({
      toolbar: <button type="button">Add warehouse</button>,
      controls: (
        <label>
          Pincode
          <input />
        </label>
      ),
      rowActions: (row) => <button type="button">Open {row.name}</button>,
    });
    expect(screen.getByRole('button', { name: 'Add warehouse' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Search and filters' })).getByRole('textbox', {
        name: 'Pincode',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Whitefield Store' })).toBeInTheDocument();
  });
});
