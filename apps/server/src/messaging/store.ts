import type { Db } from '../db/index.ts';
import type { Channel } from '../identity/outbox.ts';
import { extractCode, extractLink } from './extract.ts';

/** A message as the embedded SMTP receiver or the WhatsApp simulator received it. */
export interface ReceivedMessage {
  channel: Channel;
  /** E-mail address, or the WhatsApp number as the provider got it. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** WhatsApp template name (simulator), else null. */
  template: string | null;
  /** The sender's message id (e-mail Message-ID, WhatsApp message id). */
  messageId: string | null;
}

/** One stored message as the demo inbox lists it, with the code and link it carries. */
export interface InboxMessage {
  id: number;
  channel: Channel;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  template: string | null;
  code: string | null;
  link: string | null;
  /** ISO 8601 time of reception. */
  received_at: string;
}

interface MessageRow {
  id: string | number;
  channel: Channel;
  recipient: string;
  sender: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string | null;
  received_at: Date | string;
}

/**
 * The `messages` table (migration 080) behind the demo inbox and the development outbox.
 * {@link record} writes in the background and {@link settled} waits for those writes: senders
 * often deliver inside an open database transaction (codes, reset tokens), and on PGlite's single
 * connection a write awaited there would wait for that very transaction. Readers call `settled()`
 * first, so a message whose delivery has resolved is always listed. Issue 16.
 */
export class MessageStore {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Stores a received message (in the background; see {@link settled}). */
  record(message: ReceivedMessage): void {
    const write = this.db
      .query(
        `INSERT INTO messages (channel, recipient, sender, subject, text_body, html_body, template, message_id, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          message.channel,
          message.to,
          message.from,
          message.subject,
          message.text,
          message.html,
          message.template,
          message.messageId,
          this.now(),
        ],
      )
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Resolves once every message recorded so far is written. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Messages newest first (at most `limit`, default 200); `to` keeps those to one address or
   * number (case-insensitive).
   */
  async list(filter: { to?: string; limit?: number } = {}): Promise<InboxMessage[]> {
    await this.settled();
    const to = filter.to?.trim().toLowerCase() ?? '';
    const rows = await this.db.query<MessageRow>(
      `SELECT id, channel, recipient, sender, subject, text_body, html_body, template, received_at
         FROM messages WHERE ($1 = '' OR lower(recipient) = $1)
        ORDER BY id DESC LIMIT $2`,
      [to, filter.limit ?? 200],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      channel: row.channel,
      to: row.recipient,
      from: row.sender,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      template: row.template,
      code: extractCode(row.text_body),
      link: extractLink(row.text_body),
      received_at: new Date(row.received_at).toISOString(),
    }));
  }

  /** Forgets messages received before `before` (start-up housekeeping). */
  async prune(before: Date): Promise<void> {
    await this.db.query('DELETE FROM messages WHERE received_at < $1', [before]);
  }
}
