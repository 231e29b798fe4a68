import { useWhatsAppConversations } from '@partner-portal/api/hooks';
import { HeaderInbox, type InboxItem } from '@partner-portal/ui/shell';
import { defineMessages, useIntl } from 'react-intl';
import { hrefTo } from '../config/paths.ts';

const messages = defineMessages({
  loadFailed: {
    id: 'portal.messages.loadFailed',
    defaultMessage: 'Messages could not be loaded. They will be tried again shortly.',
  },
});

/** How often the header re-reads the conversations (ms). */
const MESSAGES_REFRESH_MS = 60_000;

/** Characters of a message shown in the list (operations §9: 40 in contacts). */
const PREVIEW_CHARS = 40;

const preview = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('')}…` : chars.join('');
};

/**
 * The header's message envelope (operations §2 'Shell': message popover): the WhatsApp
 * conversations with unread customer messages (GET /management/get-whatsapp-users-list/, re-read
 * every minute), newest first, each a link to the conversation on /whatsapp-msg; the badge counts
 * the unread messages. Rendered only for the roles of `CALL_ROLES.whatsappUsersList`. Issue 20.
 */
export function MessagesAction() {
  const intl = useIntl();
  const { data, error } = useWhatsAppConversations({ refreshInterval: MESSAGES_REFRESH_MS });
  const unread = (data ?? [])
    .filter((conversation) => conversation.unreadCount > 0)
    .sort((a, b) => (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? ''));
  const items: InboxItem[] = unread.map((conversation) => ({
    id: conversation.sessionId,
    title: conversation.receiverName,
    description: conversation.lastMessage ? preview(conversation.lastMessage) : undefined,
    time: conversation.lastMessageTime
      ? intl.formatDate(conversation.lastMessageTime, { dateStyle: 'medium', timeStyle: 'short' })
      : undefined,
    href: `${hrefTo('whatsappMsg')}?${new URLSearchParams({ session: conversation.sessionId })}`,
    unread: true,
  }));
  return (
    <HeaderInbox
      kind="messages"
      items={items}
      count={unread.reduce((sum, conversation) => sum + conversation.unreadCount, 0)}
      errorText={error && !data ? intl.formatMessage(messages.loadFailed) : undefined}
    />
  );
}
