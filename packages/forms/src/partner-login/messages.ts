import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'forms.partnerLogin.title', defaultMessage: 'Partner Login' },
  whatsappNumber: { id: 'forms.partnerLogin.whatsappNumber', defaultMessage: 'WhatsApp number' },
  email: {
    id: 'forms.partnerLogin.email',
    defaultMessage: 'Email',
    description: 'Field label: e-mail address',
  },
  passphrase: { id: 'forms.partnerLogin.passphrase', defaultMessage: 'Passphrase' },
  loginWithEmail: { id: 'forms.partnerLogin.loginWithEmail', defaultMessage: 'Login with email' },
  loginWithWhatsapp: { id: 'forms.partnerLogin.loginWithWhatsapp', defaultMessage: 'Login with WhatsApp' },
  usePassword: { id: 'forms.partnerLogin.usePassword', defaultMessage: 'Use Password' },
  usePassphrase: { id: 'forms.partnerLogin.usePassphrase', defaultMessage: 'Use Passphrase' },
  login: {
    id: 'forms.partnerLogin.login',
    defaultMessage: 'Login',
    description: 'Button: sign in with the passphrase (verb)',
  },
  verifyPassphrase: { id: 'forms.partnerLogin.verifyPassphrase', defaultMessage: 'Verify Passphrase' },
  resendPassphrase: { id: 'forms.partnerLogin.resendPassphrase', defaultMessage: 'Resend Passphrase' },
  resendAvailable: {
    id: 'forms.partnerLogin.resendAvailable',
    defaultMessage: 'You can now resend the passphrase.',
  },
  lookingUp: { id: 'forms.partnerLogin.lookingUp', defaultMessage: 'Looking up your company…' },
  // Access §5 'Partner login'.
  whatsappRequired: {
    id: 'forms.partnerLogin.whatsappRequired',
    defaultMessage: 'Please enter your WhatsApp number!',
  },
  whatsappInvalid: {
    id: 'forms.partnerLogin.whatsappInvalid',
    defaultMessage: 'Enter a valid 10-digit number!',
  },
  emailRequired: { id: 'forms.partnerLogin.emailRequired', defaultMessage: 'Please enter your email!' },
  emailInvalid: { id: 'forms.partnerLogin.emailInvalid', defaultMessage: 'Enter a valid email!' },
  passphraseRequired: {
    id: 'forms.partnerLogin.passphraseRequired',
    defaultMessage: 'Please enter your Passphrase sent to your WhatsApp number!',
  },
  // Access §8 'Partner login' and 'Company lookup'.
  sentWhatsapp: {
    id: 'forms.partnerLogin.sentWhatsapp',
    defaultMessage: 'Passphrase sent to your WhatsApp number',
  },
  sentEmail: { id: 'forms.partnerLogin.sentEmail', defaultMessage: 'Passphrase sent to your email' },
  sendFailed: {
    id: 'forms.partnerLogin.sendFailed',
    defaultMessage: 'Failed to send PhassPhrase! Try again.',
  },
  incorrectPassphrase: {
    id: 'forms.partnerLogin.incorrectPassphrase',
    defaultMessage: 'Incorrect Passphrase!',
  },
  loginError: { id: 'forms.partnerLogin.loginError', defaultMessage: 'Error Login!' },
  loginSuccess: { id: 'forms.partnerLogin.loginSuccess', defaultMessage: 'Login successful!' },
  emailNotRegistered: {
    id: 'forms.partnerLogin.emailNotRegistered',
    defaultMessage: 'Email not Registered!',
  },
  phoneNotRegistered: {
    id: 'forms.partnerLogin.phoneNotRegistered',
    defaultMessage: 'Phone No. not Registered with any Company!',
  },
  whatsappNotRegistered: {
    id: 'forms.partnerLogin.whatsappNotRegistered',
    defaultMessage: 'WhatsApp No. not Registered!',
  },
  lookupFailed: { id: 'forms.partnerLogin.lookupFailed', defaultMessage: 'Failed to fetch company name' },
  failed: { id: 'forms.partnerLogin.failed', defaultMessage: 'Login failed' },
});

const messagesWithValues = defineMessages<{
  company: { name: string };
  resendIn: { seconds: number };
}>({
  company: { id: 'forms.partnerLogin.company', defaultMessage: 'Company: {name}' },
  resendIn: { id: 'forms.partnerLogin.resendIn', defaultMessage: 'Resend Passphrase in {seconds}s' },
});

/**
 * Texts of the partner login screen. English defaults are the spec's exact words where it gives
 * them (access §2 'Partner login', §5, §8, including its spelling 'PhassPhrase'); the title, field
 * labels, 'Login with WhatsApp', the company line, the countdown and 'Looking up…' are ours.
 */
export const partnerLoginMessages: PartnerLoginMessages = { ...plainMessages, ...messagesWithValues };

/** Type of {@link partnerLoginMessages}: each descriptor knows the values its message needs. */
export type PartnerLoginMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly company: TypedMessageDescriptor<{ name: string }>;
  readonly resendIn: TypedMessageDescriptor<{ seconds: number }>;
};
