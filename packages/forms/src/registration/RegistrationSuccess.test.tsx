import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { RegistrationSuccess } from './RegistrationSuccess.tsx';

describe('RegistrationSuccess', () => {
  it('says the account was created and leads to setting a password and to sign-in', async () => {
    const { user, navigate } = renderWithProviders(
      <RegistrationSuccess setPasswordHref="/forgot-password" signInHref="/signin" />,
    );
    expect(screen.getByRole('heading', { name: 'Registration successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/signin');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Set your password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/forgot-password', undefined);
  });
});
