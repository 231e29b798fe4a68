import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

const options = [
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'printer', label: 'Printer' },
  { value: 'cctv', label: 'CCTV', isDisabled: true },
];

function Controlled({ onChange, ...props }: Partial<CheckboxGroupProps>) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      label="Services"
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

describe('CheckboxGroup', () => {
  it('is a named group whose boxes toggle by keyboard and report every chosen value', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Services' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Wi-Fi' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['wifi', 'printer']);
    expect(screen.getByRole('checkbox', { name: 'CCTV' })).toBeDisabled();
  });

  it('shows the group error only when invalid', () => {
    const { rerender } = renderUi(
      <CheckboxGroup label="Services" options={options} errorMessage="Please complete this field" />,
    );
    expect(screen.queryByText('Please complete this field')).not.toBeInTheDocument();
    rerender(
      <CheckboxGroup
        label="Services"
        options={options}
        errorMessage="Please complete this field"
        isInvalid
      />,
    );
    expect(screen.getByRole('group', { name: 'Services' })).toHaveAccessibleDescription(
      'Please complete this field',
    );
  });
});
