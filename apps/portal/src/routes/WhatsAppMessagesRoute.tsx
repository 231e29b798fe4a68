import { isApiError } from '@partner-portal/api';
import {
  useAddWhatsAppNumber,
  useSendWhatsAppMessage,
  useWhatsAppConversations,
  useWhatsAppMessages,
} from '@partner-portal/api/hooks';
import { chatMessages, WhatsAppChatScreen } from '@partner-portal/chat/screens';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

/** After a send, the conversation is read again this soon to show the customer's answer, in ms. */
const REPLY_CHECK_MS = 5000;

/**
 * /whatsapp-msg: WhatsApp chat. Conversations from get-whatsapp-users-list, the open one from
 * get-whatsapp-chats (re-fetched every 10 minutes, and once shortly after a send), a chat
 * started by number through add-number; `?session=` opens that conversation (the header's messages). A refused send shows the server's message and keeps the
 * text. Spec: operations §2 'Chat', §4, §5, §7, §8.
 */
export function WhatsAppMessagesRoute() {
  const intl = useIntl();
  const list = useWhatsAppConversations();
  const [params] = useSearchParams();
  // A link from the header's messages opens its conversation (`?session=`).
  const linkedSession = params.get('session');
  const [selectedId, setSelectedId] = useState<string | null>(linkedSession);
  useEffect(() => {
    if (linkedSession) setSelectedId(linkedSession);
  }, [linkedSession]);
  const thread = useWhatsAppMessages(selectedId);
  const send = useSendWhatsAppMessage();
  const add = useAddWhatsAppNumber();
  const [number, setNumber] = useState('');
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string>();
  const [startError, setStartError] = useState<string>();
  const [replyCheck, setReplyCheck] = useState(0);
  const { mutate: refreshThread } = thread;
  const { mutate: refreshList } = list;

  useEffect(() => {
    if (replyCheck === 0) return;
    const timer = setTimeout(() => {
      void refreshThread();
      void refreshList();
    }, REPLY_CHECK_MS);
    return () => clearTimeout(timer);
  }, [replyCheck, refreshThread, refreshList]);

  const conversations = list.data ?? [];
  const selected = conversations.find((conversation) => conversation.sessionId === selectedId);
  return (
    <WhatsAppChatScreen
      conversations={conversations.map((conversation) => ({
        id: conversation.sessionId,
        name: conversation.receiverName,
        lastMessage: conversation.lastMessage,
        lastMessageTime: conversation.lastMessageTime,
        unreadCount: conversation.sessionId === selectedId ? 0 : conversation.unreadCount,
      }))}
      listError={Boolean(list.error)}
      selected={
        selected
          ? { id: selected.sessionId, name: selected.receiverName, phone: selected.receiverPhone }
          : null
      }
      onSelect={(id) => {
        setSelectedId(id);
        setSendError(undefined);
        void refreshList();
      }}
      messages={(thread.data ?? []).map((message) => ({
        id: message.id,
        direction: message.direction,
        text: message.text,
        sentAt: message.sentAt,
        status: message.direction === 'self' ? message.status : undefined,
      }))}
      threadError={Boolean(thread.error)}
      number={number}
      onNumberChange={(digits) => {
        setNumber(digits);
        setStartError(undefined);
      }}
      isStarting={add.isMutating}
      startError={startError}
      onStart={async (digits) => {
        try {
          const conversation = await add.trigger(digits);
          setSelectedId(conversation.sessionId);
          setNumber('');
        } catch (error) {
          setStartError(isApiError(error) ? error.message : intl.formatMessage(chatMessages.postFailed));
        }
      }}
      draft={draft}
      onDraftChange={setDraft}
      isSending={send.isMutating}
      sendError={sendError}
      onSend={async (text) => {
        if (!selected) return;
        setSendError(undefined);
        try {
          await send.trigger({ sessionId: selected.sessionId, partnerChatId: selected.partnerChatId, text });
          setDraft('');
          void refreshThread();
          setReplyCheck((count) => count + 1);
        } catch (error) {
          setSendError(
            isApiError(error) && error.message ? error.message : intl.formatMessage(chatMessages.postFailed),
          );
        }
      }}
    />
  );
}
