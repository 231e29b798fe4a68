import { resetChatUnread } from '../store/chatUnread.ts';

/** Running chat clients, stopped and reset by {@link stopChat}. Kept free of strophe.js so the layout can import it. */
const running = new Set<{ stop(): void }>();

/** Adds a running client; returns its removal. */
export function registerChat(client: { stop(): void }): () => void {
  running.add(client);
  return () => running.delete(client);
}

/** Stops every chat connection and resets its state (logout: access §2 "stops chat, resets chat state"). */
export function stopChat(): void {
  for (const client of [...running]) client.stop();
  resetChatUnread();
}
