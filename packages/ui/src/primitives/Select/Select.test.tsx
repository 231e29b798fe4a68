import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { Select, type SelectProps } from './Select';

const options = [
  { id: 'install', label: 'Installation' },
  { id: 'repair', label: 'Repair' },
  { id: 'audit', label: 'Audit', isDisabled: true },
];

function Controlled({ onChange, ...props }: Partial<SelectProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Service type"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('Select', () => {
  it('opens with the keyboard, chooses an option and shows it', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} name="service" />);
    const trigger = screen.getByRole('button', { name: /Service type/ });
    expect(trigger).toHaveTextContent('Select an option');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Audit' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('repair');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Repair');
    // react-aria gives focus back to the trigger once the popover has closed (after a frame).
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the error only when invalid and can be disabled', () => {
    renderUi(
      <>
        <Select label="Service type" options={options} isInvalid errorMessage="Please fill the field!" />
        <Select label="Locked" options={options} isDisabled />
      </>,
    );
    expect(screen.getByText('Please fill the field!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Locked/ })).toBeDisabled();
  });
});
