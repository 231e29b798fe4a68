export { CHAT_CONNECTION, reconnectDelay } from '../connection/reconnectPolicy.ts';
export { stopChat } from '../hooks/chatRegistry.ts';
