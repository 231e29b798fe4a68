import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AccountDeletionScreen, type AccountDeletionScreenProps } from './AccountDeletionScreen.tsx';

const ACCOUNT = { fullName: 'Demo Partner', email: 'partner@demo.test' };

function renderScreen(props: Partial<AccountDeletionScreenProps> = {}) {
  const onLogin = vi.fn<AccountDeletionScreenProps['onLogin']>(async () => undefined);
  const onRequestDeletion = vi.fn<AccountDeletionScreenProps['onRequestDeletion']>(async () => undefined);
  const result = renderWithProviders(
    <AccountDeletionScreen
      view="login"
      onLogin={onLogin}
      onRequestDeletion={onRequestDeletion}
      privacyPolicyHref="/privacy-policy"
      {...props}
    />,
  );
  return { onLogin, onRequestDeletion, ...result };
}

/** The screen as the app drives it: the login moves to the confirmation view, 'Not you?' back. */
function Flow() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <AccountDeletionScreen
      view={signedIn ? 'confirm' : 'login'}
      account={ACCOUNT}
      onLogin={async () => setSignedIn(true)}
      onRequestDeletion={async () => undefined}
      onUseAnotherAccount={() => setSignedIn(false)}
      privacyPolicyHref="/privacy-policy"
    />
  );
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('AccountDeletionScreen', { timeout: 60_000 }, () => {
  it('explains the deletion and links the privacy policy', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'Account Deletion' })).toBeInTheDocument();
    expect(
      screen.getByText('Your account information and personal data will be permanently deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You will lose access to all services.')).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('form', { name: 'Login to Continue' })).toBeInTheDocument();
  });

  it('an empty submit shows the field messages and asks for both, without logging in', async () => {
    const { user, onLogin } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Password!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password!');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail', async () => {
    const { user, onLogin } = renderScreen();
    await user.type(emailInput(), 'asha@');
    await user.type(passwordInput(), 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter a valid email!')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email and password!')).not.toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('logs in with the keyboard, the e-mail trimmed', async () => {
    const { user, onLogin } = renderScreen();
    await user.click(emailInput());
    await user.keyboard(' partner@demo.test ');
    await user.tab();
    expect(passwordInput()).toHaveFocus();
    await user.keyboard('demo-pass-2026{Enter}');
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(onLogin.mock.calls[0]?.[0]).toEqual({ email: 'partner@demo.test', password: 'demo-pass-2026' });
  });

  it('shows a login failure in an alert describing the form and keeps what was typed', async () => {
    const { user, rerender } = renderScreen();
    await user.type(emailInput(), 'partner@demo.test');
    await user.type(passwordInput(), 'wrong');
    rerender(
      <AccountDeletionScreen
        view="login"
        onLogin={vi.fn()}
        onRequestDeletion={vi.fn()}
        privacyPolicyHref="/privacy-policy"
        loginError="Invalid email or password."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('form', { name: 'Login to Continue' })).toHaveAttribute(
      'aria-describedby',
      alert.id,
    );
    expect(emailInput()).toHaveValue('partner@demo.test');
    expect(passwordInput()).toHaveValue('wrong');
  });

  it('the confirmation view shows name and e-mail; the Warning dialog requests the deletion and closes', async () => {
    const { user, onRequestDeletion } = renderScreen({ view: 'confirm', account: ACCOUNT });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Demo Partner')).toBeInTheDocument();
    expect(screen.getByText('partner@demo.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Account Deletion' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent('This will delete your account and all associated data!.');
    // Destructive: focus starts on Cancel; Tab reaches OK, Enter confirms.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRequestDeletion).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a failed request keeps the dialog open with the server message, or the spec text', async () => {
    const onRequestDeletion = vi
      .fn<AccountDeletionScreenProps['onRequestDeletion']>()
      .mockRejectedValueOnce(new Error('Token has expired.'))
      .mockRejectedValueOnce('no message');
    const { user } = renderScreen({ view: 'confirm', account: ACCOUNT, onRequestDeletion });
    await user.click(screen.getByRole('button', { name: 'Request Account Deletion' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Token has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error Requesting Account Deletion!'),
    );
    expect(screen.getByRole('alertdialog', { name: 'Warning' })).toBeInTheDocument();
  });

  it('Escape cancels the dialog without a request; the name falls back to the e-mail', async () => {
    const onUseAnotherAccount = vi.fn();
    const { user, onRequestDeletion } = renderScreen({
      view: 'confirm',
      account: { fullName: null, email: 'nameless@demo.test' },
      onUseAnotherAccount,
    });
    expect(screen.getAllByText('nameless@demo.test')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Request Account Deletion' }));
    await screen.findByRole('alertdialog', { name: 'Warning' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRequestDeletion).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Not you? Log in with another account' }));
    expect(onUseAnotherAccount).toHaveBeenCalledTimes(1);
  });

  it('goes from the login to the confirmation view and back with Not you?', async () => {
    const { user } = renderWithProviders(<Flow />);
    await user.type(emailInput(), ACCOUNT.email);
    await user.type(passwordInput(), 'demo-pass-2026{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Not you? Log in with another account' }));
    expect(await screen.findByRole('form', { name: 'Login to Continue' })).toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
  });
});
