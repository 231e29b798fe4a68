import type { Db, DbTx } from '../../db/index.ts';
import type { User } from '../../users.ts';

/** A partner user with the company it belongs to. Spec: access §3 (company lookup response). */
export interface PartnerWithCompany extends User {
  company_name: string;
  company_email: string;
  whatsapp_number: string | null;
}

const COLUMNS = `u.id, u.uuid::text AS uuid, u.email, u.full_name, u.phone, u.user_role, u.ticket_role,
  u.all_roles, u.status, u.created_at, c.company_name, c.company_email, c.whatsapp_number`;

/**
 * The partner whose sign-in e-mail is `email`, else the first whose company e-mail is `email`.
 * Spec: access §7 (GET /partner/fetch-partner-by-email/, POST /partner/email-passphrase/).
 */
export async function findPartnerByEmail(
  db: Db | DbTx,
  email: string,
): Promise<PartnerWithCompany | undefined> {
  const [row] = await db.query<PartnerWithCompany>(
    `SELECT ${COLUMNS} FROM users u JOIN partner_companies c ON c.user_id = u.id
      WHERE u.email = $1 OR c.company_email = $1
      ORDER BY (u.email = $1) DESC, u.id LIMIT 1`,
    [email],
  );
  return row;
}

/**
 * The partner whose company has the WhatsApp number `number` (10 digits).
 * Spec: access §7 (GET /partner/fetch-partner-whatsapp/, POST /partner/send-passphrase-whatsapp/).
 */
export async function findPartnerByWhatsApp(
  db: Db | DbTx,
  number: string,
): Promise<PartnerWithCompany | undefined> {
  const [row] = await db.query<PartnerWithCompany>(
    `SELECT ${COLUMNS} FROM users u JOIN partner_companies c ON c.user_id = u.id WHERE c.whatsapp_number = $1`,
    [number],
  );
  return row;
}
