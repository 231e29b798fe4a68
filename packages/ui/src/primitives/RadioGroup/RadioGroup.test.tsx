import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'later', label: 'Later', isDisabled: true },
];

function Controlled({ onChange, ...props }: Partial<RadioGroupProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="Was the issue fixed?"
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

describe('RadioGroup', () => {
  it('chooses with the arrow keys and skips disabled choices', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} name="fixed" />);
    const group = screen.getByRole('radiogroup', { name: 'Was the issue fixed?' });
    expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('no');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    // 'Later' is disabled: focus wraps to the first choice.
    expect(onChange).toHaveBeenLastCalledWith('yes');
  });

  it('lays out horizontally and shows the error only when invalid', () => {
    const { rerender } = renderUi(
      <RadioGroup
        label="Rating"
        options={options}
        orientation="horizontal"
        errorMessage="Please complete this field"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(screen.queryByText('Please complete this field')).not.toBeInTheDocument();
    rerender(
      <RadioGroup
        label="Rating"
        options={options}
        isInvalid
        isRequired
        errorMessage="Please complete this field"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Rating/ });
    expect(group).toHaveAccessibleDescription('Please complete this field');
    expect(group).toHaveAttribute('aria-required', 'true');
  });
});
