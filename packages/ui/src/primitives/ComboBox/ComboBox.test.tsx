import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const names = ['Asha Rao', 'Ravi Kumar', 'Rahul Verma', 'Meera Iyer'].map((label) => ({ id: label, label }));

function Controlled({ onChange, ...props }: Partial<ComboBoxProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ComboBox
      label="Who referred you?"
      options={names}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('ComboBox', () => {
  it('filters the suggestions by the typed text and chooses one with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Who referred you?' });
    await user.type(input, 'ra');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Asha Rao', 'Ravi Kumar', 'Rahul Verma', 'Meera Iyer']);
    await user.type(input, 'h');
    expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent('Rahul Verma');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Rahul Verma');
    expect(input).toHaveValue('Rahul Verma');
  });

  it('says so when nothing matches', async () => {
    const { user } = renderUi(<Controlled />);
    await user.type(screen.getByRole('combobox', { name: 'Who referred you?' }), 'zz');
    expect(within(screen.getByRole('listbox')).getByText('No results found')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    const { user } = renderUi(<Controlled options={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(within(screen.getByRole('listbox')).getByText('Loading…')).toBeInTheDocument();
  });

  it('offers suggestions that arrive after loading', async () => {
    const { user, rerender } = renderUi(<ComboBox label="Who referred you?" options={[]} isLoading />);
    rerender(<ComboBox label="Who referred you?" options={names} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Who referred you?' }), 'asha');
    expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent('Asha Rao');
  });

  it('keeps a free value when allowed and shows errors only when invalid', async () => {
    const onInputChange = vi.fn();
    const { user } = renderUi(
      <Controlled allowsCustomValue onInputChange={onInputChange} isInvalid errorMessage="Pick a name" />,
    );
    const input = screen.getByRole('combobox', { name: 'Who referred you?' });
    await user.type(input, 'Someone new');
    await user.tab();
    expect(input).toHaveValue('Someone new');
    expect(onInputChange).toHaveBeenLastCalledWith('Someone new');
    expect(input).toHaveAccessibleDescription('Pick a name');
  });
});
