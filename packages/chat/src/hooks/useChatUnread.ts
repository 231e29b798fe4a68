import { useSyncExternalStore } from 'react';
import { getChatUnread, subscribeChatUnread, type ChatUnreadSummary } from '../store/chatUnread.ts';

/**
 * The last known internal chat unread counts (see `publishChatUnread`), for the header's message
 * envelope. Never connects: the counts come from the chat screen's last run. Issue 20.
 */
export function useChatUnread(): ChatUnreadSummary {
  return useSyncExternalStore(subscribeChatUnread, getChatUnread, getChatUnread);
}
