import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoModeEnabled, loadConfig } from '../config.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { extractCode, extractLink } from './extract.ts';
import { createNotifier, type MailTransport } from './notifier.ts';
import type { InboxMessage } from './store.ts';
import { createCloudApiProvider, WhatsAppApiError } from './whatsapp/cloudApi.ts';
import type { WhatsAppProvider } from './whatsapp/provider.ts';

const inbox = async (app: FastifyInstance, to: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/dev/inbox/', query: { to } });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: number; messages: InboxMessage[] }>().messages;
};

describe('messaging through the embedded SMTP receiver and the WhatsApp simulator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      config: { publicUrl: 'https://portal.example.com', productName: 'Acme Partner Hub' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends an OTP e-mail over SMTP as text and HTML; the inbox lists it with its code', async () => {
    expect(app.ctx.config.smtpUrl).toBeUndefined();
    expect(app.ctx.smtpReceiver?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const mode = await app.inject({ method: 'GET', url: '/api/dev/demo-mode/' });
    expect(mode.json()).toEqual({ status: 200, demo_mode: true });
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/send-otp/',
      payload: { email: 'newcomer@example.com' },
    });
    expect(response.json()).toMatchObject({ status: 200, message: 'OTP sent successfully' });
    const [mail] = await inbox(app, 'NEWCOMER@example.com');
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'newcomer@example.com',
      from: 'no-reply@localhost',
      subject: 'Your Acme Partner Hub verification code',
    });
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(`Your verification code is ${mail?.code}. It is valid for 10 minutes.`);
    expect(mail?.html).toContain('<h1 style="font-size:20px;margin:0 0 16px">Acme Partner Hub</h1>');
    expect(mail?.html).toContain(`Your verification code is ${mail?.code}.`);
  });

  it('builds the reset link from PUBLIC_URL, never from the Host header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/password-reset/',
      headers: { host: 'evil.example' },
      payload: { email: 'partner@demo.test', host: 'https://evil.example/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await inbox(app, 'partner@demo.test');
    expect(mail?.subject).toBe('Reset your Acme Partner Hub password');
    expect(mail?.link).toMatch(/^https:\/\/portal\.example\.com\/reset-password\?token=[\w-]{43}$/);
    expect(mail?.html).toContain(`<a href="${mail?.link}"`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
  });

  it('hands the WhatsApp passphrase to the simulator as its template', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/send-passphrase-whatsapp/',
      payload: { phone: '9800000020' },
    });
    expect(response.json()).toMatchObject({ status: 200 });
    const [message] = await inbox(app, '9800000020');
    expect(message).toMatchObject({ channel: 'whatsapp', template: 'passphrase', html: null });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toBe(
      `Your passphrase is ${message?.code}. It is valid for 10 minutes. Do not share it.`,
    );
    // The development outbox reads the same table.
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox/', query: { to: '9800000020' } });
    expect(outbox.json<{ code: string }[]>()[0]?.code).toBe(message?.code);
  });
});

