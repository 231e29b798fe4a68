import type { WhatsAppConversation } from '@partner-portal/api';
import { useWhatsAppConversations } from '@partner-portal/api/hooks';
import { useChatUnread, type ChatUnreadSummary } from '@partner-portal/chat';
import { HeaderInbox, type InboxItem } from '@partner-portal/ui/shell';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { hrefTo } from '../config/paths.ts';

const messages = defineMessages({
  loadFailed: {
    id: 'portal.messages.loadFailed',
    defaultMessage: 'Messages could not be loaded. They will be tried again shortly.',
  },
  internalChat: {
    id: 'portal.messages.internalChat',
    defaultMessage: 'Internal chat',
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

const when = (intl: IntlShape, iso: string | null | undefined) =>
  iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : undefined;

/** The envelope's entries: internal chat and WhatsApp conversations with unread messages, newest first. */
export function messageEntries(
  intl: IntlShape,
  whatsapp: readonly WhatsAppConversation[],
  chat: ChatUnreadSummary,
): { items: InboxItem[]; count: number } {
  const unreadWhatsApp = whatsapp.filter((conversation) => conversation.unreadCount > 0);
  const entries: { at: string; item: InboxItem }[] = [
    ...chat.peers.map((peer) => ({
      at: peer.lastAt ?? '',
      item: {
        id: `chat:${peer.jid}`,
        title: peer.name ?? peer.jid.split('@')[0] ?? peer.jid,
        description: [intl.formatMessage(messages.internalChat), peer.lastText ? preview(peer.lastText) : '']
          .filter(Boolean)
          .join(' · '),
        time: when(intl, peer.lastAt),
        href: hrefTo('chat'),
        unread: true,
      },
    })),
    ...unreadWhatsApp.map((conversation) => ({
      at: conversation.lastMessageTime ?? '',
      item: {
        id: conversation.sessionId,
        title: conversation.receiverName,
        description: conversation.lastMessage ? preview(conversation.lastMessage) : undefined,
        time: when(intl, conversation.lastMessageTime),
        href: `${hrefTo('whatsappMsg')}?${new URLSearchParams({ session: conversation.sessionId })}`,
        unread: true,
      },
    })),
  ];
  entries.sort((a, b) => b.at.localeCompare(a.at));
  return {
    items: entries.map((entry) => entry.item),
    count: chat.total + unreadWhatsApp.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
  };
}

function Envelope({
  whatsapp,
  failed,
  chat,
}: {
  whatsapp: readonly WhatsAppConversation[];
  failed: boolean;
  chat: boolean;
}) {
  const intl = useIntl();
  const unread = useChatUnread();
  const { items, count } = messageEntries(intl, whatsapp, chat ? unread : { peers: [], total: 0 });
  return (
    <HeaderInbox
      kind="messages"
      items={items}
      count={count}
      errorText={failed && items.length === 0 ? intl.formatMessage(messages.loadFailed) : undefined}
    />
  );
}

function WithWhatsApp({ chat }: { chat: boolean }) {
  const { data, error } = useWhatsAppConversations({ refreshInterval: MESSAGES_REFRESH_MS });
  return <Envelope whatsapp={data ?? []} failed={Boolean(error && !data)} chat={chat} />;
}

/** Props of {@link MessagesAction}. */
export interface MessagesActionProps {
  /** The user may read WhatsApp conversations (`CALL_ROLES.whatsappUsersList`). Default true. */
  whatsapp?: boolean;
  /** The user may open internal chat (/chat). Default true. */
  chat?: boolean;
}

/**
 * The header's message envelope (operations §2 'Shell': message popover; issue 20): the WhatsApp
 * conversations with unread customer messages (GET /management/get-whatsapp-users-list/, re-read
 * every minute, linked to /whatsapp-msg?session=) and the internal chat conversations with unread
 * messages, from the chat's last known counts (`useChatUnread`: it never connects; chat runs on
 * /chat only, operations §4), linked to /chat; newest first, the badge counting every unread
 * message.
 */
export function MessagesAction({ whatsapp = true, chat = true }: MessagesActionProps) {
  return whatsapp ? <WithWhatsApp chat={chat} /> : <Envelope whatsapp={[]} failed={false} chat={chat} />;
}
