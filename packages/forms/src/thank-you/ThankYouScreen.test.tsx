import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ThankYouScreen } from './ThankYouScreen.tsx';

describe('ThankYouScreen', () => {
  it("thanks the partner and leads back to the login with 'Back to Login'", async () => {
    const { user, navigate } = renderWithProviders(<ThankYouScreen loginHref="/partner-login" />);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText('Your registration was successful')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Login' });
    expect(back).toHaveAttribute('href', '/partner-login');
    await user.tab();
    expect(back).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/partner-login', undefined);
  });
});
