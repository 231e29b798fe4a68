import { randomUUID } from 'node:crypto';
import type { MessageStore } from '../store.ts';
import type { WhatsAppProvider, WhatsAppTemplate } from './provider.ts';

/**
 * The texts the simulator shows for each template, `{{1}}` being the first parameter: the same
 * wording as the e-mails. Spec: access §2 (OTP, passphrase), §9 (10 minutes).
 */
export const SIMULATED_TEMPLATES: Record<WhatsAppTemplate, string> = {
  otp: 'Your verification code is {{1}}. It is valid for 10 minutes. Do not share it.',
  passphrase: 'Your passphrase is {{1}}. It is valid for 10 minutes. Do not share it.',
};

/** Fills `{{n}}` placeholders with `params[n - 1]`. */
export function fillTemplate(text: string, params: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => params[Number(index) - 1] ?? whole);
}

/**
 * The default WhatsApp provider: nothing leaves the machine; each message is stored for the demo
 * inbox (and the development outbox) as the recipient would read it. Issue 16.
 */
export function createWhatsAppSimulator(store: MessageStore, sender: string): WhatsAppProvider {
  const keep = (to: string, text: string, template: string | null) => {
    const id = `sim-${randomUUID()}`;
    store.record({
      channel: 'whatsapp',
      to,
      from: sender,
      subject: '',
      text,
      html: null,
      template,
      messageId: id,
    });
    return Promise.resolve({ id });
  };
  return {
    sendTemplate: (to, template, params) =>
      keep(to, fillTemplate(SIMULATED_TEMPLATES[template], params), template),
    sendText: (to, body) => keep(to, body, null),
  };
}
