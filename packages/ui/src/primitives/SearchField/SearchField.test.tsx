import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { SearchField, type SearchFieldProps } from './SearchField';

function Controlled({ onChange, ...props }: Partial<SearchFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Search users"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('SearchField', () => {
  it('clears with Escape and with the clear button, which returns focus to the input', async () => {
    const onClear = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderUi(<Controlled onClear={onClear} onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(input, 'asha{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('asha');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);

    await user.type(input, 'ravi');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('keeps a hidden label as the accessible name and shows errors only when invalid', () => {
    renderUi(<SearchField label="Search" isLabelHidden isInvalid errorMessage="Enter at least 2 letters" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAccessibleDescription('Enter at least 2 letters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
