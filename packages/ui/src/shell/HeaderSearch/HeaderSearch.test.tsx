import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { HeaderSearch } from './HeaderSearch';

describe('HeaderSearch', () => {
  it('is a search landmark with the category selector and a labelled search field', () => {
    renderUi(<HeaderSearch onSearch={() => {}} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Search in' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Products',
      'Apps',
      'Blogs',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('searches on Enter with the chosen category, ignoring blank queries', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<HeaderSearch onSearch={onSearch} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'Blogs');
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.keyboard('   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard(' release notes {Enter}');
    expect(onSearch).toHaveBeenCalledWith('release notes', 'blogs');
  });
});
