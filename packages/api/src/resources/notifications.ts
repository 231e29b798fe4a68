import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

// The header's notifications (operations §2 'Shell': notification popover; issue 20): what
// others did on the tickets the user may see, from the tickets' history.

/** One notification: a ticket event by someone else. */
export interface TicketNotification {
  /** The history entry's id. */
  id: number;
  /** The ticket's id (its details page is /ticket-details/{ticketId}). */
  ticketId: string;
  /** 'TKT-300001'. */
  ticketNumber: string;
  /** The history action: created, assign, schedule, start, hold, ..., escalate, report_submitted, feedback_submitted, survey_answered. */
  action: string;
  actorName: string;
  newValue: string | null;
  note: string | null;
  /** ISO 8601 instant. */
  at: string;
  /** True when it arrived after the user last opened the list. */
  unread: boolean;
}

/** The notification list: at most 20 of the last 14 days, newest first. */
export interface NotificationList {
  /** How many arrived since the list was last opened (at most 100). */
  unreadCount: number;
  /** When the list was last opened (ISO 8601), or null. */
  readAt: string | null;
  results: TicketNotification[];
}

interface WireNotification {
  id: number;
  ticket_id: string;
  ticket_number: string;
  action: string;
  actor_name: string;
  new_value: string | null;
  note: string | null;
  at: string;
  unread: boolean;
}

interface WireNotificationList {
  unread_count: number;
  read_at: string | null;
  results: WireNotification[];
}

/**
 * `client.notifications`. Every call rejects with an `ApiError` (401; 403 for a role outside
 * `CALL_ROLES.notifications`).
 */
export interface NotificationsApi {
  /** GET /management/notifications/. */
  list(options?: RequestOptions): Promise<NotificationList>;
  /** POST /management/notifications/read/: marks everything up to now read; resolves with that time (ISO 8601). */
  markRead(options?: RequestOptions): Promise<string>;
}

/** Builds `client.notifications`. */
export function createNotificationsApi(core: HttpCore): NotificationsApi {
  return {
    list: async (options) => {
      const wire = await core.get<WireNotificationList>('/management/notifications/', options);
      return {
        unreadCount: wire.unread_count ?? 0,
        readAt: wire.read_at ?? null,
        results: (wire.results ?? []).map((row) => ({
          id: row.id,
          ticketId: row.ticket_id,
          ticketNumber: row.ticket_number,
          action: row.action,
          actorName: row.actor_name,
          newValue: row.new_value,
          note: row.note,
          at: row.at,
          unread: row.unread,
        })),
      };
    },
    markRead: async (options) =>
      (await core.post<{ read_at: string }>('/management/notifications/read/', undefined, options)).read_at,
  };
}
