import type { Db, DbTx } from '../../db/index.ts';
import { badRequest } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { unusablePasswordHash } from '../../auth/password.ts';
import type { COMPANY_FIELDS } from './schemas.ts';

/**
 * 400 when `email` already signs a user in ('An account with this email already exists.') or
 * `whatsapp` already names a partner company (the WhatsApp number identifies one company at the
 * passphrase login).
 */
export async function assertAccountFree(db: Db | DbTx, email: string, whatsapp: string): Promise<void> {
  const [taken] = await db.query<{ email_taken: boolean; whatsapp_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS email_taken,
            EXISTS (SELECT 1 FROM partner_companies WHERE whatsapp_number = $2) AS whatsapp_taken`,
    [email, whatsapp],
  );
  if (taken?.email_taken) throw badRequest(M.emailTaken);
  if (taken?.whatsapp_taken) throw badRequest(M.whatsappTaken);
}

/**
 * Turns a finished registration into a partner account: a `partner` user (status pending, no
 * password: the partner signs in with a passphrase, or sets a password through the reset) with
 * its company (name, e-mail, WhatsApp number, dial code), so that the partner can log in at
 * /partner-login right after /thank-you (issue 4 'Done means'; access §4 'Partner status: when
 * pending, My Profile, Tickets and Payments status are hidden'). A registration that is already
 * complete (the final step sent again) keeps the account it made. 400 when the e-mail or the
 * WhatsApp number was taken since the contact step; the caller's transaction then writes nothing.
 */
export async function createPartnerAccount(tx: DbTx, tempPartnerId: number, now: Date): Promise<void> {
  const [temp] = await tx.query<{
    company_name: string;
    company_email: string;
    full_name: string;
    email: string;
    phone: string;
    whatsapp_number: string;
    country_code: string;
    user_id: number | null;
  }>(
    `SELECT t.company_name, t.company_email, t.full_name, t.email, t.phone, t.whatsapp_number, t.country_code,
            (SELECT u.id FROM users u JOIN partner_companies c ON c.user_id = u.id
              WHERE u.email = t.email AND c.whatsapp_number = t.whatsapp_number) AS user_id
       FROM temp_partners t WHERE t.id = $1`,
    [tempPartnerId],
  );
  if (!temp || temp.user_id !== null) return;
  await assertAccountFree(tx, temp.email, temp.whatsapp_number);
  const [user] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, full_name, phone, user_role, ticket_role, all_roles, status, created_at)
     VALUES ($1, $2, $3, $4, 'partner', 'partner', '{}', 'pending', $5) RETURNING id`,
    [temp.email, unusablePasswordHash(), temp.full_name, temp.phone, now],
  );
  if (!user) throw badRequest(M.emailTaken);
  await tx.query(
    `INSERT INTO partner_companies (user_id, company_name, company_email, whatsapp_number, country_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [user.id, temp.company_name, temp.company_email, temp.whatsapp_number, temp.country_code, now],
  );
}

/** The contact step as stored. */
export interface TempPartnerContact {
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  fullName: string;
  email: string;
  phone: string;
  whatsapp: string;
  dialCode: string;
}

/** Stores the contact step; returns the new registration's public id (the temp_vendor_id, a uuid). */
export async function insertTempPartner(
  db: Db,
  contact: TempPartnerContact,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.query<{ public_id: string }>(
    `INSERT INTO temp_partners (company_name, company_email, company_phone, full_name, email, phone,
       whatsapp_number, country_code, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING public_id::text AS public_id`,
    [
      contact.companyName,
      contact.companyEmail,
      contact.companyPhone,
      contact.fullName,
      contact.email,
      contact.phone,
      contact.whatsapp,
      contact.dialCode,
      now,
    ],
  );
  return row?.public_id;
}

/** A registration by its public id: row id, company location (null before the company step), e-mail and name. */
export async function findTempPartner(
  db: Db,
  publicId: string,
): Promise<{ id: number; location: string | null; email: string; full_name: string } | undefined> {
  const [partner] = await db.query<{ id: number; location: string | null; email: string; full_name: string }>(
    'SELECT id, location, email, full_name FROM temp_partners WHERE public_id = $1',
    [publicId],
  );
  return partner;
}

/** Locks the registration row; returns its stored address proof key. */
export async function lockAddressProof(tx: DbTx, partnerId: number): Promise<string | null> {
  const [old] = await tx.query<{ address_proof_key: string | null }>(
    'SELECT address_proof_key FROM temp_partners WHERE id = $1 FOR UPDATE',
    [partnerId],
  );
  return old?.address_proof_key ?? null;
}

/** Deletes the registration's images with the given ids; returns the storage keys deleted. */
export async function deleteImages(tx: DbTx, partnerId: number, ids: readonly string[]): Promise<string[]> {
  const removed = await tx.query<{ image_key: string }>(
    'DELETE FROM temp_partner_images WHERE temp_partner_id = $1 AND id = ANY($2::int[]) RETURNING image_key',
    [partnerId, ids],
  );
  return removed.map((row) => row.image_key);
}

/** Stores the company step's texts, and the address proof key when a new one was uploaded. */
export async function updateCompany(
  tx: DbTx,
  partnerId: number,
  values: Record<(typeof COMPANY_FIELDS)[number], string>,
  addressProofKey: string | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE temp_partners SET location = $2, country_name = $3, district = $4, state_name = $5,
       city_name = $6, pin_code = $7, digipin = $8,
       address_proof_key = COALESCE($9, address_proof_key), updated_at = $10
     WHERE id = $1`,
    [
      partnerId,
      values.location,
      values.country_name,
      values.district || null,
      values.state_name,
      values.city_name,
      values.pin_code,
      values.digipin || null,
      addressProofKey,
      now,
    ],
  );
}

/** Records one stored partner image. */
export async function insertImage(
  tx: DbTx,
  partnerId: number,
  key: string,
  contentType: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO temp_partner_images (temp_partner_id, image_key, content_type, created_at) VALUES ($1, $2, $3, $4)',
    [partnerId, key, contentType, now],
  );
}

/** The registration's stored images, oldest first. */
export async function listImages(tx: DbTx, partnerId: number): Promise<{ id: number; image_key: string }[]> {
  return tx.query<{ id: number; image_key: string }>(
    'SELECT id, image_key FROM temp_partner_images WHERE temp_partner_id = $1 ORDER BY id',
    [partnerId],
  );
}

/** Locks the registration row; returns its stored PAN scan and Aadhaar file keys. */
export async function lockIdentityFiles(
  tx: DbTx,
  partnerId: number,
): Promise<{ pan_scan_key: string | null; aadhaar_file_key: string | null } | undefined> {
  const [old] = await tx.query<{ pan_scan_key: string | null; aadhaar_file_key: string | null }>(
    'SELECT pan_scan_key, aadhaar_file_key FROM temp_partners WHERE id = $1 FOR UPDATE',
    [partnerId],
  );
  return old;
}

/** Stores the final step (PAN, Aadhaar, new file keys) and marks the registration complete. */
export async function completeIdentity(
  tx: DbTx,
  partnerId: number,
  identity: {
    pan: string | null;
    panScanKey: string | null;
    aadhaar: string | null;
    aadhaarFileKey: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE temp_partners SET pan = $2, pan_scan_key = COALESCE($3, pan_scan_key), aadhaar_number = $4,
       aadhaar_file_key = COALESCE($5, aadhaar_file_key), completed_at = $6, updated_at = $6
     WHERE id = $1`,
    [partnerId, identity.pan, identity.panScanKey, identity.aadhaar, identity.aadhaarFileKey, now],
  );
}
