import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormikCheckbox } from './FormikCheckbox.tsx';
import { FormikPhoneField } from './FormikPhoneField.tsx';

interface Values {
  phone: { countryCode: string; dialCode: string; number: string };
  terms: boolean;
}

function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  return (
    <Formik<Values>
      initialValues={{ phone: { countryCode: 'IN', dialCode: '+91', number: '' }, terms: false }}
      validate={(values) => ({
        ...(values.phone.number === '' ? { phone: 'Please input your phone number!' } : {}),
        ...(values.terms ? {} : { terms: 'Please accept the Term & Condition' }),
      })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FormikPhoneField name="phone" label="Phone" isRequired />
        <FormikCheckbox name="terms" isRequired>
          I accept the terms
        </FormikCheckbox>
        <button type="submit">Submit</button>
      </Form>
    </Formik>
  );
}

describe('FormikPhoneField and FormikCheckbox', { timeout: 60_000 }, () => {
  it('show their errors after a submit attempt and write their values into Formik', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please input your phone number!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please accept the Term & Condition')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '98765-43210');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    expect(screen.queryByText('Please input your phone number!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      phone: { countryCode: 'IN', dialCode: '+91', number: '9876543210' },
      terms: true,
    });
  });
});
