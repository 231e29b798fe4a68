import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField';

function Controlled({ onChange, value: initial, ...props }: Partial<PhoneFieldProps>) {
  const [value, setValue] = useState<PhoneValue>(
    initial ?? { countryCode: 'IN', dialCode: '+91', number: '' },
  );
  return (
    <PhoneField
      label="Phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('PhoneField', () => {
  it('defaults to India +91 with a 10-digit, digits-only, left-to-right number', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<PhoneField label="Phone" onChange={onChange} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveTextContent('IN +91');
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    await user.type(input, '9a');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'IN', dialCode: '+91', number: '9' });
  });

  it('strips a pasted dial code, spaces and dashes', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('+91 98765-43210');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'IN', dialCode: '+91', number: '9876543210' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
  });

  it('caps typing at the chosen country’s longest number', async () => {
    const { user } = renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '987654321099');
    expect(input).toHaveValue('9876543210');
  });

  it('chooses a country with the keyboard and follows its length', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} countryCodes={['IN', 'AE', 'US']} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['India +91', 'United Arab Emirates +971', 'United States +1']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'AE', dialCode: '+971', number: '' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('maxlength', '9');
  });

  it('shows the error only when invalid and disables both parts', () => {
    renderUi(
      <PhoneField label="Phone" isInvalid errorMessage="Please input your phone number!" isDisabled />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Please input your phone number!');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: /Country code/ })).toBeDisabled();
  });
});
