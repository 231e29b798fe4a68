import { useMarkNotificationsRead, useNotifications } from '@partner-portal/api/hooks';
import { ticketEventSentence } from '@partner-portal/forms/tickets';
import { HeaderInbox, type InboxItem } from '@partner-portal/ui/shell';
import { defineMessages, useIntl } from 'react-intl';
import { hrefTo } from '../config/paths.ts';

const messages = defineMessages({
  loadFailed: {
    id: 'portal.notifications.loadFailed',
    defaultMessage: 'Notifications could not be loaded. They will be tried again shortly.',
  },
});

/**
 * The header's notification bell (operations §2 'Shell': notification popover), wired to the
 * ticket history: what others did on the tickets the user may see (GET
 * /management/notifications/, re-read every minute), each entry a link to the ticket's details
 * with the sentence of the ticket's timeline. Opening the list marks everything read, so the
 * badge clears. Rendered only for the roles of `CALL_ROLES.notifications` (see
 * AuthenticatedLayout). A failed load shows a short notice in the list. Issue 20.
 */
export function NotificationsAction() {
  const intl = useIntl();
  const { data, error } = useNotifications();
  const { trigger } = useMarkNotificationsRead();
  const items: InboxItem[] = (data?.results ?? []).map((entry) => ({
    id: String(entry.id),
    title: entry.ticketNumber,
    description: ticketEventSentence(intl, {
      id: entry.id,
      at: entry.at,
      actorName: entry.actorName,
      action: entry.action,
      oldValue: null,
      newValue: entry.newValue,
      note: entry.note,
    }),
    time: intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
    href: hrefTo('ticketDetails', { uuid: entry.ticketId }),
    unread: entry.unread,
  }));
  return (
    <HeaderInbox
      kind="notifications"
      items={items}
      count={data?.unreadCount ?? 0}
      errorText={error && !data ? intl.formatMessage(messages.loadFailed) : undefined}
      onOpenChange={(isOpen) => {
        if (isOpen && (data?.unreadCount ?? 0) > 0) void trigger().catch(() => undefined);
      }}
    />
  );
}
