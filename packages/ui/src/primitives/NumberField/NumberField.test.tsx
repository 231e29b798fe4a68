import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { NumberField, type NumberFieldProps } from './NumberField';

function Controlled({ onChange, value: initial = null, ...props }: Partial<NumberFieldProps>) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
      label="Quantity"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('NumberField', () => {
  it('commits a typed number on blur and reports null when cleared', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '42');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(42);
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('steps with the arrow keys and the buttons within min and max', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <Controlled onChange={onChange} value={4} minValue={0} maxValue={5} step={1} />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('5');
    const decrease = screen.getByRole('button', { name: /Decrease/ });
    await user.click(decrease);
    await user.click(decrease);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
  });

  it('formats with formatOptions in the page locale', () => {
    renderUi(
      <NumberField label="Amount" value={1500} formatOptions={{ style: 'currency', currency: 'INR' }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('₹1,500.00');
  });

  it('shows the error only when invalid and can be disabled', () => {
    renderUi(
      <>
        <NumberField label="Quantity" isInvalid errorMessage="Please fill the field!" isRequired />
        <NumberField label="Locked" isDisabled value={2} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: /Quantity/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill the field!');
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
