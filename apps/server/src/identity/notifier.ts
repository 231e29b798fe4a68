import type { WhatsAppTemplate } from '../messaging/whatsapp/provider.ts';
import type { Channel } from './outbox.ts';

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message to deliver. `code` and `link` are what the message carries. */
export interface Notification {
  channel: Channel;
  /** E-mail address (channel `email`) or 10-digit WhatsApp number (channel `whatsapp`). */
  to: string;
  subject: string;
  /** Plain text; the e-mail's HTML part and the WhatsApp text are rendered from it. */
  body: string;
  /** The one-time code the message carries (WhatsApp sends it through `template`). */
  code?: string;
  /** The link the message carries (password reset). */
  link?: string;
  /** WhatsApp template for a code (Meta requires one for business-initiated messages). */
  template?: WhatsAppTemplate;
  /** Files attached to an e-mail (e.g. the service call report PDF; issue 23). Ignored for WhatsApp. */
  attachments?: MailAttachment[];
  /** What the user is told when the message cannot be sent (spec §8), answered with HTTP 502. */
  failureMessage?: string;
}

/**
 * Delivers one-time codes, passphrases and links to users. Rejects (with
 * `messaging/notifier.ts` DeliveryFailed) when the message could not be handed over, so callers
 * roll back what they stored for it. Implemented by messaging/notifier.ts `createNotifier`.
 * Spec: access §7 (send-otp, send-passphrase-whatsapp, email-passphrase, password-reset).
 */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}
