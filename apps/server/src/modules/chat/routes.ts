import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { devOutboxEnabled } from '../../config.ts';
import { NOT_FOUND_MESSAGE } from '../../errors.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { noQuerySchema } from '../shared.ts';
import {
  addWhatsAppMessage,
  CHAT_USER_ROLES,
  findPartnerByPhone,
  findWhatsAppSession,
  listPeers,
  listWhatsAppMessages,
  listWhatsAppSessions,
  markWhatsAppRead,
  openWhatsAppSession,
  PARTNER_ROLES,
  type ChatPeerRow,
  type WhatsAppSessionRow,
} from './repository.ts';
import {
  addNumberSchema,
  CHAT_MESSAGES,
  credentialsSchema,
  devChatServerSchema,
  sendWhatsappSchema,
  userSearchSchema,
  whatsappChatsSchema,
  type AddNumberBody,
  type SendWhatsappBody,
} from './schemas.ts';

/** India's country prefix, added to numbers the server answers (operations §5: the client strips it). */
const COUNTRY_PREFIX = '91';

/** A 10-digit number from what was typed: spaces and a leading +91/91 dropped; undefined otherwise. */
export function tenDigits(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

function sessionAnswer(row: WhatsAppSessionRow) {
  return {
    session_id: row.session_id,
    partner_chat_id: row.id,
    last_message: { messagetext: row.last_message },
    last_message_time: row.last_message_time ? new Date(row.last_message_time).toISOString() : null,
    unread_count: row.unread_count,
    receiver_name: row.receiver_name,
    receiver_id: row.receiver_uuid,
    receiver_phone: `${COUNTRY_PREFIX}${row.receiver_phone}`,
  };
}

/**
 * Chat (operations §7 'Chat'; issue 17).
 *
 * Internal chat runs over XMPP; the server provisions accounts and lists peers:
 * - POST /management/chat-credentials/ → `{ status, jid, password, websocket_url, expires_in }`:
 *   the caller's own JID with a password valid for {@link CHAT_CREDENTIAL_TTL_SECONDS} s (503 when
 *   no XMPP server can be provisioned). Its path is not in the spec ("credentials exist but are not
 *   reproduced here", §9).
 * - GET /management/chat-list/ (chat users), GET /partner/openfirepartners/ (partner contacts),
 *   GET /management/chat-users/?search= (the user search): `{ status, data: [{ name, userId, jid }] }`.
 *
 * WhatsApp chat, stored here and sent through a {@link WhatsAppChatProvider}:
 * - GET /management/get-whatsapp-users-list/ → `{ status, data: [list item of §3] }`.
 * - GET /management/get-whatsapp-chats/?session_id= → `{ status, data: [{ id, content: { messagetext },
 *   sender_type, status, created_at }] }` and marks the conversation read (404 'Chat not found').
 * - POST /management/send-whatsapp-message/ `{ customer_id: partner_chat_id, message }` → 201;
 *   a provider refusal answers 502 with its message.
 * - POST /management/add-number/ `{ action: 'whatsapp', to }` → `{ status, data: { receiver_phone,
 *   session_id, partner_chat_id, receiver_name, receiver_id } }`; 400 'This Whatsapp Number is not
 *   linked with any Partner'.
 */
export const chatRoutes: RouteModule = {
  name: 'chat',
  plugin: async (api) => {
    const { ctx } = api;

    api.post(
      '/management/chat-credentials/',
      { schema: credentialsSchema, preValidation: authenticate({ roles: CALL_ROLES.chatCredentials }) },
      async (request) => {
        const credentials = ctx.chat?.credentials;
        if (!credentials) throw new HttpError(503, CHAT_MESSAGES.unavailable);
        const issued = await credentials.issue(request.authUser!.uuid);
        return {
          status: 200,
          jid: issued.jid,
          password: issued.password,
          websocket_url: issued.websocketUrl,
          expires_in: issued.expiresIn,
        };
      },
    );

    const peers = (rows: ChatPeerRow[]) => ({
      status: 200,
      data: rows.map((row) => ({
        name: row.full_name,
        userId: row.uuid,
        jid: ctx.chat?.credentials ? ctx.chat.credentials.jidOf(row.uuid) : null,
      })),
    });

    api.get(
      '/management/chat-list/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.chatList }) },
      async (request) =>
        peers(await listPeers(ctx.db, { roles: CHAT_USER_ROLES, selfId: request.authUser!.id, limit: 500 })),
    );

    api.get(
      '/partner/openfirepartners/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.chatContacts }) },
      async (request) =>
        peers(await listPeers(ctx.db, { roles: PARTNER_ROLES, selfId: request.authUser!.id, limit: 500 })),
    );

    api.get<{ Querystring: { search?: string } }>(
      '/management/chat-users/',
      { schema: userSearchSchema, preValidation: authenticate({ roles: CALL_ROLES.chatUserSearch }) },
      async (request) =>
        peers(
          await listPeers(ctx.db, {
            roles: [...CHAT_USER_ROLES, ...PARTNER_ROLES],
            selfId: request.authUser!.id,
            search: request.query.search?.trim() || undefined,
            limit: 20,
          }),
        ),
    );

    /**
     * POST /dev/chat-server/ `{ action: 'stop' | 'start' }`: stops or restarts the local Prosody, for
     * the end-to-end test of reconnection. Only where the development outbox is served (never in a
     * plain production run); 404 otherwise.
     */
    api.post<{ Body: { action: 'stop' | 'start' } }>(
      '/dev/chat-server/',
      { schema: devChatServerSchema },
      async (request, reply) => {
        const xmpp = ctx.chat?.xmpp;
        if (!devOutboxEnabled(ctx.config) || !xmpp || xmpp.mode !== 'local') {
          return reply.code(404).send({ status: 404, message: NOT_FOUND_MESSAGE });
        }
        await (request.body.action === 'stop' ? xmpp.stop() : xmpp.start());
        return { status: 200, message: request.body.action === 'stop' ? 'stopped' : 'started' };
      },
    );

    api.get(
      '/management/get-whatsapp-users-list/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.whatsappUsersList }) },
      async () => ({ status: 200, data: (await listWhatsAppSessions(ctx.db)).map(sessionAnswer) }),
    );

    api.get<{ Querystring: { session_id: string } }>(
      '/management/get-whatsapp-chats/',
      { schema: whatsappChatsSchema, preValidation: authenticate({ roles: CALL_ROLES.whatsappChats }) },
      async (request) => {
        const sessionId = request.query.session_id;
        const session = /^[0-9a-f-]{36}$/i.test(sessionId)
          ? await findWhatsAppSession(ctx.db, { sessionId })
          : undefined;
        if (!session) throw new HttpError(404, CHAT_MESSAGES.notFound);
        await markWhatsAppRead(ctx.db, session.id);
        const messages = await listWhatsAppMessages(ctx.db, session.id);
        return {
          status: 200,
          session: sessionAnswer({ ...session, unread_count: 0 }),
          data: messages.map((row) => ({
            id: row.id,
            content: { messagetext: row.message },
            sender_type: row.sender_type,
            status: row.status,
            created_at: new Date(row.created_at).toISOString(),
          })),
        };
      },
    );

    api.post<{ Body: SendWhatsappBody }>(
      '/management/send-whatsapp-message/',
      { schema: sendWhatsappSchema, preValidation: authenticate({ roles: CALL_ROLES.sendWhatsappMessage }) },
      async (request, reply) => {
        const id = Number(request.body.customer_id);
        const text = request.body.message.trim();
        if (text === '') throw new HttpError(400, CHAT_MESSAGES.emptyMessage);
        const session =
          Number.isInteger(id) && id > 0 ? await findWhatsAppSession(ctx.db, { id }) : undefined;
        if (!session) throw new HttpError(404, CHAT_MESSAGES.notFound);
        const sent = await ctx.chat.whatsapp.send(session.receiver_phone, text);
        if (!sent.ok) throw new HttpError(502, sent.message);
        const row = await addWhatsAppMessage(ctx.db, {
          sessionId: session.id,
          senderType: 'partner',
          senderId: request.authUser!.id,
          text,
        });
        return reply.code(201).send({
          status: 201,
          message: 'Message sent',
          data: {
            id: row.id,
            content: { messagetext: row.message },
            sender_type: row.sender_type,
            status: row.status,
            created_at: new Date(row.created_at).toISOString(),
          },
        });
      },
    );

    api.post<{ Body: AddNumberBody }>(
      '/management/add-number/',
      { schema: addNumberSchema, preValidation: authenticate({ roles: CALL_ROLES.addNumber }) },
      async (request) => {
        const phone = tenDigits(request.body.to);
        if (!phone) throw new HttpError(400, CHAT_MESSAGES.badNumber);
        const partner = await findPartnerByPhone(ctx.db, phone);
        if (!partner) throw new HttpError(400, CHAT_MESSAGES.notLinked);
        const session = await openWhatsAppSession(ctx.db, partner, phone);
        const answer = sessionAnswer(session);
        return {
          status: 200,
          data: {
            receiver_phone: answer.receiver_phone,
            session_id: answer.session_id,
            partner_chat_id: answer.partner_chat_id,
            receiver_name: answer.receiver_name,
            receiver_id: answer.receiver_id,
          },
        };
      },
    );
  },
};
