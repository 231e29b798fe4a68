import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { partnerLoginMessages as m } from './messages.ts';
import { PartnerLoginForm } from './PartnerLoginForm.tsx';

const NUMBER = '9800000020';
const EMAIL = 'partner@demo.test';
const COMPANY = 'Demo Partner Services';
const withNumber = { whatsappNumber: NUMBER, email: '', passphrase: '' };
const withEmail = { whatsappNumber: '', email: EMAIL, passphrase: '' };

const meta = {
  title: 'Forms/PartnerLogin',
  component: PartnerLoginForm,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['autodocs', 'play-any-locale'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    onLookup: fn(),
    onSendPassphrase: fn(async () => undefined),
    onResend: fn(),
    onVerify: fn(async () => undefined),
    onModeChange: fn(),
    usePasswordHref: '/signin',
  },
  argTypes: {
    defaultMode: { control: 'inline-radio', options: ['whatsapp', 'email'] },
    resendSecondsLeft: { control: { type: 'number', min: 0, max: 60 } },
  },
} satisfies Meta<typeof PartnerLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accessible-name matcher for a field whose label starts with `label` (a required mark may follow). */
const startsWith = (label: string) => (name: string) => name.startsWith(label);

/** WhatsApp mode, nothing typed: Login stays disabled until a company is found. */
export const WhatsAppEmpty: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    const number = canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.whatsappNumber)) });
    await expect(number).toHaveFocus();
    await userEvent.keyboard(NUMBER);
    await userEvent.tab();
    // Leaving the field at 10 digits looks the company up (access §4).
    await expect(args.onLookup).toHaveBeenLastCalledWith('whatsapp', NUMBER);
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.login) })).toBeDisabled();
  },
};

/** The number is entered and its company found: Login sends the passphrase (Enter works). */
export const CompanyFound: Story = {
  args: { initialValues: withNumber, companyName: COMPANY },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.formatMessage(m.company, { name: COMPANY }))).toBeVisible();
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.whatsappNumber)) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSendPassphrase).toHaveBeenCalledWith('whatsapp', NUMBER));
  },
};

/** Looking the company up. */
export const LookupPending: Story = {
  args: { initialValues: withNumber, isLookupPending: true },
};

/** Passphrase sent: number locked, the 60 s countdown runs, the main button verifies. */
export const PassphraseSent: Story = {
  args: {
    initialValues: withNumber,
    companyName: COMPANY,
    passphraseSent: true,
    resendSecondsLeft: 60,
    notice: 'Passphrase sent to your WhatsApp number',
  },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const passphrase = canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.passphrase)) });
    await waitFor(() => expect(passphrase).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.whatsappNumber)) }),
    ).toHaveAttribute('readonly');
    await expect(
      canvas.getByRole('button', { name: t.formatMessage(m.resendIn, { seconds: 60 }) }),
    ).toBeDisabled();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() =>
      expect(args.onVerify).toHaveBeenCalledWith({
        mode: 'whatsapp',
        identifier: NUMBER,
        passphrase: '123456',
      }),
    );
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.verifyPassphrase) })).toBeVisible();
  },
};

/** The wait is over: 'Resend Passphrase' is reachable with the keyboard. */
export const ResendAvailable: Story = {
  args: { initialValues: withNumber, companyName: COMPANY, passphraseSent: true, resendSecondsLeft: 0 },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.passphrase)) })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.resendPassphrase) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledWith('whatsapp', NUMBER);
  },
};

/** E-mail mode with a company found: 'Use Passphrase' sends it by e-mail. */
export const EmailMode: Story = {
  args: { defaultMode: 'email', initialValues: withEmail, companyName: COMPANY },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.login) })).toBeDisabled();
    const usePassphrase = canvas.getByRole('button', { name: t.formatMessage(m.usePassphrase) });
    usePassphrase.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSendPassphrase).toHaveBeenCalledWith('email', EMAIL));
  },
};

