import type { ChatState } from './chatStore.ts';

/** One internal chat conversation with unread messages, as the header shows it. */
export interface ChatUnreadPeer {
  /** Bare JID of the peer. */
  jid: string;
  /** Display name, when the chat screen knew it. */
  name?: string;
  /** Messages not read yet (operations §3 'Internal chat item' unreadCount). */
  unread: number;
  /** Text of the last message from the peer. */
  lastText?: string;
  /** ISO 8601 instant of that message. */
  lastAt?: string;
}

/** The last known internal chat unread counts, kept after the chat path is left. */
export interface ChatUnreadSummary {
  /** Conversations with unread messages, newest first. */
  peers: readonly ChatUnreadPeer[];
  /** Sum of `unread`. */
  total: number;
}

const EMPTY: ChatUnreadSummary = { peers: [], total: 0 };
let current: ChatUnreadSummary = EMPTY;
const listeners = new Set<() => void>();

/**
 * The unread conversations of a chat state (peers with `unreadCount > 0`, newest message first);
 * `nameOf` names them.
 */
export function summariseChatUnread(
  state: Pick<ChatState, 'conversations'>,
  nameOf: (jid: string) => string | undefined = () => undefined,
): ChatUnreadSummary {
  const peers = Object.entries(state.conversations)
    .filter(([, conversation]) => conversation.unreadCount > 0)
    .map(([jid, conversation]): ChatUnreadPeer => {
      const last = conversation.messages.filter((message) => message.direction === 'peer').at(-1);
      const name = nameOf(jid);
      return {
        jid,
        unread: conversation.unreadCount,
        ...(name ? { name } : {}),
        ...(last ? { lastText: last.text, lastAt: last.sentAt } : {}),
      };
    })
    .sort((a, b) => (b.lastAt ?? '').localeCompare(a.lastAt ?? ''));
  return { peers, total: peers.reduce((sum, peer) => sum + peer.unread, 0) };
}

/**
 * Records the unread counts of the running chat (called by `useInternalChat` on every change).
 * They stay after the chat screen unmounts and its connection stops, so the header shows the last
 * known counts without connecting on every page (operations §4: chat runs on the chat path only).
 */
export function publishChatUnread(summary: ChatUnreadSummary): void {
  const same =
    summary.total === current.total &&
    summary.peers.length === current.peers.length &&
    summary.peers.every(
      (peer, index) =>
        peer.jid === current.peers[index]?.jid &&
        peer.unread === current.peers[index]?.unread &&
        peer.lastAt === current.peers[index]?.lastAt &&
        peer.name === current.peers[index]?.name,
    );
  if (same) return;
  current = summary;
  for (const listener of listeners) listener();
}

/** The last known summary (empty before the chat screen ran, and after logout). */
export function getChatUnread(): ChatUnreadSummary {
  return current;
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribeChatUnread(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the counts (logout: "stops chat, resets chat state", access §2). */
export function resetChatUnread(): void {
  publishChatUnread(EMPTY);
}
