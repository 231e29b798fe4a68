import type { WhatsAppProvider } from '../../messaging/whatsapp/provider.ts';

/**
 * WhatsApp side of the chat screen (operations §7 'Chat'): how a message leaves for a customer and
 * how a customer's answer comes back. The local simulator is the default, so the whole flow works
 * offline; a WhatsApp Cloud API adapter (issue 16's provider) can take its place behind this interface.
 */
export interface WhatsAppChatProvider {
  /**
   * Sends `text` to the 10-digit number `to` (India, prefix 91 added by the provider).
   * Resolves `{ ok: false, message }` when the provider refuses; the message is shown as it is.
   */
  send(to: string, text: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Registers the handler of inbound messages (one handler; a second call replaces it). */
  onInbound(handler: (from: string, text: string) => Promise<void>): void;
  close(): void;
}

/** Most characters WhatsApp accepts in one text message. */
export const WHATSAPP_TEXT_LIMIT = 4096;

/** The simulator's refusal of a text over {@link WHATSAPP_TEXT_LIMIT}. */
export const WHATSAPP_TOO_LONG = `WhatsApp refused the message: at most ${WHATSAPP_TEXT_LIMIT} characters.`;

/**
 * A demo customer on every number, who answers each message after `replyMs`
 * ("Thanks, I got your message: …"). Texts over 4096 characters are refused like WhatsApp does.
 */
export function createWhatsAppSimulator(options: { replyMs: number }): WhatsAppChatProvider {
  let inbound: ((from: string, text: string) => Promise<void>) | undefined;
  const timers = new Set<NodeJS.Timeout>();
  return {
    async send(to, text) {
      if (text.length > WHATSAPP_TEXT_LIMIT) return { ok: false, message: WHATSAPP_TOO_LONG };
      const timer = setTimeout(() => {
        timers.delete(timer);
        const quoted = text.length > 40 ? `${text.slice(0, 40)}…` : text;
        void inbound?.(to, `Thanks, I got your message: "${quoted}"`).catch(() => undefined);
      }, options.replyMs);
      timer.unref();
      timers.add(timer);
      return { ok: true };
    },
    onInbound(handler) {
      inbound = handler;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * WhatsApp chat through issue 16's provider (the Cloud API adapter when `WHATSAPP_PROVIDER=cloud`):
 * sends free text; a refusal answers `{ ok: false }` with a fixed text (never the provider's
 * details). Customers' answers arrive through the webhook (`whatsappWebhook.ts`), not here.
 */
export function createProviderWhatsAppChat(provider: WhatsAppProvider): WhatsAppChatProvider {
  return {
    async send(to, text) {
      if (text.length > WHATSAPP_TEXT_LIMIT) return { ok: false, message: WHATSAPP_TOO_LONG };
      try {
        await provider.sendText(to, text);
        return { ok: true };
      } catch {
        return { ok: false, message: WHATSAPP_SEND_FAILED };
      }
    },
    onInbound() {},
    close() {},
  };
}

/** What a refused send through the Cloud API answers (the provider's details are not shown). */
export const WHATSAPP_SEND_FAILED = 'WhatsApp did not accept the message. Please try again later.';
