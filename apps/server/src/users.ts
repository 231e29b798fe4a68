import type { Db } from './db/index.ts';

/** Account status; partners start `pending` (access §3: "status (default pending for partners)"). */
export type UserStatus = 'pending' | 'active';

/**
 * A user as the API sees it (never the password hash). Field names follow the database; the
 * routes map them to the spec's names (`fullname`, `LogedInUserInfo`). Spec: access §3, §6.
 */
export interface User {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  phone: string;
  /** The role the user signs in as (one of the 21 in packages/api roles). */
  user_role: string;
  ticket_role: string;
  /** Extra roles; any entry sends the user through /interstitial. */
  all_roles: string[];
  status: UserStatus;
  created_at: Date;
}

/** A user together with the stored password hash; only sign-in code needs it. */
export interface UserWithPassword extends User {
  password_hash: string;
}

const USER_COLUMNS =
  'id, uuid::text AS uuid, email, full_name, phone, user_role, ticket_role, all_roles, status, created_at';

/**
 * Canonical form of an e-mail address: trimmed and lower-cased, so e-mails match
 * case-insensitively. Spec: access §5 (sign-in e-mail), §7 (POST /partner/login/).
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Finds a user by e-mail (case-insensitive), including the password hash. Spec: access §7 login. */
export async function findUserByEmail(db: Db, email: string): Promise<UserWithPassword | undefined> {
  const [row] = await db.query<UserWithPassword>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE email = $1`,
    [normaliseEmail(email)],
  );
  return row;
}

/** Finds a user by id. Spec: access §7 (login-user-info). */
export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

/**
 * Replaces user `id`'s password hash `oldHash` by `newHash` (a stronger hash of the same password,
 * after a sign-in); does nothing when the hash changed meanwhile (a concurrent reset wins).
 */
export async function replacePasswordHash(
  db: Db,
  id: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    id,
    oldHash,
    newHash,
  ]);
}
