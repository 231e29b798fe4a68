import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';

function renderForgot(props: Partial<ForgotPasswordFormProps> = {}) {
  const onSubmit = vi.fn<ForgotPasswordFormProps['onSubmit']>(async () => undefined);
  return {
    onSubmit,
    ...renderWithProviders(<ForgotPasswordForm onSubmit={onSubmit} skipHref="/signin" {...props} />),
  };
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });

describe('ForgotPasswordForm', { timeout: 60_000 }, () => {
  it('refuses an empty or malformed e-mail with the spec message', async () => {
    const { user, onSubmit } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed e-mail with the keyboard', async () => {
    const { user, onSubmit } = renderForgot();
    await user.tab();
    expect(emailInput()).toHaveFocus();
    await user.keyboard(' asha@example.com {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'asha@example.com' });
  });

  it('shows the server answer as a status, a failure as an alert, and has a skip link', () => {
    const { rerender } = renderForgot({ successMessage: 'Link sent.' });
    expect(screen.getByRole('status')).toHaveTextContent('Link sent.');
    expect(screen.getByRole('link', { name: 'skip' })).toHaveAttribute('href', '/signin');
    rerender(<ForgotPasswordForm onSubmit={vi.fn()} skipHref="/signin" formError="Something went wrong!" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
  });
});
