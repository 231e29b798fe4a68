import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

// Chat (operations §3 'Chat summary', 'WhatsApp list item from the server', 'Internal chat item',
// 'Message'; §5 'Chat'; §7 'Chat'). Spec field names stay in this file.

/** Credentials for the live chat connection: the caller's own JID with a short-lived password. */
export interface ChatCredentials {
  jid: string;
  password: string;
  /** WebSocket endpoint of the XMPP server (RFC 7395). */
  websocketUrl: string;
  /** Seconds the password can open a session. */
  expiresIn: number;
}

/** A portal user one can chat with (operations §3 'Internal chat item': name, userId). */
export interface ChatPeer {
  name: string;
  /** The user's uuid. */
  userId: string;
  /** Bare JID on the chat server; null when chat is unavailable. */
  jid: string | null;
}

/** One WhatsApp conversation (operations §3 'WhatsApp list item from the server'). */
export interface WhatsAppConversation {
  sessionId: string;
  /** The id send-message takes as `customer_id`. */
  partnerChatId: number;
  lastMessage: string | null;
  /** ISO 8601 instant, or null before the first message. */
  lastMessageTime: string | null;
  unreadCount: number;
  receiverName: string;
  receiverId: string | null;
  /** 10 digits: the server's country prefix 91 stripped (operations §5 'Chat'). */
  receiverPhone: string;
}

/** A message of a conversation (operations §3 'Message'). */
export interface ChatMessage {
  id: string;
  text: string;
  /** ISO 8601 instant. */
  sentAt: string;
  /** `self`: sent by the portal side (sender_type partner); `peer`: by the other side. */
  direction: 'self' | 'peer';
  status: 'sent' | 'delivered' | 'read';
}

interface WirePeer {
  name: string;
  userId: string;
  jid: string | null;
}

interface WireSession {
  session_id: string;
  partner_chat_id: number;
  last_message?: { messagetext?: string | null } | null;
  last_message_time: string | null;
  unread_count: number;
  receiver_name: string;
  receiver_id: string | null;
  receiver_phone: string;
}

interface WireMessage {
  id: number | string;
  content?: { messagetext?: string } | string;
  body?: string;
  created_at?: string;
  timestamp?: string;
  sender_type?: 'partner' | 'receiver';
  status?: 'sent' | 'delivered' | 'read';
}

/** Drops the country prefix 91 of a 12-digit number (operations §5 'Chat'). */
export function stripCountryPrefix(phone: string): string {
  return /^91\d{10}$/.test(phone) ? phone.slice(2) : phone;
}

function conversationFromWire(wire: WireSession): WhatsAppConversation {
  return {
    sessionId: wire.session_id,
    partnerChatId: wire.partner_chat_id,
    lastMessage: wire.last_message?.messagetext ?? null,
    lastMessageTime: wire.last_message_time,
    unreadCount: wire.unread_count,
    receiverName: wire.receiver_name,
    receiverId: wire.receiver_id,
    receiverPhone: stripCountryPrefix(wire.receiver_phone),
  };
}

/** Reads a message in any of the shapes of operations §3 'Message'. */
export function messageFromWire(wire: WireMessage): ChatMessage {
  const text =
    typeof wire.content === 'string' ? wire.content : (wire.content?.messagetext ?? wire.body ?? '');
  return {
    id: String(wire.id),
    text,
    sentAt: wire.created_at ?? wire.timestamp ?? '',
    direction: wire.sender_type === 'receiver' ? 'peer' : 'self',
    status: wire.status ?? 'sent',
  };
}

/**
 * `client.chat`. Every call rejects with an `ApiError` (401, 403 for a role outside `CALL_ROLES`,
 * 4xx/5xx with the server's message). Spec: operations §7 'Chat'.
 */
export interface ChatApi {
  /** POST /management/chat-credentials/ (503 when the portal has no chat server). */
  credentials(options?: RequestOptions): Promise<ChatCredentials>;
  /** GET /management/chat-list/: the chat users tab. */
  chatUsers(options?: RequestOptions): Promise<ChatPeer[]>;
  /** GET /partner/openfirepartners/: the contacts tab. */
  contacts(options?: RequestOptions): Promise<ChatPeer[]>;
  /** GET /management/chat-users/?search=: the user search. */
  searchUsers(search: string, options?: RequestOptions): Promise<ChatPeer[]>;
  /** GET /management/get-whatsapp-users-list/. */
  whatsappConversations(options?: RequestOptions): Promise<WhatsAppConversation[]>;
  /** GET /management/get-whatsapp-chats/?session_id= (marks the conversation read). */
  whatsappMessages(sessionId: string, options?: RequestOptions): Promise<ChatMessage[]>;
  /** POST /management/send-whatsapp-message/ `{ customer_id, message }`: 200 or 201 is success. */
  sendWhatsappMessage(
    input: { partnerChatId: number; text: string },
    options?: RequestOptions,
  ): Promise<void>;
  /** POST /management/add-number/ `{ action: 'whatsapp', to }`: opens the conversation with a number. */
  addWhatsappNumber(phone: string, options?: RequestOptions): Promise<WhatsAppConversation>;
}

/** Builds `client.chat`. */
export function createChatApi(core: HttpCore): ChatApi {
  const peers = async (path: string, options?: RequestOptions) =>
    (await core.get<{ data?: WirePeer[] }>(path, options)).data ?? [];
  return {
    credentials: async (options) => {
      const wire = await core.post<{
        jid: string;
        password: string;
        websocket_url: string;
        expires_in: number;
      }>('/management/chat-credentials/', {}, options);
      return {
        jid: wire.jid,
        password: wire.password,
        websocketUrl: wire.websocket_url,
        expiresIn: wire.expires_in,
      };
    },
    chatUsers: (options) => peers('/management/chat-list/', options),
    contacts: (options) => peers('/partner/openfirepartners/', options),
    searchUsers: (search, options) =>
      peers('/management/chat-users/', { ...options, query: { ...options?.query, search } }),
    whatsappConversations: async (options) =>
      (
        (await core.get<{ data?: WireSession[] }>('/management/get-whatsapp-users-list/', options)).data ?? []
      ).map(conversationFromWire),
    whatsappMessages: async (sessionId, options) =>
      (
        (
          await core.get<{ data?: WireMessage[] }>('/management/get-whatsapp-chats/', {
            ...options,
            query: { ...options?.query, session_id: sessionId },
          })
        ).data ?? []
      ).map(messageFromWire),
    sendWhatsappMessage: async ({ partnerChatId, text }, options) => {
      await core.post(
        '/management/send-whatsapp-message/',
        { customer_id: partnerChatId, message: text },
        options,
      );
    },
    addWhatsappNumber: async (phone, options) => {
      const wire = await core.post<{
        data: Omit<WireSession, 'last_message' | 'last_message_time' | 'unread_count'>;
      }>('/management/add-number/', { action: 'whatsapp', to: phone }, options);
      return conversationFromWire({
        ...wire.data,
        last_message: null,
        last_message_time: null,
        unread_count: 0,
      });
    },
  };
}
