/** JSON schemas of the chat calls (operations §7 'Chat'). */

/** POST /management/chat-credentials/: no input at all (the JID is always the caller's). */
export const credentialsSchema = {
  body: { type: ['object', 'null'], additionalProperties: false, maxProperties: 0 },
} as const;

/** GET /management/chat-users/?search= (the user search; its path is not shown in the spec). */
export const userSearchSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { search: { type: 'string', maxLength: 100 } },
  },
} as const;

/** GET /management/get-whatsapp-chats/?session_id= */
export const whatsappChatsSchema = {
  querystring: {
    type: 'object',
    required: ['session_id'],
    additionalProperties: { type: 'string', maxLength: 64 },
    properties: { session_id: { type: 'string', maxLength: 64 } },
  },
} as const;

/** POST /management/send-whatsapp-message/ `{ customer_id, message }`: customer_id is the session's partner_chat_id. */
export const sendWhatsappSchema = {
  body: {
    type: 'object',
    required: ['customer_id', 'message'],
    additionalProperties: false,
    properties: {
      customer_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      message: { type: 'string', minLength: 1, maxLength: 8000 },
    },
  },
} as const;

/** Body of {@link sendWhatsappSchema}. */
export interface SendWhatsappBody {
  customer_id: number;
  message: string;
}

/** POST /management/add-number/ `{ action: 'whatsapp', to }`: `to` is at most 10 digits (91 prefix tolerated). */
export const addNumberSchema = {
  body: {
    type: 'object',
    required: ['action', 'to'],
    additionalProperties: false,
    properties: {
      action: { type: 'string', enum: ['whatsapp'] },
      to: { type: 'string', maxLength: 13 },
    },
  },
} as const;

/** Body of {@link addNumberSchema}. */
export interface AddNumberBody {
  action: 'whatsapp';
  to: string;
}

/** Texts of the chat calls' answers (operations §8 'Chat'). */
export const CHAT_MESSAGES = {
  notLinked: 'This Whatsapp Number is not linked with any Partner',
  notFound: 'Chat not found',
  badNumber: 'Enter a WhatsApp number of 10 digits.',
  emptyMessage: 'An empty message is not sent.',
  unavailable: 'Chat is unavailable on this server.',
} as const;

/** POST /dev/chat-server/ `{ action }` (development and e2e only). */
export const devChatServerSchema = {
  body: {
    type: 'object',
    required: ['action'],
    additionalProperties: false,
    properties: { action: { type: 'string', enum: ['stop', 'start'] } },
  },
} as const;

/**
 * GET /management/whatsapp-webhook/?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: Meta's
 * subscription handshake (WhatsApp Cloud API webhooks).
 */
export const whatsappWebhookVerifySchema = {
  querystring: {
    type: 'object',
    additionalProperties: { type: 'string', maxLength: 64 },
    properties: {
      'hub.mode': { type: 'string', maxLength: 32 },
      'hub.verify_token': { type: 'string', maxLength: 256 },
      'hub.challenge': { type: 'string', maxLength: 256 },
    },
  },
} as const;

/** Query of {@link whatsappWebhookVerifySchema}. */
export interface WhatsappWebhookVerifyQuery {
  'hub.mode'?: string;
  'hub.verify_token'?: string;
  'hub.challenge'?: string;
}

/**
 * POST /management/whatsapp-webhook/: the body is read raw (`config.rawBody`) because its
 * `X-Hub-Signature-256` covers the exact bytes; its JSON is parsed only once the signature holds.
 */
export const whatsappWebhookSchema = {
  querystring: { type: 'object', maxProperties: 0 },
  headers: {
    type: 'object',
    properties: { 'x-hub-signature-256': { type: 'string', maxLength: 128 } },
  },
} as const;

/** Texts of the webhook's refusals. */
export const WHATSAPP_WEBHOOK_MESSAGES = {
  notConfigured: 'The WhatsApp webhook is not configured on this server (WHATSAPP_APP_SECRET).',
  unsigned: 'Missing X-Hub-Signature-256.',
  badSignature: 'X-Hub-Signature-256 does not match the body.',
  badVerifyToken: 'Verification token mismatch.',
  badJson: 'The body is not JSON.',
} as const;