/** E-mail mode after 'Use Passphrase': the e-mail is locked and the passphrase is asked for. */
export const EmailPassphraseSent: Story = {
  args: {
    defaultMode: 'email',
    initialValues: withEmail,
    companyName: COMPANY,
    passphraseSent: true,
    resendSecondsLeft: 60,
    notice: 'Passphrase sent to your email',
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.email)) })).toHaveAttribute(
      'readonly',
    );
    await expect(
      canvas.queryByRole('button', { name: t.formatMessage(m.usePassphrase) }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText(t.formatMessage(m.sentEmail))).toBeVisible();
  },
};

/** Access §8: the notice after a successful verification, before the app navigates. */
export const LoginSuccessful: Story = {
  args: { ...PassphraseSent.args, notice: 'Login successful!' },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(within(canvasElement).getByText(t.formatMessage(m.loginSuccess))).toBeVisible();
  },
};

/** 'Login with email' switches mode with the keyboard; 'Use Passphrase' waits for a company. */
export const SwitchToEmail: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: t.formatMessage(m.loginWithEmail) });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('email');
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.email)) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.usePassphrase) })).toBeDisabled();
  },
};

/** 'Use Password' leads to the sign-in (access §2). */
export const UsePassword: Story = {
  args: { defaultMode: 'email', initialValues: withEmail },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const usePassword = canvas.getByRole('link', { name: t.formatMessage(m.usePassword) });
    usePassword.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  },
};

/** Validation: the spec's messages for an empty and a short number. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText(t.formatMessage(m.whatsappRequired))).toBeVisible();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('12345');
    await userEvent.tab();
    await expect(await canvas.findByText(t.formatMessage(m.whatsappInvalid))).toBeVisible();
  },
};

const withError = (formError: string, extra: Partial<Story['args']> = {}): Story => ({
  args: { formError, ...extra },
  play: async ({ canvasElement }) => {
    // The preview shows a catalogue text given as an arg in the story's locale.
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(formError));
  },
});

const sent = {
  initialValues: { ...withNumber, passphrase: '000000' },
  companyName: COMPANY,
  passphraseSent: true,
};

/** Access §8: wrong passphrase. */
export const ErrorIncorrectPassphrase = withError('Incorrect Passphrase!', sent);
/** Our server's answer for an expired passphrase. */
export const ErrorPassphraseExpired = withError('Passphrase has expired. Please request a new one.', sent);
/** Access §8: the verify request failed. */
export const ErrorLogin = withError('Error Login!', sent);
/** Access §8: sending failed. */
export const ErrorSendFailed = withError('Failed to send PhassPhrase! Try again.', {
  initialValues: withNumber,
  companyName: COMPANY,
});
/** A 429: asked again too early; the server's message is a warning (access §8), not a failure. */
export const WarningResendTooEarly: Story = {
  args: {
    formWarning: 'Please wait 42 seconds before requesting a new code.',
    ...sent,
    resendSecondsLeft: 42,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByText('Please wait 42 seconds before requesting a new code.');
    await expect(warning.closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription(
      /Please wait 42 seconds before requesting a new code\./,
    );
  },
};
/** Access §8: unknown WhatsApp number (HTTP 404). */
export const ErrorWhatsAppNotRegistered = withError('WhatsApp No. not Registered!', {
  initialValues: { ...withNumber, whatsappNumber: '9111111111' },
});
/** Access §8: a lookup answer without a company. */
export const ErrorPhoneNotRegistered = withError('Phone No. not Registered with any Company!', {
  initialValues: withNumber,
});
/** Access §8: unknown e-mail. */
export const ErrorEmailNotRegistered = withError('Email not Registered!', {
  defaultMode: 'email',
  initialValues: { ...withEmail, email: 'nobody@demo.test' },
});
/** Access §8: other lookup failures. */
export const ErrorLookupFailed = withError('Failed to fetch company name', { initialValues: withNumber });

export const PassphraseSentDark: Story = { ...PassphraseSent, globals: { theme: 'dark' } };

export const CompanyFoundArabic: Story = {
  args: CompanyFound.args,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The number stays left to right inside the mirrored page.
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('dir', 'ltr');
  },
};
