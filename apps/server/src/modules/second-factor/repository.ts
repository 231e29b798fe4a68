import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';

type Query = Pick<Db, 'query'>;

/** A stored passkey as the list answers it. */
export interface PasskeyRow {
  id: number;
  name: string;
  transports: string[];
  created_at: Date;
  last_used_at: Date | null;
}

/** A stored passkey with what verification needs. */
export interface PasskeyCredentialRow extends PasskeyRow {
  user_id: number;
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
}

/** The user's passkeys, oldest first. */
export function listPasskeys(db: Query, userId: number): Promise<PasskeyCredentialRow[]> {
  return db.query<PasskeyCredentialRow>(
    `SELECT id, user_id, credential_id, public_key, counter::int AS counter, transports, name,
            created_at, last_used_at
     FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

/** The passkey with this credential id (base64url), whoever owns it. */
export async function findPasskeyByCredentialId(
  db: Query,
  credentialId: string,
): Promise<PasskeyCredentialRow | undefined> {
  const [row] = await db.query<PasskeyCredentialRow>(
    `SELECT id, user_id, credential_id, public_key, counter::int AS counter, transports, name,
            created_at, last_used_at
     FROM passkey_credentials WHERE credential_id = $1`,
    [credentialId],
  );
  return row;
}

/** Stores a verified new passkey. */
export async function insertPasskey(
  db: Query,
  row: {
    userId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
    deviceType: string;
    backedUp: boolean;
    now: Date;
  },
): Promise<PasskeyRow> {
  const [stored] = await db.query<PasskeyRow>(
    `INSERT INTO passkey_credentials
       (user_id, credential_id, public_key, counter, transports, name, device_type, backed_up, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, name, transports, created_at, last_used_at`,
    [
      row.userId,
      row.credentialId,
      row.publicKey,
      row.counter,
      row.transports,
      row.name,
      row.deviceType,
      row.backedUp,
      row.now,
    ],
  );
  return stored!;
}

/** Records a use: the authenticator's new counter and the time. */
export async function markPasskeyUsed(db: Query, id: number, counter: number, now: Date): Promise<void> {
  await db.query('UPDATE passkey_credentials SET counter = $2, last_used_at = $3 WHERE id = $1', [
    id,
    counter,
    now,
  ]);
}

/** Renames the user's passkey; undefined when the user has no passkey of that id. */
export async function renamePasskey(
  db: Query,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `UPDATE passkey_credentials SET name = $3 WHERE id = $1 AND user_id = $2
     RETURNING id, name, transports, created_at, last_used_at`,
    [id, userId, name],
  );
  return row;
}

/** Removes the user's passkey; false when the user has no passkey of that id. */
export async function removePasskey(db: Query, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM passkey_credentials WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** Keeps a WebAuthn challenge until `expiresAt`; returns its handle. */
export async function storeChallenge(
  db: Query,
  row: {
    userId: number | null;
    purpose: 'register' | 'sign-in' | 'second-factor';
    challenge: string;
    expiresAt: Date;
  },
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.query(
    'INSERT INTO webauthn_challenges (id, user_id, purpose, challenge, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [id, row.userId, row.purpose, row.challenge, row.expiresAt],
  );
  return id;
}

/**
 * Takes (deletes) a live challenge of this purpose (and user, when given), so each is used once;
 * undefined when unknown, used or expired. Expired challenges are purged on the way.
 */
export async function takeChallenge(
  db: Query,
  id: string,
  purpose: 'register' | 'sign-in' | 'second-factor',
  userId: number | null,
  now: Date,
): Promise<string | undefined> {
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at <= $1', [now]);
  const [row] = await db.query<{ challenge: string }>(
    `DELETE FROM webauthn_challenges
     WHERE id = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND expires_at > $4
     RETURNING challenge`,
    [id, purpose, userId, now],
  );
  return row?.challenge;
}

/** Writes one line of the sign-in security audit trail (table security_events). */
export async function auditSecurityEvent(
  db: Query,
  event: { userId: number | null; kind: string; detail?: Record<string, unknown>; ip: string; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO security_events (user_id, kind, detail, ip, created_at) VALUES ($1, $2, $3, $4, $5)',
    [event.userId, event.kind, JSON.stringify(event.detail ?? {}), event.ip, event.now],
  );
}

/** A stored TOTP secret (still sealed). */
export interface TotpRow {
  secret_box: string;
  confirmed_at: Date | null;
  last_step: number | null;
}

/** The user's TOTP secret, if any. */
export async function findTotp(db: Query, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.query<TotpRow>(
    'SELECT secret_box, confirmed_at, last_step::int AS last_step FROM totp_secrets WHERE user_id = $1',
    [userId],
  );
  return row;
}

/** Starts (or restarts, while unconfirmed) the user's TOTP set-up with a sealed secret. */
export async function startTotp(db: Query, userId: number, secretBox: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO totp_secrets (user_id, secret_box, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret_box = $2, created_at = $3, confirmed_at = NULL, last_step = NULL
     WHERE totp_secrets.confirmed_at IS NULL`,
    [userId, secretBox, now],
  );
}

/** Records a good code: its time step (never accepted again) and, at set-up, the confirmation. */
export async function acceptTotpStep(db: Query, userId: number, step: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE totp_secrets SET last_step = $2, confirmed_at = COALESCE(confirmed_at, $3) WHERE user_id = $1',
    [userId, step, now],
  );
}

/** Removes the user's TOTP secret; false when there was none. */
export async function removeTotp(db: Query, userId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM totp_secrets WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length > 0;
}

/** True when the user was marked to need a second factor (users.second_factor_required). */
export async function userMarkedForSecondFactor(db: Query, userId: number): Promise<boolean> {
  const [row] = await db.query<{ second_factor_required: boolean }>(
    'SELECT second_factor_required FROM users WHERE id = $1',
    [userId],
  );
  return row?.second_factor_required ?? false;
}

/**
 * The key that seals TOTP secrets: SECOND_FACTOR_KEY, else 32 random bytes kept in server_secrets
 * (the first instance to ask makes it).
 */
export async function secondFactorKey(db: Query, configured: string | undefined): Promise<Buffer> {
  const { createHash } = await import('node:crypto');
  if (configured !== undefined) return createHash('sha256').update(configured).digest();
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'second-factor',
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    'second-factor',
  ]);
  if (!row) throw new Error('server_secrets: no second-factor key');
  return Buffer.from(row.value, 'hex');
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Opens what {@link seal} made (throws when the key or the box is wrong). */
export function open(key: Buffer, box: string): string {
  const [iv, tag, body] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
