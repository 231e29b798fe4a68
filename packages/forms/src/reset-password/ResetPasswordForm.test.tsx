import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm.tsx';

function renderReset(props: Partial<ResetPasswordFormProps> = {}) {
  const onSubmit = vi.fn<ResetPasswordFormProps['onSubmit']>(async () => undefined);
  return {
    onSubmit,
    ...renderWithProviders(<ResetPasswordForm onSubmit={onSubmit} signInHref="/signin" {...props} />),
  };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('ResetPasswordForm', { timeout: 60_000 }, () => {
  it('requires both passwords with the spec messages', async () => {
    const { user, onSubmit } = renderReset();
    await user.click(submitButton());
    expect(await screen.findByText('Please input Password!')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the Password!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses two different passwords', async () => {
    const { user, onSubmit } = renderReset({
      initialValues: { password1: 'fresh-pass-2026', password2: 'other-pass-2026' },
    });
    await user.click(submitButton());
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits both passwords exactly as typed and keeps them when formError arrives', async () => {
    const { user, onSubmit, rerender } = renderReset();
    await user.type(screen.getByLabelText(/^New Password/), ' fresh-pass-2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), ' fresh-pass-2026');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      password1: ' fresh-pass-2026',
      password2: ' fresh-pass-2026',
    });
    rerender(<ResetPasswordForm onSubmit={onSubmit} signInHref="/signin" formError="Link expired." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired.');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue(' fresh-pass-2026');
  });
});
