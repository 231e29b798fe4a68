import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PartnerLoginForm, type PartnerLoginFormProps } from './PartnerLoginForm.tsx';

function renderLogin(props: Partial<PartnerLoginFormProps> = {}) {
  const handlers = {
    onLookup: vi.fn<PartnerLoginFormProps['onLookup']>(),
    onSendPassphrase: vi.fn<PartnerLoginFormProps['onSendPassphrase']>(async () => undefined),
    onResend: vi.fn<PartnerLoginFormProps['onResend']>(),
    onVerify: vi.fn<PartnerLoginFormProps['onVerify']>(async () => undefined),
    onModeChange: vi.fn<NonNullable<PartnerLoginFormProps['onModeChange']>>(),
  };
  const all = { ...handlers, usePasswordHref: '/signin', ...props };
  const view = renderWithProviders(<PartnerLoginForm {...all} />);
  const rerender = (next: Partial<PartnerLoginFormProps>) =>
    view.rerender(<PartnerLoginForm {...all} {...next} />);
  return { ...handlers, ...view, rerender };
}

const numberField = () => screen.getByRole('textbox', { name: /^WhatsApp number/ });
const loginButton = () => screen.getByRole('button', { name: /^Login$/ });

describe('PartnerLoginForm', () => {
  it('opens in WhatsApp mode with Login disabled until a company is found', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Partner Login' })).toBeInTheDocument();
    expect(numberField()).toHaveAttribute('dir', 'ltr');
    expect(numberField()).toHaveAttribute('maxlength', '10');
    expect(loginButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Login with email' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Passphrase/)).not.toBeInTheDocument();
  });

  it('looks the company up on leaving the field only at 10 digits', async () => {
    const { user, onLookup } = renderLogin();
    await user.type(numberField(), '980000002');
    await user.tab();
    expect(onLookup).not.toHaveBeenCalledWith('whatsapp', expect.any(String));
    await user.click(numberField());
    await user.keyboard('0');
    await user.tab();
    expect(onLookup).toHaveBeenLastCalledWith('whatsapp', '9800000020');
  });

  it('forgets the looked-up company when the number is edited', async () => {
    const { user, onLookup } = renderLogin({
      initialValues: { whatsappNumber: '9800000020', email: '', passphrase: '' },
    });
    await user.click(numberField());
    await user.keyboard('{Backspace}');
    expect(onLookup).toHaveBeenLastCalledWith('whatsapp', null);
  });

  it('shows the spec messages for the number', async () => {
    const { user } = renderLogin();
    await user.click(numberField());
    await user.tab();
    expect(await screen.findByText('Please enter your WhatsApp number!')).toBeInTheDocument();
    await user.type(numberField(), '12345');
    await user.tab();
    expect(await screen.findByText('Enter a valid 10-digit number!')).toBeInTheDocument();
    expect(numberField()).toHaveAccessibleDescription(/Enter a valid 10-digit number!/);
  });

  it('names the company found and sends a passphrase with Login (keyboard)', async () => {
    const { user, onSendPassphrase } = renderLogin({
      companyName: 'Demo Partner Services',
      initialValues: { whatsappNumber: '9800000020', email: '', passphrase: '' },
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Company: Demo Partner Services');
    expect(loginButton()).toBeEnabled();
    await user.click(numberField());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSendPassphrase).toHaveBeenCalledWith('whatsapp', '9800000020'));
  });

  it('after sending: locks the number, asks for the passphrase and verifies it', async () => {
    const { user, onVerify } = renderLogin({
      companyName: 'Demo Partner Services',
      passphraseSent: true,
      resendSecondsLeft: 60,
      initialValues: { whatsappNumber: '9800000020', email: '', passphrase: '' },
    });
    expect(numberField()).toHaveAttribute('readonly');
    const passphrase = screen.getByLabelText(/^Passphrase/);
    expect(passphrase).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Resend Passphrase in 60s' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Please enter your Passphrase sent to your WhatsApp number!'),
    ).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
    await user.keyboard('12a3456');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onVerify).toHaveBeenCalledWith({
        mode: 'whatsapp',
        identifier: '9800000020',
        passphrase: '123456',
      }),
    );
    expect(screen.getByRole('button', { name: 'Verify Passphrase' })).toBeInTheDocument();
  });

  it('offers Resend Passphrase once the countdown is over', async () => {
    const { user, onResend } = renderLogin({
      companyName: 'Demo Partner Services',
      passphraseSent: true,
      resendSecondsLeft: 0,
      initialValues: { whatsappNumber: '9800000020', email: '', passphrase: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Resend Passphrase' }));
    expect(onResend).toHaveBeenCalledWith('whatsapp', '9800000020');
  });

  it('switches to e-mail mode: Use Password links to /signin, Use Passphrase waits for a company', async () => {
    const { user, onModeChange, rerender, onSendPassphrase, onLookup } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Login with email' }));
    expect(onModeChange).toHaveBeenCalledWith('email');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(screen.getByRole('link', { name: 'Use Password' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('button', { name: 'Use Passphrase' })).toBeDisabled();
    expect(loginButton()).toBeDisabled();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email!')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'partner@demo.test');
    await user.tab();
    expect(onLookup).toHaveBeenLastCalledWith('email', 'partner@demo.test');
    rerender({ companyName: 'Demo Partner Services', defaultMode: 'email' });
    const usePassphrase = screen.getByRole('button', { name: 'Use Passphrase' });
    expect(usePassphrase).toBeEnabled();
    await user.click(usePassphrase);
    await waitFor(() => expect(onSendPassphrase).toHaveBeenCalledWith('email', 'partner@demo.test'));
  });

  it('shows formError in an alert describing the form, and notices politely', () => {
    renderLogin({ formError: 'Incorrect Passphrase!', notice: 'Passphrase sent to your WhatsApp number' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Incorrect Passphrase!');
    expect(screen.getByRole('form', { name: 'Partner Login' })).toHaveAccessibleDescription(
      /Incorrect Passphrase!/,
    );
    expect(screen.getAllByRole('status').some((s) => /Passphrase sent/.test(s.textContent ?? ''))).toBe(true);
  });

  it('says the lookup is running', () => {
    renderLogin({ isLookupPending: true });
    expect(screen.getByText('Looking up your company…')).toBeInTheDocument();
  });
});
