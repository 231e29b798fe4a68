import type { ConnectionState } from '../connection/ChatConnection.ts';
import type { DeliveryStatus, XmppMessage } from '../connection/types.ts';

/** A message in a thread (internal or WhatsApp). */
export interface ThreadMessage {
  id: string;
  direction: 'self' | 'peer';
  text: string;
  /** ISO 8601 instant. */
  sentAt: string;
  /** Delivery state of our own messages (operations §3 'Message' status). */
  status?: DeliveryStatus;
}

/** One conversation (operations §3 'Internal chat item': lastMessage, timestamp, unreadCount). */
export interface Conversation {
  messages: ThreadMessage[];
  unreadCount: number;
  /** History loaded from the archive. */
  historyLoaded: boolean;
}

/**
 * Client state of internal chat (operations §3 'Client state' Chat: selectedUser,
 * conversationData, rosterList, chatUsers, sessionAddress).
 */
export interface ChatState {
  connection: ConnectionState;
  /** Bare JID of the selected peer (selectedUser). */
  selected: string | null;
  /** Conversations by peer JID (conversationData). */
  conversations: Record<string, Conversation>;
  /** Peers online (rosterList presence). */
  online: Record<string, boolean>;
  /** Peers composing a message (XEP-0085). */
  typing: Record<string, boolean>;
}

export const initialChatState: ChatState = {
  connection: { status: 'idle', attempt: 0, dropped: false },
  selected: null,
  conversations: {},
  online: {},
  typing: {},
};

const emptyConversation: Conversation = { messages: [], unreadCount: 0, historyLoaded: false };

/** A tiny external store (read with `useSyncExternalStore`). */
export interface ChatStore {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  setConnection(connection: ConnectionState): void;
  /** Selects a peer: its unread count goes to 0 (operations §4 'Chat'). */
  select(peer: string | null): void;
  /** Adds a live or carbon message (ignored when its id is already there); counts unread when not selected. */
  receive(message: XmppMessage): void;
  /** Adds our own message as `sending`. */
  addOwn(peer: string, message: ThreadMessage): void;
  setStatus(peer: string, id: string, status: DeliveryStatus): void;
  /** Merges archived messages (XEP-0313) before the live ones, without duplicates. */
  setHistory(peer: string, messages: XmppMessage[]): void;
  setOnline(peer: string, online: boolean): void;
  setTyping(peer: string, typing: boolean): void;
  /** Back to the initial state (logout: "stops chat, resets chat state", access §2). */
  reset(): void;
}

const rank: Record<DeliveryStatus, number> = { failed: 0, sending: 1, sent: 2, delivered: 3, read: 4 };

/** Creates a {@link ChatStore}. */
export function createChatStore(initial: ChatState = initialChatState): ChatStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: ChatState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const update = (peer: string, change: (conversation: Conversation) => Conversation) => {
    const current = state.conversations[peer] ?? emptyConversation;
    set({ ...state, conversations: { ...state.conversations, [peer]: change(current) } });
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setConnection: (connection) => set({ ...state, connection }),
    select(peer) {
      set({ ...state, selected: peer });
      if (peer) update(peer, (conversation) => ({ ...conversation, unreadCount: 0 }));
    },
    receive(message) {
      update(message.peer, (conversation) => {
        if (conversation.messages.some((known) => known.id === message.id)) return conversation;
        const unread = message.direction === 'peer' && state.selected !== message.peer ? 1 : 0;
        return {
          ...conversation,
          unreadCount: conversation.unreadCount + unread,
          messages: [
            ...conversation.messages,
            {
              id: message.id,
              direction: message.direction,
              text: message.text,
              sentAt: message.sentAt,
              ...(message.direction === 'self' ? { status: 'sent' as const } : {}),
            },
          ],
        };
      });
    },
    addOwn: (peer, message) =>
      update(peer, (conversation) => ({ ...conversation, messages: [...conversation.messages, message] })),
    setStatus: (peer, id, status) =>
      update(peer, (conversation) => ({
        ...conversation,
        messages: conversation.messages.map((message) =>
          message.id === id && (status === 'failed' || rank[status] > rank[message.status ?? 'sent'])
            ? { ...message, status }
            : message,
        ),
      })),
    setHistory: (peer, archived) =>
      update(peer, (conversation) => {
        const live = new Set(conversation.messages.map((message) => message.id));
        const older = archived
          .filter((message) => !live.has(message.id))
          .map<ThreadMessage>((message) => ({
            id: message.id,
            direction: message.direction,
            text: message.text,
            sentAt: message.sentAt,
            ...(message.direction === 'self' ? { status: 'sent' as const } : {}),
          }));
        return { ...conversation, historyLoaded: true, messages: [...older, ...conversation.messages] };
      }),
    setOnline: (peer, online) => set({ ...state, online: { ...state.online, [peer]: online } }),
    setTyping: (peer, typing) => set({ ...state, typing: { ...state.typing, [peer]: typing } }),
    reset: () => set({ ...initialChatState, connection: initialChatState.connection }),
  };
}
