import type { Db } from '../db/index.ts';
import { MAX_INT4 } from '../inputSafety.ts';
import type { User } from '../users.ts';

// Schema parts and SQL fragments more than one module uses.

/** JSON schema of a text of `minLength` to `maxLength` characters with at least one non-space. */
export const textSchema = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength, pattern: '\\S' }) as const;

/** JSON schema of a database id in a body: a whole number from 1 to {@link MAX_INT4}. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_INT4 } as const;

/** An Indian pincode: six digits, not starting with 0. */
export const PINCODE_PATTERN = '^[1-9][0-9]{5}$';

/** `{ id, uuid, name, phone, city, state }` of the network partner aliased `p`. */
export const PARTNER_REF_SQL = `json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name, 'phone', p.phone, 'city', p.city, 'state', p.state)`;

/** `{ id, code, name }` of the project aliased `pr`. */
export const PROJECT_REF_SQL = `json_build_object('id', pr.id, 'code', pr.code, 'name', pr.name)`;

/** A partner as list rows embed it ({@link PARTNER_REF_SQL}). */
export interface PartnerRef {
  id: number;
  uuid: string;
  name: string;
  phone: string;
  city: string;
  state: string;
}

/** A project as list rows embed it ({@link PROJECT_REF_SQL}). */
export interface ProjectRef {
  id: number;
  code: string;
  name: string;
}

/** Schema of a call without parameters: a few short query parameters (cache busters) are tolerated. */
export const noQuerySchema = {
  querystring: { type: 'object', maxProperties: 5, additionalProperties: { type: 'string', maxLength: 64 } },
} as const;

/** A company name no project has: what a client user without an approved company sees. */
const NO_COMPANY = '\u0000';

/** Roles that see only their own company's projects and tickets. */
export const CLIENT_ROLES: readonly string[] = ['client_user', 'client_manager', 'client_admin'];

/**
 * The company whose projects and tickets `user` may see: `null` for staff (every company); for an
 * active user holding only client roles, their client_user_profiles.client_name; a name no company
 * has when they have no profile or are not active yet (they then see nothing rather than everything).
 */
export async function clientCompanyOf(
  db: Db,
  user: Pick<User, 'id' | 'user_role' | 'all_roles' | 'status'>,
): Promise<string | null> {
  const roles = [user.user_role, ...user.all_roles];
  if (!roles.every((role) => CLIENT_ROLES.includes(role))) return null;
  // A self-registered client user names their company themselves: nothing until approved.
  if (user.status !== 'active') return NO_COMPANY;
  const [profile] = await db.query<{ client_name: string }>(
    'SELECT client_name FROM client_user_profiles WHERE user_id = $1',
    [user.id],
  );
  return profile?.client_name ?? NO_COMPANY;
}

/**
 * `{ ticket_id, ticket_number, customer_name, district, state, pincode, product_name,
 * serial_number, sowsubtype, status }` of the field ticket aliased `t`: how the work queues of the
 * verification and audit roles name their ticket (issue 14).
 */
export const TICKET_REF_SQL = `json_build_object('ticket_id', t.ticket_id, 'ticket_number', t.ticket_number,
  'customer_name', t.customer_name, 'district', t.district, 'state', t.state, 'pincode', t.pincode,
  'product_name', t.product_name, 'serial_number', t.serial_number, 'sowsubtype', t.sowsubtype, 'status', t.status)`;

/** Params of a call on one work item: `id` is a whole number from 1. */
export const itemIdParamsSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
} as const;

/** The signed-in user as the work queues see them: id, name, and whether they see only their own items. */
export interface WorkViewer {
  id: number;
  name: string;
  /** True when the user holds one of the queue's own roles only (kci, auditor_user...): their items only. */
  ownOnly: boolean;
}

/**
 * The viewer of a work queue: `ownOnly` unless the user (user_role or all_roles) holds one of
 * `seeAll` (the staff who see every item, e.g. coordinator and admin).
 */
export function workViewerOf(
  user: Pick<User, 'id' | 'full_name' | 'user_role' | 'all_roles'>,
  seeAll: readonly string[],
): WorkViewer {
  const roles = [user.user_role, ...user.all_roles];
  return { id: user.id, name: user.full_name, ownOnly: !roles.some((role) => seeAll.includes(role)) };
}

/** Appends one entry to a ticket's history (ticket_events of migration 050). */
export async function addTicketEvent(
  db: Pick<Db, 'query'>,
  event: {
    ticketId: string;
    actor: { id: number; name: string };
    action: string;
    oldValue?: string | null;
    newValue?: string | null;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO ticket_events (ticket_id, actor_id, actor_name, action, old_value, new_value, note, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.ticketId,
      event.actor.id,
      event.actor.name,
      event.action,
      event.oldValue ?? null,
      event.newValue ?? null,
      event.note ?? null,
      event.at,
    ],
  );
}

/** The time zone of the service's calendar days (due dates, payment dates, attendance days). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Today's calendar day in India (`YYYY-MM-DD`) at `now`: due dates, payment dates and attendance days are Indian days. */
export function indiaToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
