import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { createProviderWhatsAppChat, createWhatsAppSimulator, WHATSAPP_SEND_FAILED } from './whatsappChat.ts';
import { inboundTexts, verifyHubSignature } from './whatsappWebhook.ts';

/** The WhatsApp Cloud API webhook: Meta's handshake and the X-Hub-Signature-256 check (issue 17). */

const SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';
const URL = '/api/management/whatsapp-webhook/';
const auth = (token: string) => ({ authorization: `Token ${token}` });
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A Cloud API payload with one text message from `from` (international form, no '+'). */
const payload = (from: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '0',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: '1' },
              contacts: [{ profile: { name: 'Demo Partner' }, wa_id: from }],
              messages: [
                { from, id: 'wamid.1', timestamp: '1764000000', type: 'text', text: { body: text } },
              ],
            },
          },
        ],
      },
    ],
  });

describe('verifyHubSignature and inboundTexts', () => {
  it('accepts only the HMAC-SHA256 of the exact bytes with the app secret', () => {
    const body = Buffer.from('{"a":1}');
    expect(verifyHubSignature(body, sign('{"a":1}'), SECRET)).toBe(true);
    expect(verifyHubSignature(body, sign('{"a":1}').toUpperCase().replace('SHA256', 'sha256'), SECRET)).toBe(
      true,
    );
    expect(verifyHubSignature(body, sign('{"a": 1}'), SECRET)).toBe(false);
    expect(verifyHubSignature(body, sign('{"a":1}', 'other'), SECRET)).toBe(false);
    expect(verifyHubSignature(body, 'sha256=abc', SECRET)).toBe(false);
    expect(verifyHubSignature(body, sign('{"a":1}').replace('sha256=', 'sha1='), SECRET)).toBe(false);
  });

  it('keeps text messages from 10-digit numbers only', () => {
    expect(inboundTexts(JSON.parse(payload('919800000020', 'Hi')))).toEqual([
      { from: '9800000020', text: 'Hi' },
    ]);
    expect(inboundTexts(JSON.parse(payload('15551234567', 'Hi')))).toEqual([]);
    expect(inboundTexts({ entry: [{ changes: [{ value: { statuses: [{ id: 'x' }] } }] }] })).toEqual([]);
    expect(inboundTexts(null)).toEqual([]);
    expect(inboundTexts('text')).toEqual([]);
  });
});

describe('POST /management/whatsapp-webhook/', () => {
  let app: FastifyInstance;
  let pm: string;
  let sessionId: string;

  beforeAll(async () => {
    app = await buildTestApp({
      config: { whatsappAppSecret: SECRET, whatsappVerifyToken: VERIFY_TOKEN },
      // A simulator that never answers, so the only inbound message is the webhook's.
      whatsappChat: createWhatsAppSimulator({ replyMs: 3_600_000 }),
    });
    pm = await signIn(app, 'project_manager@demo.test');
    const added = await app.inject({
      method: 'POST',
      url: '/api/management/add-number/',
      headers: auth(pm),
      payload: { action: 'whatsapp', to: '9800000020' },
    });
    sessionId = added.json<{ data: { session_id: string } }>().data.session_id;
  }, 60_000);
  afterAll(() => app?.close());

  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
      },
      payload: body,
    });

  const thread = async () => {
    const chats = await app.inject({
      url: `/api/management/get-whatsapp-chats/?session_id=${sessionId}`,
      headers: auth(pm),
    });
    return chats
      .json<{ data: { sender_type: string; content: { messagetext: string } }[] }>()
      .data.map((message) => `${message.sender_type}: ${message.content.messagetext}`);
  };

  it('refuses a payload without a signature (401) or with a wrong one (403), storing nothing', async () => {
    const body = payload('919800000020', 'Forged answer');
    const unsigned = await post(body);
    expect(unsigned.statusCode).toBe(401);
    const wrongSecret = await post(body, sign(body, 'not-the-secret'));
    expect(wrongSecret.statusCode).toBe(403);
    const otherBody = await post(body, sign(payload('919800000020', 'Another text')));
    expect(otherBody.statusCode).toBe(403);
    const malformed = await post(body, 'sha256=not-hex');
    expect(malformed.statusCode).toBe(403);
    expect(await thread()).toEqual([]);
  });

  it('stores a correctly signed message in the conversation of its number', async () => {
    // Meta signs the bytes as sent: spacing and key order must not be normalised on the way.
    const body = payload('919800000020', 'The engineer has arrived, thanks').replace('{', '{ ');
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, received: 1 });
    expect(await thread()).toEqual(['receiver: The engineer has arrived, thanks']);
    const list = await app.inject({ url: '/api/management/get-whatsapp-users-list/', headers: auth(pm) });
    expect(list.json<{ data: { last_message: { messagetext: string } }[] }>().data[0]!.last_message).toEqual({
      messagetext: 'The engineer has arrived, thanks',
    });
  });

  it('accepts a signed payload with no known conversation or no text, storing nothing', async () => {
    const stranger = payload('919123456789', 'Who is this?');
    expect((await post(stranger, sign(stranger))).json()).toEqual({ status: 200, received: 0 });
    const statuses = JSON.stringify({ entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.1' }] } }] }] });
    expect((await post(statuses, sign(statuses))).json()).toEqual({ status: 200, received: 0 });
    const notJson = 'not json';
    expect((await post(notJson, sign(notJson))).statusCode).toBe(400);
  });

  it("answers Meta's subscription handshake only with the verify token", async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      app.inject({
        url: `${URL}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      });
    const ok = await handshake(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await handshake('wrong-token')).statusCode).toBe(403);
    expect((await handshake(VERIFY_TOKEN, 'unsubscribe')).statusCode).toBe(403);
  });
});

describe('the webhook without WHATSAPP_APP_SECRET', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app?.close());

  it('refuses every payload (503) and every handshake (403)', async () => {
    const body = payload('919800000020', 'Hi');
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
      payload: body,
    });
    expect(response.statusCode).toBe(503);
    const handshake = await app.inject({
      url: `${URL}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
    });
    expect(handshake.statusCode).toBe(403);
  });
});

describe('WhatsApp chat through the Cloud API provider', () => {
  it('sends free text and answers a fixed message when the provider refuses', async () => {
    const sendText = vi.fn(async () => ({ id: 'wamid.1' }));
    const chat = createProviderWhatsAppChat({ sendText, sendTemplate: vi.fn() });
    await expect(chat.send('9800000020', 'Hello')).resolves.toEqual({ ok: true });
    expect(sendText).toHaveBeenCalledWith('9800000020', 'Hello');
    sendText.mockRejectedValueOnce(new Error('WhatsApp Cloud API answered 400: token details'));
    await expect(chat.send('9800000020', 'Hello')).resolves.toEqual({
      ok: false,
      message: WHATSAPP_SEND_FAILED,
    });
  });
});
