import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { partnerColumns, partnerRows } from './fixtures';
import { sortRows } from './sortRows';
import { Table, type TableProps } from './Table';
import type { PartnerRow } from './fixtures';

function Sortable(props: Partial<TableProps<PartnerRow>>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <Table
      aria-label="Partners"
      columns={partnerColumns}
      rows={sortRows(partnerRows, sort)}
      sortDescriptor={sort}
      onSortChange={setSort}
      {...props}
    />
  );
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Table', () => {
  it('renders columns and rows by role, with aria-sort on the sorted column', () => {
    renderUi(<Sortable />);
    const table = screen.getByRole('grid', { name: 'Partners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'E-mail', 'City', 'Tasks']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Asha Rao', 'Daniel Dsouza', 'Farah Khan', 'Meera Iyer', 'Vikram Singh']);
  });

  it('sorts from the keyboard: Enter on a header sorts, again reverses', async () => {
    const { user } = renderUi(<Sortable />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: 'Tasks' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Tasks' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Meera Iyer', 'Farah Khan', 'Asha Rao', 'Daniel Dsouza', 'Vikram Singh']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Tasks' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()[0]).toBe('Vikram Singh');
  });

  it('shows a labelled spinner while loading and an empty state without rows', () => {
    const { rerender } = renderUi(<Sortable isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading data' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Partners' }).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    rerender(<Sortable rows={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(<Sortable rows={[]} emptyState={<p>No partners match the filter</p>} />);
    expect(screen.getByText('No partners match the filter')).toBeInTheDocument();
  });

  it('keeps the previous rows, busy and without presses, while the next answer loads', () => {
    const { rerender } = renderUi(<Sortable isUpdating />);
    const scroll = screen.getByRole('grid', { name: 'Partners' }).parentElement;
    expect(scroll).toHaveAttribute('aria-busy', 'true');
    expect(scroll).toHaveAttribute('data-updating');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<Sortable />);
    expect(scroll).not.toHaveAttribute('aria-busy');
    expect(scroll).not.toHaveAttribute('data-updating');
  });

  it('renders row actions and selects rows with checkboxes', async () => {
    const onSelectionChange = vi.fn();
    const onEdit = vi.fn();
    const { user } = renderUi(
      <Sortable
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        rowActions={(row) => (
          <Button size="sm" variant="quiet" onPress={() => onEdit(row.id)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
        )}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Actions/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Vikram Singh' }));
    expect(onEdit).toHaveBeenCalledWith('p2');
    const row = screen.getByRole('row', { name: /Asha Rao/ });
    await user.click(within(row).getByRole('checkbox'));
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.calls.at(-1)?.[0] as Set<string>)]).toEqual(['p1']);
    await user.keyboard(' ');
    expect(row).toHaveAttribute('aria-selected', 'false');
  });
});
