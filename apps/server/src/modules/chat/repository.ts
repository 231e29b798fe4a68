import type { Db, SqlParam } from '../../db/index.ts';

/** Roles that use internal chat: the chat route's guard (operations §6) plus customer_connect (§2 menu). */
export const CHAT_USER_ROLES = [
  'admin',
  'project_manager',
  'coordinator',
  'kci',
  'auditor_user',
  'customer_connect',
] as const;

/** Partner roles, listed as contacts (GET /partner/openfirepartners/). */
export const PARTNER_ROLES = ['partner', 'partner_employee'] as const;

/** A portal user as a chat peer. */
export interface ChatPeerRow {
  uuid: string;
  full_name: string;
  user_role: string;
}

/** Users holding one of `roles` (user_role or all_roles), except `selfId`, by name; at most `limit`. */
export function listPeers(
  db: Db,
  options: { roles: readonly string[]; selfId: number; search?: string; limit: number },
): Promise<ChatPeerRow[]> {
  const params: SqlParam[] = [[...options.roles], options.selfId, options.limit];
  let where = '(user_role = ANY($1::text[]) OR all_roles && $1::text[]) AND id <> $2';
  if (options.search) {
    params.push(`%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` AND (full_name ILIKE $4 OR email ILIKE $4)`;
  }
  return db.query<ChatPeerRow>(
    `SELECT uuid::text AS uuid, full_name, user_role FROM users WHERE ${where} ORDER BY full_name, id LIMIT $3`,
    params,
  );
}

/** Every user's uuid (accounts are provisioned for all at start). */
export function allUserUuids(db: Db): Promise<{ uuid: string }[]> {
  return db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM users ORDER BY id');
}

/** One WhatsApp conversation as the list answers it. */
export interface WhatsAppSessionRow {
  id: number;
  session_id: string;
  receiver_phone: string;
  receiver_name: string;
  receiver_uuid: string | null;
  unread_count: number;
  last_message: string | null;
  last_message_time: Date | null;
}

const SESSION_SELECT = `SELECT s.id, s.session_id::text AS session_id, s.receiver_phone, s.receiver_name,
    u.uuid::text AS receiver_uuid, s.unread_count, m.message AS last_message, m.created_at AS last_message_time
  FROM whatsapp_sessions s
  LEFT JOIN users u ON u.id = s.receiver_id
  LEFT JOIN LATERAL (SELECT message, created_at FROM whatsapp_messages
    WHERE session_id = s.id ORDER BY id DESC LIMIT 1) m ON true`;

/** The WhatsApp conversations, latest message first. */
export function listWhatsAppSessions(db: Db): Promise<WhatsAppSessionRow[]> {
  return db.query<WhatsAppSessionRow>(
    `${SESSION_SELECT} ORDER BY COALESCE(m.created_at, s.created_at) DESC, s.id DESC LIMIT 500`,
  );
}

/** One conversation by its session uuid, by its numeric id, or by number. */
export async function findWhatsAppSession(
  db: Db,
  by: { sessionId: string } | { id: number } | { phone: string },
): Promise<WhatsAppSessionRow | undefined> {
  const [column, value] =
    'sessionId' in by
      ? ['s.session_id::text', by.sessionId]
      : 'id' in by
        ? ['s.id', by.id]
        : ['s.receiver_phone', by.phone];
  const [row] = await db.query<WhatsAppSessionRow>(`${SESSION_SELECT} WHERE ${column} = $1`, [value]);
  return row;
}

/** The partner whose phone is `phone` (10 digits), if any. */
export async function findPartnerByPhone(
  db: Db,
  phone: string,
): Promise<{ id: number; full_name: string } | undefined> {
  const [row] = await db.query<{ id: number; full_name: string }>(
    `SELECT id, full_name FROM users WHERE phone = $1 AND (user_role = ANY($2::text[]) OR all_roles && $2::text[])
     ORDER BY id LIMIT 1`,
    [phone, PARTNER_ROLES],
  );
  return row;
}

/** Opens (or finds) the conversation with `phone`. */
export async function openWhatsAppSession(
  db: Db,
  partner: { id: number; full_name: string },
  phone: string,
): Promise<WhatsAppSessionRow> {
  await db.query(
    `INSERT INTO whatsapp_sessions (receiver_phone, receiver_id, receiver_name) VALUES ($1, $2, $3)
     ON CONFLICT (receiver_phone) DO NOTHING`,
    [phone, partner.id, partner.full_name],
  );
  const session = await findWhatsAppSession(db, { phone });
  if (!session) throw new Error('whatsapp session vanished');
  return session;
}

/** A stored WhatsApp message. */
export interface WhatsAppMessageRow {
  id: number;
  sender_type: 'partner' | 'receiver';
  message: string;
  status: string;
  created_at: Date;
}

/** The conversation's messages, oldest first (at most the last 1000). */
export function listWhatsAppMessages(db: Db, sessionId: number): Promise<WhatsAppMessageRow[]> {
  return db.query<WhatsAppMessageRow>(
    `SELECT * FROM (SELECT id, sender_type, message, status, created_at FROM whatsapp_messages
       WHERE session_id = $1 ORDER BY id DESC LIMIT 1000) last ORDER BY id`,
    [sessionId],
  );
}

/** Stores a message; an inbound one raises the unread count. */
export async function addWhatsAppMessage(
  db: Db,
  message: {
    sessionId: number;
    senderType: 'partner' | 'receiver';
    senderId?: number;
    text: string;
    status?: string;
  },
): Promise<WhatsAppMessageRow> {
  const [row] = await db.query<WhatsAppMessageRow>(
    `INSERT INTO whatsapp_messages (session_id, sender_type, sender_id, message, status) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, sender_type, message, status, created_at`,
    [message.sessionId, message.senderType, message.senderId ?? null, message.text, message.status ?? 'sent'],
  );
  if (message.senderType === 'receiver') {
    await db.query('UPDATE whatsapp_sessions SET unread_count = unread_count + 1 WHERE id = $1', [
      message.sessionId,
    ]);
  }
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Marks the conversation read: unread 0, the customer's messages and ours read. */
export async function markWhatsAppRead(db: Db, sessionId: number): Promise<void> {
  await db.query('UPDATE whatsapp_sessions SET unread_count = 0 WHERE id = $1', [sessionId]);
}
