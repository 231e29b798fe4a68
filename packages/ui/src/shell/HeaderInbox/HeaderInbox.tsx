import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../primitives/Link/Link';
import { Popover } from '../../overlays/Popover/Popover';
import { CountBadge, HeaderButton } from '../headerButton.styles';
import { shellMessages } from '../shellMessages';
import { EmptyState, InboxEntry, InboxList, NewLabel, UnreadDot } from './HeaderInbox.styles';

/** One notification or message in a header list. */
export interface InboxItem {
  /** Stable key. */
  id: string;
  /** Main line (sender or subject). */
  title: string;
  /** Second line (preview text). */
  description?: string;
  /** When it arrived, already formatted for display (e.g. '12-03-2025 10:15 AM'). */
  time?: string;
  /** Where the entry leads (the title becomes a link; choosing it closes the list). */
  href?: string;
  /** Marks the entry as new (a dot, and 'New' for screen readers). */
  unread?: boolean;
}

/** Which list the header button opens. */
export type InboxKind = 'notifications' | 'messages';

/** Props of {@link HeaderInbox}. */
export interface HeaderInboxProps {
  /** 'notifications' (bell) or 'messages' (envelope); decides the title and empty text. */
  kind: InboxKind;
  /** The entries, newest first. */
  items: readonly InboxItem[];
  /** Unread count for the badge and the button's name. Default `items.length`; 0 hides the badge. */
  count?: number;
  /** Called when the list opens or closes (e.g. to mark notifications read on open). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Shown in place of the list when it could not be loaded. */
  errorText?: string;
  /** For layout only. */
  className?: string;
}

const icons: Record<InboxKind, string> = {
  notifications: 'M10 3a5 5 0 0 0-5 5v3l-1.5 2.5h13L15 11V8a5 5 0 0 0-5-5zM8 16a2 2 0 0 0 4 0',
  messages: 'M3 5h14v10H3zM3 5l7 6 7-6',
};

/**
 * A header button opening a popover list of notifications or messages (operations §2 "Shell":
 * notification and message popovers). The unread count shows as a badge and is part of the
 * button's name ('Notifications, 3 new'); an empty list says 'No new notifications' or 'No new
 * messages'. Keyboard: Enter opens, Escape closes and returns focus.
 */
export function HeaderInbox({
  kind,
  items,
  count = items.length,
  onOpenChange,
  errorText,
  className,
}: HeaderInboxProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const title = intl.formatMessage(
    kind === 'notifications' ? shellMessages.notifications : shellMessages.messages,
  );
  // The name holds the badge's visible text (WCAG 2.5.3): '99+' above 99.
  const unread =
    count > 99
      ? intl.formatMessage(shellMessages.unreadMany, { count: 99 })
      : intl.formatMessage(shellMessages.unreadCount, { count });
  const name = count > 0 ? intl.formatMessage(shellMessages.inboxWithUnread, { title, unread }) : title;
  return (
    <Popover
      placement="bottom end"
      title={title}
      className={className}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      trigger={
        <HeaderButton aria-label={name}>
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d={icons[kind]} />
          </svg>
          {count > 0 && (
            <CountBadge aria-hidden="true">
              {count > 99 ? `${intl.formatNumber(99)}+` : intl.formatNumber(count)}
            </CountBadge>
          )}
        </HeaderButton>
      }
    >
      {errorText ? (
        <EmptyState role="alert">{errorText}</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>
          {intl.formatMessage(
            kind === 'notifications' ? shellMessages.noNotifications : shellMessages.noMessages,
          )}
        </EmptyState>
      ) : (
        <InboxList>
          {items.map((item) => (
            <InboxEntry key={item.id} data-unread={item.unread ? '' : undefined}>
              <strong>
                {item.unread && (
                  <>
                    <UnreadDot aria-hidden="true" />
                    <NewLabel>{intl.formatMessage(shellMessages.newEntry)} </NewLabel>
                  </>
                )}
                {item.href ? (
                  <Link href={item.href} onPress={() => changeOpen(false)}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </strong>
              {item.description && <span>{item.description}</span>}
              {item.time && <time>{item.time}</time>}
            </InboxEntry>
          ))}
        </InboxList>
      )}
    </Popover>
  );
}
