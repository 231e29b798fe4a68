import type { Db } from '../../db/index.ts';

/** How many notifications the list returns at most. */
export const NOTIFICATION_LIMIT = 20;

/** How far back notifications reach (days). */
export const NOTIFICATION_DAYS = 14;

/** Before the list was ever opened, what arrived in these last hours counts as new. */
export const FIRST_VISIT_HOURS = 24;

/** The unread count stops counting here (the badge shows '99+'). */
export const UNREAD_CAP = 100;

/** History entries that are bookkeeping, not news. */
const QUIET_ACTIONS = ['link_created'];

/** One notification: a ticket event by someone else (wire names). */
export interface NotificationRow {
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

/** The notification list with its unread count. */
export interface NotificationList {
  unread_count: number;
  read_at: string | null;
  results: NotificationRow[];
}

/** Who asks: their id, and for a client user the company whose tickets they may see. */
export interface NotificationViewer {
  id: number;
  clientName: string | null;
}

/**
 * The newest events (at most {@link NOTIFICATION_LIMIT}, within {@link NOTIFICATION_DAYS} days
 * of `now`) on the tickets `viewer` may see, leaving out their own actions; `unread_count`
 * counts those after the viewer last opened the list, or of the last {@link FIRST_VISIT_HOURS}
 * hours before they ever did (capped at {@link UNREAD_CAP}).
 */
export async function listNotifications(
  db: Db,
  viewer: NotificationViewer,
  now: Date,
): Promise<NotificationList> {
  const since = new Date(now.getTime() - NOTIFICATION_DAYS * 86_400_000);
  const [read] = await db.query<{ read_at: Date }>(
    'SELECT read_at FROM notification_reads WHERE user_id = $1',
    [viewer.id],
  );
  const readAt = read?.read_at ?? null;
  // Someone who never opened the list is told about the last day only, not two weeks of history.
  const baseline = readAt ?? new Date(now.getTime() - FIRST_VISIT_HOURS * 3_600_000);
  const scope = `FROM ticket_events e
    JOIN field_tickets t ON t.ticket_id = e.ticket_id
    JOIN projects pr ON pr.id = t.project_ref
    WHERE e.at >= $1 AND e.at <= $2 AND e.actor_id IS DISTINCT FROM $3
      AND e.action <> ALL($4::text[]) AND t.ticket_number IS NOT NULL
      AND ($5::text IS NULL OR pr.client_name = $5)`;
  const params = [since, now, viewer.id, QUIET_ACTIONS, viewer.clientName];
  const rows = await db.query<Omit<NotificationRow, 'at' | 'unread'> & { at: Date }>(
    `SELECT e.id, e.ticket_id, t.ticket_number, e.action, e.actor_name, e.new_value, e.note, e.at
     ${scope} ORDER BY e.at DESC, e.id DESC LIMIT ${NOTIFICATION_LIMIT}`,
    params,
  );
  const [unread] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 ${scope} AND e.at > $6 LIMIT ${UNREAD_CAP}) n`,
    [...params, baseline],
  );
  return {
    unread_count: unread?.count ?? 0,
    read_at: readAt ? readAt.toISOString() : null,
    results: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      unread: row.at > baseline,
    })),
  };
}

/** Remembers that `userId` opened the list at `now`; returns that time. */
export async function markNotificationsRead(db: Db, userId: number, now: Date): Promise<string> {
  await db.query(
    `INSERT INTO notification_reads (user_id, read_at) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET read_at = GREATEST(notification_reads.read_at, EXCLUDED.read_at)`,
    [userId, now],
  );
  return now.toISOString();
}
