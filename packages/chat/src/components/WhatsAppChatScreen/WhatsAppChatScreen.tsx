import { Alert, Button, TextField } from '@partner-portal/ui/primitives';
import { EmptyState } from '@partner-portal/ui/data';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { vars } from '@partner-portal/ui/theme';
import { chatMessages as m } from '../../i18n/messages.ts';
import type { ThreadMessage } from '../../store/chatStore.ts';
import { ChatLayout, Header, Main, Side } from '../ChatScreen/ChatScreen.tsx';
import { Composer } from '../Composer/Composer.tsx';
import { ConversationList, type ConversationItem } from '../ConversationList/ConversationList.tsx';
import { Thread } from '../Thread/Thread.tsx';

/** Most digits of a WhatsApp number (operations §5, §9 'Chat'). */
export const WHATSAPP_NUMBER_DIGITS = 10;

/** Props of {@link WhatsAppChatScreen}. */
export interface WhatsAppChatScreenProps {
  conversations: ConversationItem[];
  /** The list failed to load ('Failed to fetch whatsapp conversation data'). */
  listError?: boolean;
  selected: { id: string; name: string; phone: string } | null;
  onSelect: (id: string) => void;
  messages: ThreadMessage[];
  /** The conversation failed to load. */
  threadError?: boolean;
  number: string;
  onNumberChange: (digits: string) => void;
  onStart: (digits: string) => void;
  isStarting?: boolean;
  /** The server's refusal of the number ('This Whatsapp Number is not linked with any Partner'). */
  startError?: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  isSending?: boolean;
  /** The server's message when a send failed; the text stays. */
  sendError?: string;
}

const Start = styled.form`
  display: flex;
  gap: ${vars.space[2]};
  align-items: start;
  > :first-child {
    flex: 1;
  }
  button {
    margin-block-start: 1.75rem;
  }
`;

/**
 * WhatsApp chat (route whatsapp-msg): conversations on the left with a start-chat form (a number
 * of at most 10 digits), the selected conversation on the right. Presentational.
 * Spec: operations §2 'Chat', §5, §7, §8 'Chat'.
 */
export function WhatsAppChatScreen(props: WhatsAppChatScreenProps) {
  const intl = useIntl();
  const { selected } = props;
  return (
    <ChatLayout>
      <Side aria-label={intl.formatMessage(m.whatsappChats)}>
        <Start
          aria-label={intl.formatMessage(m.startChatHeading)}
          onSubmit={(event) => {
            event.preventDefault();
            if (props.number.length > 0) props.onStart(props.number);
          }}
        >
          <TextField
            label={intl.formatMessage(m.whatsappNumber)}
            description={intl.formatMessage(m.whatsappNumberHelp)}
            value={props.number}
            onChange={(value) =>
              props.onNumberChange(value.replace(/\D/g, '').slice(0, WHATSAPP_NUMBER_DIGITS))
            }
            inputMode="numeric"
            maxLength={WHATSAPP_NUMBER_DIGITS}
            isInvalid={Boolean(props.startError)}
            errorMessage={props.startError}
          />
          <Button type="submit" isPending={props.isStarting}>
            {intl.formatMessage(m.startChat)}
          </Button>
        </Start>
        {props.listError ? (
          <Alert variant="error">{intl.formatMessage(m.whatsappFetchFailed)}</Alert>
        ) : (
          <ConversationList
            label={intl.formatMessage(m.whatsappChats)}
            items={props.conversations}
            selectedId={selected?.id ?? null}
            onSelect={props.onSelect}
            previewLength={25}
            emptyText={intl.formatMessage(m.chatNotFound)}
          />
        )}
      </Side>
      <Main aria-label={selected ? selected.name : intl.formatMessage(m.selectConversation)}>
        {selected ? (
          <>
            <Header>
              <h2>{selected.name}</h2>
              <span dir="ltr">{selected.phone}</span>
            </Header>
            {props.threadError ? (
              <Alert variant="error">{intl.formatMessage(m.whatsappFetchFailed)}</Alert>
            ) : null}
            <Thread peerName={selected.name} messages={props.messages} />
            <Composer
              peerName={selected.name}
              value={props.draft}
              onChange={props.onDraftChange}
              onSend={props.onSend}
              isSending={props.isSending}
              errorMessage={props.sendError}
            />
          </>
        ) : (
          <EmptyState title={intl.formatMessage(m.selectConversation)} headingLevel={2} />
        )}
      </Main>
    </ChatLayout>
  );
}
