import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { tenDigits } from './routes.ts';
import {
  WHATSAPP_WEBHOOK_MESSAGES as MESSAGES,
  whatsappWebhookSchema,
  whatsappWebhookVerifySchema,
  type WhatsappWebhookVerifyQuery,
} from './schemas.ts';

/** Largest webhook body read (Meta batches at most a few messages per call). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Whether `header` (`X-Hub-Signature-256: sha256=<64 hex>`) is the HMAC-SHA256 of `body` keyed with
 * the app secret, compared in constant time. A header of another shape is false.
 */
export function verifyHubSignature(body: Buffer, header: string, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(body).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

/** One customer's text message in a webhook payload: the sender's 10 digits and the text. */
export interface InboundWhatsAppText {
  from: string;
  text: string;
}

/**
 * The text messages of a Cloud API webhook payload (`entry[].changes[].value.messages[]` of type
 * `text`); delivery statuses, other message types and numbers that are not 10 digits after the
 * country code 91 are left out.
 */
export function inboundTexts(payload: unknown): InboundWhatsAppText[] {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const texts: InboundWhatsAppText[] = [];
  const root = payload as { entry?: unknown } | null;
  for (const entry of list(root?.entry)) {
    for (const change of list((entry as { changes?: unknown } | null)?.changes)) {
      const value = (change as { value?: { messages?: unknown } } | null)?.value;
      for (const message of list(value?.messages)) {
        const { from, type, text } = (message ?? {}) as {
          from?: unknown;
          type?: unknown;
          text?: { body?: unknown };
        };
        const phone = typeof from === 'string' ? tenDigits(from) : undefined;
        if (type === 'text' && phone && typeof text?.body === 'string' && text.body !== '')
          texts.push({ from: phone, text: text.body });
      }
    }
  }
  return texts;
}

/**
 * The WhatsApp Cloud API webhook (issue 17): customers' answers come in here when the Cloud API is
 * the provider. No portal token: Meta signs each call instead.
 * - GET /management/whatsapp-webhook/?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: the
 *   subscription handshake; answers the challenge as text when the token is `WHATSAPP_VERIFY_TOKEN`,
 *   403 otherwise (also when it is unset).
 * - POST /management/whatsapp-webhook/ (Meta's JSON): 503 when `WHATSAPP_APP_SECRET` is unset, 401
 *   without `X-Hub-Signature-256`, 403 when it is not the HMAC-SHA256 of the raw body with that
 *   secret, 400 when the signed body is not JSON; else each text message is stored in the
 *   conversation of its number (messages from numbers without one are dropped) and the answer is
 *   `{ status: 200, received: n }` (n stored).
 */
export const whatsappWebhookRoutes: RouteModule = {
  name: 'whatsapp-webhook',
  plugin: async (api) => {
    const { ctx } = api;

    api.get<{ Querystring: WhatsappWebhookVerifyQuery }>(
      '/management/whatsapp-webhook/',
      { schema: whatsappWebhookVerifySchema },
      async (request, reply) => {
        const expected = ctx.config.whatsappVerifyToken;
        const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
        const matches =
          expected !== undefined &&
          token !== undefined &&
          token.length === expected.length &&
          timingSafeEqual(Buffer.from(token), Buffer.from(expected));
        if (mode !== 'subscribe' || !matches || challenge === undefined)
          throw new HttpError(403, MESSAGES.badVerifyToken);
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );

    // The signature covers the exact bytes: in this scope JSON bodies stay raw Buffers.
    await api.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      raw.post(
        '/management/whatsapp-webhook/',
        { schema: whatsappWebhookSchema, config: { rawBody: true } },
        async (request) => {
          const secret = ctx.config.whatsappAppSecret;
          if (!secret) throw new HttpError(503, MESSAGES.notConfigured);
          const header = request.headers['x-hub-signature-256'];
          if (typeof header !== 'string' || header === '') throw new HttpError(401, MESSAGES.unsigned);
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (!verifyHubSignature(body, header, secret)) throw new HttpError(403, MESSAGES.badSignature);
          let payload: unknown;
          try {
            payload = JSON.parse(body.toString('utf8'));
          } catch {
            throw new HttpError(400, MESSAGES.badJson);
          }
          let received = 0;
          for (const message of inboundTexts(payload)) {
            if (await ctx.chat.receiveWhatsApp(message.from, message.text)) received += 1;
          }
          return { status: 200, received };
        },
      );
    });
  },
};
