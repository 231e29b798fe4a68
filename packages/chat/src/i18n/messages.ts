import {
  defineMessages,
  type MessageTag,
  type NoMessageValues,
  type TypedMessageDescriptor,
} from 'react-intl';

const plain = defineMessages({
  connecting: { id: 'chat.notice.connecting', defaultMessage: 'Connecting to Chat' },
  connected: { id: 'chat.notice.connected', defaultMessage: 'Chat Connected successfully' },
  disconnected: { id: 'chat.notice.disconnected', defaultMessage: 'Chat Disconnected' },
  offline: {
    id: 'chat.error.offline',
    defaultMessage: 'Network Unavailable, Please check your internet connection.',
  },
  newMessage: { id: 'chat.notice.newMessage', defaultMessage: 'New Message!' },
  postFailed: { id: 'chat.error.postFailed', defaultMessage: 'Error posting chat!' },
  chatNotFound: { id: 'chat.empty.chatNotFound', defaultMessage: 'Chat not found' },
  noUsersFound: { id: 'chat.empty.noUsersFound', defaultMessage: 'No users found' },
  whatsappFetchFailed: {
    id: 'chat.error.whatsappFetchFailed',
    defaultMessage: 'Failed to fetch whatsapp conversation data',
  },
  timeNotAvailable: { id: 'chat.fallback.time', defaultMessage: 'Time not available' },
  messageNotAvailable: { id: 'chat.fallback.message', defaultMessage: 'Message not available' },
  failedToConnect: {
    id: 'chat.status.failed',
    defaultMessage: 'Chat could not connect after 10 attempts.',
  },
  unavailable: { id: 'chat.status.unavailable', defaultMessage: 'Chat is not available on this server.' },
  reconnect: { id: 'chat.action.reconnect', defaultMessage: 'Try again' },
  chatUsers: { id: 'chat.tab.chatUsers', defaultMessage: 'Chat users' },
  contacts: { id: 'chat.tab.contacts', defaultMessage: 'Contacts' },
  conversations: { id: 'chat.list.conversations', defaultMessage: 'Conversations' },
  search: { id: 'chat.search', defaultMessage: 'Search' },
  message: { id: 'chat.composer.label', defaultMessage: 'Message' },
  send: {
    id: 'chat.composer.send',
    defaultMessage: 'Send',
    description: 'Chat button: send the typed message (verb)',
  },
  selectConversation: {
    id: 'chat.thread.select',
    defaultMessage: 'Select a conversation to start chatting.',
  },
  noMessages: { id: 'chat.thread.noMessages', defaultMessage: 'No messages yet.' },
  online: { id: 'chat.presence.online', defaultMessage: 'Online' },
  offlinePresence: { id: 'chat.presence.offline', defaultMessage: 'Offline' },
  statusSending: { id: 'chat.status.sending', defaultMessage: 'Sending' },
  statusSent: {
    id: 'chat.status.sent',
    defaultMessage: 'Sent',
    description:
      'Delivery status of a chat message: sent from this device, not yet delivered (past participle)',
  },
  statusDelivered: { id: 'chat.status.delivered', defaultMessage: 'Delivered' },
  statusRead: {
    id: 'chat.status.read',
    defaultMessage: 'Read',
    description: 'Delivery status of a sent chat message: the recipient has read it (past participle)',
  },
  statusFailed: { id: 'chat.status.notSent', defaultMessage: 'Not sent' },
  whatsappNumber: { id: 'chat.whatsapp.number', defaultMessage: 'WhatsApp number' },
  whatsappNumberHelp: { id: 'chat.whatsapp.numberHelp', defaultMessage: 'At most 10 digits.' },
  startChat: { id: 'chat.whatsapp.start', defaultMessage: 'Start chat' },
  startChatHeading: { id: 'chat.start.heading', defaultMessage: 'Start a chat' },
  whatsappChats: { id: 'chat.whatsapp.chats', defaultMessage: 'WhatsApp chats' },
  loading: { id: 'chat.loading', defaultMessage: 'Loading' },
});

const withValues = defineMessages<{
  retrying: { attempt: number; max: number };
  sentYouAMessage: { name: string };
  messageTo: { name: string };
  typing: { name: string };
  thread: { name: string };
  rowName: { name: string; presence: 'online' | 'offline' | 'unknown'; unread: number };
  timeWithStatus: { time: string; status: string; t: MessageTag };
}>({
  retrying: {
    id: 'chat.notice.retrying',
    defaultMessage: 'Retrying connection to Chat. Attempt {attempt} of {max}',
  },
  sentYouAMessage: { id: 'chat.notice.sentYouAMessage', defaultMessage: '{name} sent you a message!' },
  messageTo: { id: 'chat.composer.labelTo', defaultMessage: 'Message to {name}' },
  typing: { id: 'chat.thread.typing', defaultMessage: '{name} is typing…' },
  thread: { id: 'chat.thread.label', defaultMessage: 'Conversation with {name}' },
  rowName: {
    id: 'chat.list.rowName',
    defaultMessage:
      '{name}{presence, select, online {, Online} offline {, Offline} other {}}{unread, plural, =0 {} one {, # unread message} other {, # unread messages}}',
    description:
      "Read by screen readers for a conversation in the chat list: the contact's {name}, then whether the contact is online (presence 'unknown' says nothing) and how many messages are unread (0 says nothing)",
  },
  timeWithStatus: {
    id: 'chat.thread.timeWithStatus',
    defaultMessage: '<t>{time}</t> · {status}',
    description:
      "Under a message the user sent: its time (e.g. '10:42', inside the <t> tag) and its delivery status ('Sent', 'Delivered', 'Read', 'Not sent')",
  },
});

/** Texts of the chat screens; the spec's wording where it has one (operations §8 'Chat'). */
export const chatMessages: ChatMessages = { ...plain, ...withValues };

/** Type of {@link chatMessages}: each descriptor knows the values its message needs. */
export type ChatMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly retrying: TypedMessageDescriptor<{ attempt: number; max: number }>;
  readonly sentYouAMessage: TypedMessageDescriptor<{ name: string }>;
  readonly messageTo: TypedMessageDescriptor<{ name: string }>;
  readonly typing: TypedMessageDescriptor<{ name: string }>;
  readonly thread: TypedMessageDescriptor<{ name: string }>;
  readonly rowName: TypedMessageDescriptor<{
    name: string;
    presence: 'online' | 'offline' | 'unknown';
    unread: number;
  }>;
  readonly timeWithStatus: TypedMessageDescriptor<{ time: string; status: string; t: MessageTag }>;
};
