/** The channels a message can go out on. Spec: access §2 (passphrase by WhatsApp or e-mail), §7. */
export type Channel = 'email' | 'whatsapp';

/**
 * One delivered message as the development outbox lists it (`GET {api}/dev/outbox/`).
 * `code` is the one-time code or passphrase it carries and `link` the reset link, so that
 * developers and end-to-end tests can complete a flow without a real mailbox or phone.
 */
export interface OutboxEntry {
  channel: Channel;
  /** E-mail address or 10-digit number. */
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  /** ISO 8601 time of sending. */
  created_at: string;
}

/**
 * In-memory store of sent messages for development and tests: newest first, at most `limit`
 * entries (default 500; older ones are dropped). Nothing is persisted: a restart empties it.
 * Spec: access §7 (send-otp, password-reset, passphrase calls deliver codes and links).
 */
export class DevOutbox {
  private entries: OutboxEntry[] = [];

  constructor(private readonly limit = 500) {}

  /** Records a message. */
  add(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.limit) this.entries.length = this.limit;
  }

  /** Messages newest first; `to` keeps only those sent to that address or number (case-insensitive). */
  list(filter: { to?: string } = {}): OutboxEntry[] {
    const to = filter.to?.trim().toLowerCase();
    return this.entries.filter((entry) => to === undefined || to === '' || entry.to.toLowerCase() === to);
  }

  /** Forgets every message. */
  clear(): void {
    this.entries = [];
  }
}
