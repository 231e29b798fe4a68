import nodemailer from 'nodemailer';
import type { Channel, DevOutbox } from './outbox.ts';

/** A message to deliver. `code` and `link` are what the message carries, for the outbox. */
export interface Notification {
  channel: Channel;
  /** E-mail address (channel `email`) or 10-digit WhatsApp number (channel `whatsapp`). */
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

/**
 * Delivers one-time codes, passphrases and links to users. Rejects when the message could not be
 * handed over, so callers can roll back what they stored for it.
 * Spec: access §7 (send-otp, send-passphrase-whatsapp, email-passphrase, password-reset).
 */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}

/** Sends an e-mail. Spec: access §7 (password reset, e-mail OTP and passphrase). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** An SMTP transport through nodemailer, from a URL such as `smtp://user:pass@mail.example.com:587`. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** Options of {@link createNotifier}. */
export interface NotifierOptions {
  /** Where every message is recorded when no real transport takes it. */
  outbox: DevOutbox;
  /** SMTP (or another) transport for e-mails; without it e-mails go to the outbox only. */
  mail?: MailTransport;
  /** Sender address of e-mails. */
  mailFrom: string;
  /** The clock (ISO time of outbox entries). */
  now: () => Date;
}

/**
 * The server's notifier: e-mails go through `mail` when one is configured (SMTP_URL), otherwise to
 * the development outbox; WhatsApp messages always go to the outbox (no WhatsApp provider is part
 * of this reference server). Spec: access §2 'Partner login', §7.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  return {
    async send(notification) {
      if (notification.channel === 'email' && options.mail) {
        await options.mail.sendMail({
          from: options.mailFrom,
          to: notification.to,
          subject: notification.subject,
          text: notification.body,
        });
        return;
      }
      options.outbox.add({
        channel: notification.channel,
        to: notification.to,
        subject: notification.subject,
        body: notification.body,
        code: notification.code ?? null,
        link: notification.link ?? null,
        created_at: options.now().toISOString(),
      });
    },
  };
}
