import { useChatContacts, useChatUsers, useChatUserSearch } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import {
  ChatScreen,
  useInternalChat,
  type ChatTab,
  type ConversationItem,
} from '@partner-portal/chat/screens';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** The user search waits this long after typing, in ms (operations §9 'Chat'). */
const SEARCH_DEBOUNCE_MS = 1000;

/**
 * /chat: internal chat over XMPP. Peers come from the server (chat users, partner contacts, the
 * user search), history from the XMPP archive, live messages from the connection, which starts
 * 5 s after this screen opens and stops when it closes or on logout.
 * Spec: operations §2 'Chat', §4, §7, §8, §9.
 */
export function ChatRoute() {
  const userKey = storage.get('user_uuid');
  const [tab, setTab] = useState<ChatTab>('chatUsers');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [draft, setDraft] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const users = useChatUsers();
  const contacts = useChatContacts();
  const found = useChatUserSearch(debounced);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const peer of [...(users.data ?? []), ...(contacts.data ?? []), ...(found.data ?? [])]) {
      if (peer.jid) map.set(peer.jid, peer.name);
    }
    return map;
  }, [users.data, contacts.data, found.data]);

  const chat = useInternalChat({ userKey, nameOf: (jid) => names.get(jid) });
  const { conversations, online, selected, typing } = chat.state;

  const searching = debounced.trim() !== '';
  // The lists stay the same arrays until their peers, conversations or presence change, so typing
  // in the composer does not render the memoised lists again (issue 17).
  const { chatUsers, contactItems } = useMemo(() => {
    const toItems = (peers: { jid: string | null; name: string }[] | undefined): ConversationItem[] =>
      (peers ?? [])
        .filter((peer): peer is { jid: string; name: string } => Boolean(peer.jid))
        .map((peer) => {
          const conversation = conversations[peer.jid];
          const last = conversation?.messages.at(-1);
          return {
            id: peer.jid,
            name: peer.name,
            lastMessage: last?.text ?? null,
            lastMessageTime: last?.sentAt ?? null,
            unreadCount: conversation?.unreadCount ?? 0,
            online: Boolean(online[peer.jid]),
          };
        })
        .sort((a, b) => (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? ''));
    return {
      chatUsers: toItems(searching ? found.data : users.data),
      contactItems: toItems(
        searching
          ? found.data?.filter((peer) => contacts.data?.some((contact) => contact.userId === peer.userId))
          : contacts.data,
      ),
    };
  }, [searching, found.data, users.data, contacts.data, conversations, online]);
  const { send: sendMessage } = chat;
  const send = useCallback(
    (text: string) => {
      if (sendMessage(text)) setDraft('');
    },
    [sendMessage],
  );
  return (
    <ChatScreen
      connection={chat.state.connection}
      tab={tab}
      onTabChange={setTab}
      search={search}
      onSearchChange={setSearch}
      chatUsers={chatUsers}
      contacts={contactItems}
      selected={
        selected
          ? { id: selected, name: names.get(selected) ?? selected, online: Boolean(online[selected]) }
          : null
      }
      onSelect={chat.select}
      messages={selected ? (conversations[selected]?.messages ?? []) : []}
      isTyping={selected ? Boolean(typing[selected]) : false}
      draft={draft}
      onDraftChange={setDraft}
      onSend={send}
      onTypingChange={chat.setTyping}
      sendError={chat.error}
      onReconnect={chat.reconnect}
    />
  );
}
