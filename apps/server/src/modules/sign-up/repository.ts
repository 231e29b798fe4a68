import { unusablePasswordHash } from '../../auth/password.ts';
import type { Db, DbTx } from '../../db/index.ts';

/** The names of the 'Who referred you?' list, in their seeded order. Spec: access §3. */
export async function listReferralNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM referral_names ORDER BY sort_order, name');
  return rows.map((row) => row.name);
}

/**
 * Inserts a pending user of `role` without a usable password (set through the password reset).
 * Undefined when the e-mail already has an account.
 */
export async function insertPendingUser(
  tx: DbTx,
  user: { email: string; fullName: string; phone: string; role: 'partner' | 'client_user' },
  now: Date,
): Promise<{ id: number; uuid: string } | undefined> {
  const [row] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO users (email, password_hash, full_name, phone, user_role, ticket_role, all_roles, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $5, '{}', 'pending', $6)
     ON CONFLICT (email) DO NOTHING
     RETURNING id, uuid::text AS uuid`,
    [user.email, unusablePasswordHash(), user.fullName, user.phone, user.role, now],
  );
  return row;
}

/** The company of a signed-up partner. Spec: access §3 'Partner sign-up payload'. */
export async function insertPartnerCompany(
  tx: DbTx,
  userId: number,
  company: { name: string; email: string; dialCode: string; referredBy: string | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO partner_companies (user_id, company_name, company_email, country_code, referred_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, company.name, company.email, company.dialCode, company.referredBy, now],
  );
}

/** The profile of a client user. Spec: access §3 'Client user create payload'. */
export async function insertClientProfile(
  tx: DbTx,
  userId: number,
  profile: { clientName: string; designation: string },
): Promise<void> {
  await tx.query('INSERT INTO client_user_profiles (user_id, client_name, designation) VALUES ($1, $2, $3)', [
    userId,
    profile.clientName,
    profile.designation,
  ]);
}
