export { CHAT_CONNECTION, reconnectDelay } from '../connection/reconnectPolicy.ts';
