import { Link } from '@partner-portal/ui/primitives';
import { screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { PublicFormFrame, type PublicFormFrameProps } from './PublicFormFrame.tsx';

function renderFrame(
  props: Partial<PublicFormFrameProps> = {},
  onSubmit: () => Promise<void> = async () => undefined,
) {
  return renderWithProviders(
    <Formik initialValues={{ email: '' }} onSubmit={onSubmit}>
      <PublicFormFrame
        title="Forgot password"
        intro="Enter your e-mail."
        errorTitle="Request failed"
        successTitle="Check your e-mail"
        submitLabel="Submit"
        links={<Link href="/signin">skip</Link>}
        {...props}
      >
        <FormikTextField name="email" label="Email" />
      </PublicFormFrame>
    </Formik>,
  );
}

describe('PublicFormFrame', { timeout: 30_000 }, () => {
  it('names the form by its heading and shows the intro, the fields, the submit row and the links', () => {
    renderFrame();
    const form = screen.getByRole('form', { name: 'Forgot password' });
    expect(screen.getByRole('heading', { level: 2, name: 'Forgot password' })).toBeInTheDocument();
    expect(form).toHaveTextContent('Enter your e-mail.');
    expect(form).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'skip' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure as an alert that describes the form, and it wins over a success notice', () => {
    renderFrame({ formError: 'Something went wrong!', successMessage: 'Sent.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Request failed');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(screen.getByRole('form', { name: 'Forgot password' })).toHaveAttribute(
      'aria-describedby',
      alert.id,
    );
    expect(screen.queryByText('Sent.')).not.toBeInTheDocument();
  });

  it('shows a success notice as a status that describes the form', () => {
    renderFrame({ successMessage: 'Link sent.' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Check your e-mail');
    expect(status).toHaveTextContent('Link sent.');
    expect(screen.getByRole('form', { name: 'Forgot password' })).toHaveAttribute(
      'aria-describedby',
      status.id,
    );
  });

  it('submits with Enter from a field and keeps the button pending until the submit settles', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderFrame({}, onSubmit);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('a@b.co{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true'),
    );
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it('disables the submit button when told to and starts onFocus when a field gets focus', async () => {
    const onFocus = vi.fn();
    const { user } = renderFrame({ isDisabled: true, onFocus });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.tab();
    expect(onFocus).toHaveBeenCalled();
  });
});
