import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MessageStore } from '../store.ts';

/** Largest e-mail the embedded receiver accepts (bytes). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** A running embedded SMTP receiver. */
export interface SmtpReceiver {
  /** `smtp://127.0.0.1:PORT` for nodemailer (plain SMTP on loopback, no TLS, no auth). */
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections. */
  close(): Promise<void>;
}

/** Options of {@link startSmtpReceiver}. */
export interface SmtpReceiverOptions {
  /** Interface to bind (`SMTP_HOST`, default 127.0.0.1: loopback only). */
  host: string;
  /** Port (`SMTP_PORT`; 0: a free port). */
  port: number;
  /** Where parsed messages go (the demo inbox). */
  store: MessageStore;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list
    .flatMap((entry) => entry.value)
    .map((address) => address.address ?? '')
    .filter((address) => address !== '')
    .join(', ');
}

/**
 * Starts the embedded SMTP receiver (smtp-server) that `pnpm start` uses when `SMTP_URL` is
 * unset: e-mails really cross SMTP, are parsed (mailparser) and stored, one row per envelope
 * recipient, for the demo inbox. The reply to DATA is sent only after parsing, so a sender whose
 * `sendMail` resolved finds its message once {@link MessageStore.settled} resolves. Like the
 * embedded object storage (storage/objectStorage.ts), it listens on loopback only. Issue 16.
 */
export async function startSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Partner Portal embedded SMTP receiver',
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const from =
            addresses(mail.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
          for (const to of recipients.length > 0 ? recipients : [addresses(mail.to)]) {
            options.store.record({
              channel: 'email',
              to,
              from,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : null,
              template: null,
              messageId: mail.messageId ?? null,
            });
          }
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server logs connection errors on 'error'; keep them from crashing the process.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `smtp://${host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
