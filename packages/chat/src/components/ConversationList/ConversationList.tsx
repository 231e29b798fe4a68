import { Avatar, Badge } from '@partner-portal/ui/data';
import { VisuallyHidden } from '@partner-portal/ui/primitives';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { vars } from '@partner-portal/ui/theme';
import { chatMessages as m } from '../../i18n/messages.ts';
import { formatTime, preview } from '../format.ts';

/** One row of the list (operations §3 'Chat summary'). */
export interface ConversationItem {
  id: string;
  name: string;
  lastMessage?: string | null;
  /** ISO 8601 instant. */
  lastMessageTime?: string | null;
  unreadCount?: number;
  /** Presence; undefined hides it (WhatsApp). */
  online?: boolean;
}

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  /** Accessible name of the list. */
  label: string;
  items: ConversationItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Characters of the preview: 25 in the chat list, 40 in contacts (operations §9). */
  previewLength: number;
  /** Text when the list is empty ('Chat not found', 'No users found'). */
  emptyText: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Row = styled.button`
  all: unset;
  box-sizing: border-box;
  inline-size: 100%;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${vars.space[2]};
  align-items: center;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  cursor: pointer;
  border-block-end: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.fg.default};
  &:hover {
    background: ${vars.color.bg.surfaceHover};
  }
  &[aria-current='true'] {
    background: ${vars.color.bg.accentSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.fg.accent};
    outline-offset: -2px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${vars.color.fg.muted};
    font-size: 0.875rem;
  }
`;

const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: end;
  gap: ${vars.space[1]};
  font-size: 0.75rem;
  color: ${vars.color.fg.muted};
`;

const Empty = styled.p`
  padding: ${vars.space[4]};
  color: ${vars.color.fg.muted};
`;

/**
 * The left side of the chat screen: conversations with a cut preview, time and unread count.
 * Selecting a row calls `onSelect` (the caller zeroes the count and loads the history).
 * Memoised: it renders again only when one of its props changes (not on each keystroke in the
 * composer beside it). Spec: operations §2 'Chat', §4 'Chat', §9 (preview 25 / 40).
 */
export const ConversationList = memo(function ConversationList({
  label,
  items,
  selectedId,
  onSelect,
  previewLength,
  emptyText,
}: ConversationListProps) {
  const intl = useIntl();
  if (items.length === 0) return <Empty role="status">{emptyText}</Empty>;
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const unread = item.unreadCount ?? 0;
        const presence = item.online === undefined ? 'unknown' : item.online ? 'online' : 'offline';
        return (
          <li key={item.id}>
            <Row
              type="button"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <Avatar name={item.name} size="sm" isDecorative />
              <Text>
                <strong>
                  <span aria-hidden="true">{item.name}</span>
                  <VisuallyHidden>
                    {intl.formatMessage(m.rowName, { name: item.name, presence, unread })}
                  </VisuallyHidden>
                </strong>
                {item.lastMessage ? <span>{preview(item.lastMessage, previewLength)}</span> : null}
              </Text>
              <Side>
                {item.lastMessageTime ? (
                  <time dateTime={item.lastMessageTime}>{formatTime(intl, item.lastMessageTime)}</time>
                ) : null}
                {unread > 0 ? (
                  <span aria-hidden="true">
                    <Badge count={unread} tone="info" />
                  </span>
                ) : null}
              </Side>
            </Row>
          </li>
        );
      })}
    </List>
  );
});
