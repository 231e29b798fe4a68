import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Notifier } from '../identity/notifier.ts';
import { startSmtpReceiver, type SmtpReceiver } from './email/receiver.ts';
import {
  createNotifier,
  createSmtpTransport,
  type DeliveryLog,
  type MailTransport,
  type RetryPolicy,
} from './notifier.ts';
import { MessageStore } from './store.ts';
import { createCloudApiProvider } from './whatsapp/cloudApi.ts';
import type { WhatsAppProvider } from './whatsapp/provider.ts';
import { createWhatsAppSimulator } from './whatsapp/simulator.ts';

/** Received messages older than this are forgotten at start-up. */
const KEEP_MESSAGES_MS = 7 * 24 * 3_600_000;

/** The WhatsApp Cloud API adapter with the `WHATSAPP_*` settings (`WHATSAPP_PROVIDER=cloud`). */
export function cloudApiProvider(config: Pick<ServerConfig, 'whatsapp'>): WhatsAppProvider {
  return createCloudApiProvider({
    apiUrl: config.whatsapp.apiUrl,
    token: config.whatsapp.token ?? '',
    phoneNumberId: config.whatsapp.phoneNumberId ?? '',
    templates: { otp: config.whatsapp.otpTemplate, passphrase: config.whatsapp.passphraseTemplate },
    language: config.whatsapp.language,
    countryCode: config.whatsapp.countryCode,
  });
}

/** Replacements of the configured parts, for tests. */
export interface MessagingOverrides {
  /** E-mail transport instead of SMTP_URL / the embedded receiver. */
  mailTransport?: MailTransport;
  /** WhatsApp provider instead of WHATSAPP_PROVIDER's. */
  whatsapp?: WhatsAppProvider;
  /** Retry policy of deliveries (tests: no waiting). */
  retry?: RetryPolicy;
  /** Waits between retries (tests: none). */
  sleep?: (ms: number) => Promise<void>;
}

/** The messaging services of a running server. */
export interface Messaging {
  store: MessageStore;
  notifier: Notifier;
  /** The embedded SMTP receiver, when SMTP_URL is unset. */
  smtpReceiver: SmtpReceiver | undefined;
  /** Stops the embedded receiver and waits for stored messages. */
  close(): Promise<void>;
}

/**
 * Starts messaging: e-mails go by SMTP to `SMTP_URL`, or to an embedded SMTP receiver on loopback
 * (SMTP_HOST/SMTP_PORT) that stores them for the demo inbox; WhatsApp goes to the Cloud API
 * (`WHATSAPP_PROVIDER=cloud`) or the local simulator. Issue 16; spec: access §2, §7.
 */
export async function startMessaging(
  config: ServerConfig,
  db: Db,
  now: () => Date,
  log: DeliveryLog,
  overrides: MessagingOverrides = {},
): Promise<Messaging> {
  const store = new MessageStore(db, now, (error) =>
    log.error({ error: error instanceof Error ? error.message : String(error) }, 'could not store a message'),
  );
  await store.prune(new Date(now().getTime() - KEEP_MESSAGES_MS));
  let smtpReceiver: SmtpReceiver | undefined;
  let mail = overrides.mailTransport;
  if (!mail) {
    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      smtpReceiver = await startSmtpReceiver({ host: config.smtpHost, port: config.smtpPort, store });
      smtpUrl = smtpReceiver.url;
    }
    mail = createSmtpTransport(smtpUrl);
  }
  const whatsapp =
    overrides.whatsapp ??
    (config.whatsappProvider === 'cloud'
      ? cloudApiProvider(config)
      : createWhatsAppSimulator(store, `${config.productName} (WhatsApp simulator)`));
  const notifier = createNotifier({
    mail,
    mailFrom: config.mailFrom,
    productName: config.productName,
    whatsapp,
    log,
    retry: overrides.retry,
    sleep: overrides.sleep,
  });
  return {
    store,
    notifier,
    smtpReceiver,
    async close() {
      await smtpReceiver?.close();
      await store.settled();
    },
  };
}
