import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { TextField, type TextFieldProps } from './TextField';

function Controlled({ onChange, ...props }: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  return <TextField label="Email" name="email" value={value} onChange={change} {...props} />;
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is labelled and reports typed values as strings', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <Controlled onChange={onChange} type="email" autoComplete="email" dir="ltr" isRequired />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('name', 'email');
  });

  it('shows the error only when invalid, and links it and the description', () => {
    const { rerender } = renderUi(
      <TextField label="Email" description="Your work e-mail" errorMessage="Enter a valid e-mail" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByText('Enter a valid e-mail')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describedBy(input)).toEqual(['Your work e-mail']);

    rerender(
      <TextField
        label="Email"
        description="Your work e-mail"
        errorMessage="Enter a valid e-mail"
        isInvalid
      />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid e-mail')).toBeVisible();
    expect(describedBy(input)).toEqual(expect.arrayContaining(['Your work e-mail', 'Enter a valid e-mail']));
  });

  it('does not block the value when invalid (the form library decides)', async () => {
    const { user } = renderUi(<Controlled isInvalid errorMessage="Required" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'x');
    expect(input).toHaveValue('x');
    expect((input as HTMLInputElement).validity.valid).toBe(true);
  });

  it('calls onBlur and supports id and disabled', async () => {
    const onBlur = vi.fn();
    const { user } = renderUi(
      <>
        <TextField label="Name" id="name-field" onBlur={onBlur} />
        <TextField label="Locked" isDisabled />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('id', 'name-field');
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
