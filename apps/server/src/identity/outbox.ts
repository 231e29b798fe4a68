/** The channels a message can go out on. Spec: access §2 (passphrase by WhatsApp or e-mail), §7. */
export type Channel = 'email' | 'whatsapp';

/**
 * One message as the development outbox lists it (`GET {api}/dev/outbox/`), read from what the
 * embedded SMTP receiver and the WhatsApp simulator received (messaging/store.ts). `code` is the
 * one-time code or passphrase it carries and `link` the reset link, so that developers and
 * end-to-end tests can complete a flow without a real mailbox or phone.
 */
export interface OutboxEntry {
  channel: Channel;
  /** E-mail address or 10-digit number. */
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  /** ISO 8601 time of reception. */
  created_at: string;
}
