import { Button, Alert } from '@partner-portal/ui/primitives';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@partner-portal/ui/data';
import { SearchField } from '@partner-portal/ui/inputs';
import { vars } from '@partner-portal/ui/theme';
import { memo, useCallback, type Key } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { ConnectionState } from '../../connection/ChatConnection.ts';
import { chatMessages as m } from '../../i18n/messages.ts';
import type { ThreadMessage } from '../../store/chatStore.ts';
import { Composer } from '../Composer/Composer.tsx';
import { ConversationList, type ConversationItem } from '../ConversationList/ConversationList.tsx';
import { Thread } from '../Thread/Thread.tsx';

/** The left tabs (operations §2 'Chat': "tabs for chat users and contacts"). */
export type ChatTab = 'chatUsers' | 'contacts';

/** Props of {@link ChatScreen}. */
export interface ChatScreenProps {
  connection: ConnectionState;
  tab: ChatTab;
  onTabChange: (tab: ChatTab) => void;
  search: string;
  onSearchChange: (search: string) => void;
  chatUsers: ConversationItem[];
  contacts: ConversationItem[];
  /** The selected peer, with its presence. */
  selected: { id: string; name: string; online?: boolean } | null;
  onSelect: (id: string) => void;
  messages: ThreadMessage[];
  isTyping?: boolean;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  /** Typing started (true) or stopped (false) in the composer, for chat states (XEP-0085). */
  onTypingChange?: (typing: boolean) => void;
  /** Error under the input; the typed text stays. */
  sendError?: string;
  /** Starts the connection again after it gave up. */
  onReconnect?: () => void;
}

export const ChatLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) 1fr;
  block-size: min(80vh, 48rem);
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  overflow: hidden;
  @media (max-width: 991.98px) {
    grid-template-columns: 1fr;
    block-size: auto;
  }
`;

export const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-block-size: 0;
  overflow-y: auto;
  border-inline-end: 1px solid ${vars.color.border.subtle};
  padding-block: ${vars.space[2]};
  > * {
    padding-inline: ${vars.space[2]};
  }
`;

export const Main = styled.section`
  display: flex;
  flex-direction: column;
  min-block-size: 24rem;
`;

export const Header = styled.header`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border.subtle};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  span {
    color: ${vars.color.fg.muted};
    font-size: 0.875rem;
  }
`;

const Banner = styled.div`
  grid-column: 1 / -1;
`;

/** Props of {@link ConversationSide}: the screen's props it shows. */
type ConversationSideProps = Pick<
  ChatScreenProps,
  'search' | 'onSearchChange' | 'tab' | 'onTabChange' | 'chatUsers' | 'contacts' | 'onSelect'
> & { selectedId: string | null };

/**
 * The left side: search, tabs of chat users and contacts. Memoised, so typing in the composer
 * (a new `draft` each keystroke) renders only the composer, not the search field, the tabs and the
 * lists again (issue 17).
 */
const ConversationSide = memo(function ConversationSide(props: ConversationSideProps) {
  const intl = useIntl();
  const { onTabChange } = props;
  const changeTab = useCallback((key: Key) => onTabChange(key as ChatTab), [onTabChange]);
  return (
    <Side aria-label={intl.formatMessage(m.conversations)}>
      <SearchField
        label={intl.formatMessage(m.search)}
        value={props.search}
        onChange={props.onSearchChange}
      />
      <Tabs selectedKey={props.tab} onSelectionChange={changeTab}>
        <TabList aria-label={intl.formatMessage(m.conversations)}>
          <Tab id="chatUsers">{intl.formatMessage(m.chatUsers)}</Tab>
          <Tab id="contacts">{intl.formatMessage(m.contacts)}</Tab>
        </TabList>
        <TabPanel id="chatUsers">
          <ConversationList
            label={intl.formatMessage(m.chatUsers)}
            items={props.chatUsers}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            previewLength={25}
            emptyText={intl.formatMessage(props.search ? m.noUsersFound : m.chatNotFound)}
          />
        </TabPanel>
        <TabPanel id="contacts">
          <ConversationList
            label={intl.formatMessage(m.contacts)}
            items={props.contacts}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            previewLength={40}
            emptyText={intl.formatMessage(m.noUsersFound)}
          />
        </TabPanel>
      </Tabs>
    </Side>
  );
});

/**
 * Internal chat (route chat): tabs of chat users and contacts with a search on the left, the
 * selected conversation with its input on the right, and the connection state (unavailable,
 * gave up after 10 attempts). Presentational: the portal wires it to `useInternalChat`.
 * Spec: operations §2 'Chat', §4, §8, §9.
 */
export function ChatScreen(props: ChatScreenProps) {
  const intl = useIntl();
  const { connection, selected } = props;
  const banner =
    connection.status === 'unavailable' ? (
      <Alert variant="info">{intl.formatMessage(m.unavailable)}</Alert>
    ) : connection.status === 'failed' ? (
      <Alert variant="error">
        {intl.formatMessage(m.failedToConnect)}{' '}
        {props.onReconnect ? (
          <Button variant="secondary" size="sm" onPress={props.onReconnect}>
            {intl.formatMessage(m.reconnect)}
          </Button>
        ) : null}
      </Alert>
    ) : null;
  return (
    <ChatLayout>
      {banner ? <Banner>{banner}</Banner> : null}
      <ConversationSide
        search={props.search}
        onSearchChange={props.onSearchChange}
        tab={props.tab}
        onTabChange={props.onTabChange}
        chatUsers={props.chatUsers}
        contacts={props.contacts}
        selectedId={selected?.id ?? null}
        onSelect={props.onSelect}
      />
      <Main aria-label={selected ? selected.name : intl.formatMessage(m.selectConversation)}>
        {selected ? (
          <>
            <Header>
              <h2>{selected.name}</h2>
              {selected.online === undefined ? null : (
                <span>{intl.formatMessage(selected.online ? m.online : m.offlinePresence)}</span>
              )}
            </Header>
            <Thread peerName={selected.name} messages={props.messages} isTyping={props.isTyping} />
            <Composer
              key={selected.id}
              peerName={selected.name}
              onTypingChange={props.onTypingChange}
              value={props.draft}
              onChange={props.onDraftChange}
              onSend={props.onSend}
              isDisabled={connection.status === 'unavailable'}
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
