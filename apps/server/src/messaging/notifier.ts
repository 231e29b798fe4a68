import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { HttpError } from '../errors.ts';
import type { MailAttachment, Notification, Notifier } from '../identity/notifier.ts';
import { renderEmail } from './email/render.ts';
import type { WhatsAppProvider } from './whatsapp/provider.ts';

/** Sends an e-mail (nodemailer's transport, or a test double). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
}

/** An SMTP transport through nodemailer, from a URL such as `smtp://user:pass@mail.example.com:587`. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** How often and how patiently a delivery is tried. */
export interface RetryPolicy {
  /** Tries in all (at least 1; default 3). */
  attempts: number;
  /** Wait before the 2nd try; doubled before each further one (default 300 ms). */
  delayMs: number;
}

/** The default {@link RetryPolicy}: 3 tries, 300 ms then 600 ms apart. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, delayMs: 300 };

/**
 * A message that could not be handed over after every retry: answers HTTP 502 with the message
 * the spec gives for the flow (e.g. 'Error in sending OTP'), never a false 'sent'. Issue 16.
 */
export class DeliveryFailed extends HttpError {
  override name = 'DeliveryFailed';
  constructor(
    readonly messageId: string,
    message: string,
  ) {
    super(502, message);
  }
}

/** The logger calls the notifier makes (a pino/Fastify logger fits). */
export interface DeliveryLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Options of {@link createNotifier}. */
export interface NotifierOptions {
  /** E-mail transport: SMTP_URL's server or the embedded receiver. */
  mail: MailTransport;
  /** Sender address of e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Product name shown in e-mails (PRODUCT_NAME). */
  productName: string;
  /** WhatsApp provider: the Cloud API or the local simulator. */
  whatsapp: WhatsAppProvider;
  log: DeliveryLog;
  retry?: RetryPolicy;
  /** Waits between tries; injectable so tests never sleep. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The failure text a flow shows when nothing could be sent. */
const DEFAULT_FAILURE = 'The message could not be sent. Please try again later.';

/**
 * The server's notifier: e-mails always go through SMTP (multipart text + HTML rendered by
 * {@link renderEmail}, with a Message-ID), WhatsApp messages through the provider (a template for
 * codes, as Meta requires for business-initiated messages; free text otherwise). A failed try is
 * retried with exponential backoff; after the last one the error is logged with the message id
 * and channel (never the code or the text) and {@link DeliveryFailed} is thrown.
 * Issue 16; spec: access §2 'Partner login', §7, §8.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const retry = options.retry ?? DEFAULT_RETRY;
  const sleep = options.sleep ?? realSleep;
  const deliver = async (notification: Notification, messageId: string): Promise<void> => {
    if (notification.channel === 'email') {
      const rendered = renderEmail(
        { subject: notification.subject, text: notification.body, link: notification.link },
        options.productName,
      );
      await options.mail.sendMail({
        from: options.mailFrom,
        to: notification.to,
        messageId,
        ...rendered,
        ...(notification.attachments?.length ? { attachments: notification.attachments } : {}),
      });
      return;
    }
    if (notification.template && notification.code) {
      await options.whatsapp.sendTemplate(notification.to, notification.template, [notification.code]);
    } else {
      await options.whatsapp.sendText(notification.to, notification.body);
    }
  };
  return {
    async send(notification) {
      const messageId = `<${randomUUID()}@partner-portal>`;
      const attempts = Math.max(1, retry.attempts);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await deliver(notification, messageId);
          return;
        } catch (error) {
          const details = {
            messageId,
            channel: notification.channel,
            attempt,
            error: error instanceof Error ? error.message : String(error),
          };
          if (attempt >= attempts) {
            options.log.error(details, 'message delivery failed');
            throw new DeliveryFailed(messageId, notification.failureMessage ?? DEFAULT_FAILURE);
          }
          options.log.warn(details, 'message delivery failed, retrying');
          await sleep(retry.delayMs * 2 ** (attempt - 1));
        }
      }
    },
  };
}
