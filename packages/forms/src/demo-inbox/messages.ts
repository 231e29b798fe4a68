import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';
import { demoInboxLinkMessages } from './linkMessages.ts';

const withValues = defineMessages<{ to: { to: string } }>({
  to: { id: 'forms.demoInbox.to', defaultMessage: 'To: {to}' },
});

const plain = defineMessages({
  title: { id: 'forms.demoInbox.title', defaultMessage: 'Demo inbox' },
  intro: {
    id: 'forms.demoInbox.intro',
    defaultMessage:
      'Everything this demo server sent: e-mails caught by its built-in mail server and WhatsApp messages kept by its simulator, newest first. Use the codes and links here to finish sign-in, password reset and registration.',
  },
  refresh: { id: 'forms.demoInbox.refresh', defaultMessage: 'Refresh' },
  retry: {
    id: 'forms.demoInbox.retry',
    defaultMessage: 'Retry',
    description: 'Button after a failed load: load the demo inbox again (verb)',
  },
  loading: { id: 'forms.demoInbox.loading', defaultMessage: 'Loading messages…' },
  emptyTitle: { id: 'forms.demoInbox.emptyTitle', defaultMessage: 'No messages yet' },
  emptyDescription: {
    id: 'forms.demoInbox.emptyDescription',
    defaultMessage: 'Ask for a passphrase, an OTP or a password reset link, then refresh this page.',
  },
  errorTitle: { id: 'forms.demoInbox.errorTitle', defaultMessage: 'The inbox could not be loaded' },
  email: { id: 'forms.demoInbox.email', defaultMessage: 'E-mail' },
  whatsapp: { id: 'forms.demoInbox.whatsapp', defaultMessage: 'WhatsApp' },
  whatsappHeading: { id: 'forms.demoInbox.whatsappHeading', defaultMessage: 'WhatsApp message' },
  code: {
    id: 'forms.demoInbox.code',
    defaultMessage: 'Code',
    description: 'Column header of the demo inbox: the one-time code in a message (OTP or passphrase)',
  },
  copyCode: { id: 'forms.demoInbox.copyCode', defaultMessage: 'Copy code' },
  copied: { id: 'forms.demoInbox.copied', defaultMessage: 'Copied' },
  openLink: { id: 'forms.demoInbox.openLink', defaultMessage: 'Open link' },
  htmlVersion: { id: 'forms.demoInbox.htmlVersion', defaultMessage: 'Show the HTML version' },
  htmlFrameTitle: { id: 'forms.demoInbox.htmlFrameTitle', defaultMessage: 'HTML version of the e-mail' },
  unavailable: {
    id: 'forms.demoInbox.unavailable',
    defaultMessage: 'The demo inbox is only available when the server runs in demo mode (pnpm start).',
  },
});

/** Texts of the demo inbox (issue 16). */
export const demoInboxMessages: DemoInboxMessages = { ...plain, ...demoInboxLinkMessages, ...withValues };

/** Type of {@link demoInboxMessages}: each descriptor knows the values its message needs. */
export type DemoInboxMessages = {
  readonly [
    K in keyof typeof plain | keyof typeof demoInboxLinkMessages
  ]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly to: TypedMessageDescriptor<{ to: string }>;
};
