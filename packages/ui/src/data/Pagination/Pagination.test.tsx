import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { Pagination, pageCount } from './Pagination';

function Harness({ total = 45, initial = 1 }: { total?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageSize={10} total={total} onPageChange={setPage} />;
}

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [45, 10, 5],
    [5, 0, 5],
  ])('%i rows at %i per page → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('Pagination', () => {
  it("shows 'Page x of y' and pages with the keyboard; the ends are disabled", async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('Page 4 of 5')).toBeInTheDocument();
  });

  it('shows a single page when there are no rows and clamps the page', () => {
    renderUi(<Harness total={0} initial={3} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
