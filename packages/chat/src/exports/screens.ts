export { ChatScreen } from '../components/ChatScreen/ChatScreen.tsx';
export type { ChatScreenProps, ChatTab } from '../components/ChatScreen/ChatScreen.tsx';
export {
  WhatsAppChatScreen,
  WHATSAPP_NUMBER_DIGITS,
} from '../components/WhatsAppChatScreen/WhatsAppChatScreen.tsx';
export type { WhatsAppChatScreenProps } from '../components/WhatsAppChatScreen/WhatsAppChatScreen.tsx';
export type { ConversationItem } from '../components/ConversationList/ConversationList.tsx';
export { useInternalChat } from '../hooks/useInternalChat.ts';
export type { InternalChat, UseInternalChatOptions } from '../hooks/useInternalChat.ts';
export { chatMessages } from '../i18n/messages.ts';
export type { ChatMessages } from '../i18n/messages.ts';
export { ChatConnection } from '../connection/ChatConnection.ts';
export type { ConnectionState, ConnectionStatus } from '../connection/ChatConnection.ts';
export type { ConnectXmpp, DeliveryStatus, XmppMessage, XmppSession } from '../connection/types.ts';
export type { ThreadMessage } from '../store/chatStore.ts';
