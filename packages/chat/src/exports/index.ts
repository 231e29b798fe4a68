export { CHAT_CONNECTION, reconnectDelay } from '../connection/reconnectPolicy.ts';
export { stopChat } from '../hooks/chatRegistry.ts';
export { useChatUnread } from '../hooks/useChatUnread.ts';
export {
  getChatUnread,
  publishChatUnread,
  resetChatUnread,
  summariseChatUnread,
} from '../store/chatUnread.ts';
export type { ChatUnreadPeer, ChatUnreadSummary } from '../store/chatUnread.ts';