describe('the stored messages', () => {
  it('survive a restart of the server on the same database', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pp-messages-'));
    try {
      const first = await buildTestApp({ config: { dataDir: path.join(dir, 'pglite'), seedDemo: false } });
      try {
        const sent = await first.inject({
          method: 'POST',
          url: '/api/partner/send-otp/',
          payload: { phone: '9700000001' },
        });
        expect(sent.statusCode).toBe(200);
      } finally {
        await first.close();
      }
      const second = await buildTestApp({ config: { dataDir: path.join(dir, 'pglite'), seedDemo: false } });
      try {
        const [message] = await inbox(second, '9700000001');
        expect(message).toMatchObject({ channel: 'whatsapp', template: 'otp' });
        expect(message?.code).toMatch(/^\d{6}$/);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('delivery failures', () => {
  it('a refused SMTP connection is retried, then answers the spec failure message', async () => {
    const sleep = vi.fn(async () => undefined);
    const app = await buildTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:1' },
      messaging: { sleep },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/partner/send-otp/',
        payload: { email: 'newcomer@example.com' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ status: 502, message: 'Error in sending OTP' });
      expect(sleep.mock.calls).toEqual([[300], [600]]);
      // Nothing was stored for the failed send: a new try is not told to wait 60 s.
      const again = await app.inject({
        method: 'POST',
        url: '/api/partner/email-passphrase/',
        payload: { email: 'partner@demo.test' },
      });
      expect(again.json()).toMatchObject({ status: 502, message: 'Failed to send PhassPhrase! Try again.' });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('logs the message id and channel of a failure, never the code', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const whatsapp: WhatsAppProvider = {
      sendTemplate: vi.fn(async () => Promise.reject(new Error('provider down'))),
      sendText: vi.fn(async () => ({ id: 'x' })),
    };
    const sendMail = vi.fn<MailTransport['sendMail']>(async () => ({}));
    const notifier = createNotifier({
      mail: { sendMail },
      mailFrom: 'x@example.com',
      productName: 'P',
      whatsapp,
      log,
      retry: { attempts: 2, delayMs: 5 },
      sleep: async () => undefined,
    });
    await expect(
      notifier.send({
        channel: 'whatsapp',
        to: '9800000001',
        subject: '',
        body: 'b 654321',
        code: '654321',
        template: 'otp',
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    expect(whatsapp.sendTemplate).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [details] = log.error.mock.calls[0] as [Record<string, unknown>];
    expect(details).toMatchObject({ channel: 'whatsapp', attempt: 2, error: 'provider down' });
    expect(details.messageId).toMatch(/^<[0-9a-f-]{36}@partner-portal>$/);
    expect(JSON.stringify([log.warn.mock.calls, log.error.mock.calls])).not.toContain('654321');
  });
});

describe('the WhatsApp Cloud API adapter', () => {
  it('posts the template to a local mock of the Graph API and reads the message id', async () => {
    const requests: { url?: string; auth?: string; body: unknown }[] = [];
    let answer: { status: number; body: unknown } = { status: 200, body: { messages: [{ id: 'wamid.1' }] } };
    const graph = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        requests.push({ url: request.url, auth: request.headers.authorization, body: JSON.parse(raw) });
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const { port } = graph.address() as AddressInfo;
    try {
      const provider = createCloudApiProvider({
        apiUrl: `http://127.0.0.1:${port}/v21.0/`,
        phoneNumberId: '1234567890',
        token: 'EAAG-test',
        templates: { otp: 'otp_code', passphrase: 'login_passphrase' },
        language: 'en',
        countryCode: '91',
      });
      await expect(provider.sendTemplate('9800000020', 'passphrase', ['123456'])).resolves.toEqual({
        id: 'wamid.1',
      });
      expect(requests[0]).toEqual({
        url: '/v21.0/1234567890/messages',
        auth: 'Bearer EAAG-test',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919800000020',
          type: 'template',
          template: {
            name: 'login_passphrase',
            language: { code: 'en' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '123456' }] },
            ],
          },
        },
      });
      answer = { status: 400, body: { error: { message: 'Template name does not exist', code: 132001 } } };
      const refused = provider.sendText('9800000020', 'hello');
      await expect(refused).rejects.toBeInstanceOf(WhatsAppApiError);
      await expect(refused).rejects.toThrow('WhatsApp Cloud API answered 400: Template name does not exist');
      expect(requests[1]?.body).toMatchObject({ type: 'text', text: { preview_url: false, body: 'hello' } });
    } finally {
      await new Promise<void>((resolve) => graph.close(() => resolve()));
    }
  });
});

describe('demo mode', () => {
  it('is off in production unless DEMO_MODE turns it on; the inbox then answers 404', async () => {
    // Production needs object storage unless the demo is asked for (issue 15).
    expect(demoModeEnabled(loadConfig({ NODE_ENV: 'production', S3_ENDPOINT: 'off' }))).toBe(false);
    expect(demoModeEnabled(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }))).toBe(true);
    expect(demoModeEnabled(loadConfig({}))).toBe(true);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(/WHATSAPP_TOKEN/);
    expect(loadConfig({ SMTP_PORT: '2525' }).smtpPort).toBe(2525);
    const production = await buildTestApp({ config: { nodeEnv: 'production', seedDemo: false } });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/dev/inbox/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: 'Not found' });
      const mode = await production.inject({ method: 'GET', url: '/api/dev/demo-mode/' });
      expect(mode.json()).toEqual({ status: 200, demo_mode: false });
    } finally {
      await production.close();
    }
  }, 60_000);
});

describe('extractCode and extractLink', () => {
  it('find the code outside links and the first link without trailing punctuation', () => {
    expect(extractCode('Your passphrase is 123456. Do not share it.')).toBe('123456');
    expect(extractCode('Open https://x.example/reset-password?token=ab-123456-cd now')).toBeNull();
    expect(extractLink('Open https://x.example/reset-password?token=abc. Thanks')).toBe(
      'https://x.example/reset-password?token=abc',
    );
    expect(extractLink('no link')).toBeNull();
  });
});
