/**
 * Entry point: reads the configuration from the environment, builds the server (database,
 * migrations, demo seed, API, portal) and listens. Spec: access §7, operations §7.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { demoModeEnabled, devOutboxEnabled } from './config.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  console.log(`Partner Portal running at http://localhost:${port}`);
  if (devOutboxEnabled(config)) {
    console.log(
      `Development outbox (OTPs, passphrases, reset links): http://localhost:${port}${config.apiBasePath}/dev/outbox/`,
    );
  }
  const { smtpReceiver } = app.ctx;
  if (smtpReceiver) console.log(`Embedded SMTP receiver (SMTP_URL unset) at ${smtpReceiver.url}`);
  if (demoModeEnabled(config)) {
    console.log(`Demo inbox (e-mails and WhatsApp messages sent): http://localhost:${port}/dev/inbox`);
  } else if (!config.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set: e-mails go to the embedded SMTP receiver only and never reach anyone.',
    );
  }
  if (config.whatsappProvider === 'simulator' && !demoModeEnabled(config)) {
    app.log.warn('WHATSAPP_PROVIDER is not cloud: WhatsApp messages go to the local simulator only.');
  }
  const { storage } = app.ctx;
  if (storage)
    console.log(`Object storage (${storage.mode}) at ${storage.endpoint}, bucket ${storage.bucket}`);
  const { xmpp } = app.ctx.chat;
  if (xmpp)
    console.log(`Chat (XMPP, ${xmpp.mode === 'local' ? 'Prosody' : 'external'}) at ${xmpp.websocketUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
