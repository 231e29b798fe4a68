import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { renderWithProviders } from '../test/render.tsx';
import { FormikPasswordField, FormikTextField } from './FormikTextField.tsx';

const schema = yup.object({
  name: yup.string().required('Please input your Name!'),
  secret: yup.string().required('Please input Password!'),
});

function TestForm({ onSubmit = vi.fn() }: { onSubmit?: (values: { name: string; secret: string }) => void }) {
  return (
    <Formik initialValues={{ name: '', secret: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <FormikTextField name="name" label="Name" isRequired />
        <FormikPasswordField name="secret" label="Password" isRequired />
        <button type="submit">Submit</button>
      </Form>
    </Formik>
  );
}

describe('FormikTextField and FormikPasswordField', () => {
  it('show no error until the field is touched', async () => {
    const { user } = renderWithProviders(<TestForm />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Please input your Name!')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please input your Name!');
    expect(screen.queryByText('Please input Password!')).not.toBeInTheDocument();
  });

  it('show every error after a submit attempt and clear it once fixed', async () => {
    const { user } = renderWithProviders(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please input Password!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Name!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    expect(screen.queryByText('Please input your Name!')).not.toBeInTheDocument();
  });

  it('write typed values into Formik', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Asha', secret: 'secret' });
  });
});
