import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  isAadhaar,
  isEmail,
  isPan,
  isPostalCode,
  isWhatsAppNumber,
  normalizeAadhaar,
  normalizeCountryCode,
  normalizePan,
} from '@partner-portal/forms/validation';
import type { Db, DbTx } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { CodeRateLimited } from '../identity/codes.ts';
import { badRequest, objectBody, text } from '../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../identity/messages.ts';
import { fill } from '../text.ts';
import { tooManyRequests } from '../identity/rateLimit.ts';
import {
  formText,
  MAX_FILE_BYTES,
  MAX_FILES,
  readForm,
  type ParsedForm,
  type UploadedFile,
} from '../identity/uploads.ts';
import { normaliseEmail } from '../users.ts';
import { checkPhone, unusablePasswordHash } from './signup.ts';
import type { RouteModule } from './types.ts';

/** How long a verified OTP lets the contact step be saved, in ms (30 minutes). */
export const OTP_VERIFIED_WINDOW_MS = 30 * 60_000;

/** Fields of the company step (all text). Spec: access §3 'Company step'. */
const COMPANY_FIELDS = [
  'location',
  'country_name',
  'district',
  'state_name',
  'city_name',
  'pin_code',
  'digipin',
] as const;

/** Reads `{ email }` or `{ phone, country_code? }` of the OTP calls into an identifier and a target. */
function otpTarget(body: Record<string, unknown>): {
  identifier: string;
  channel: 'email' | 'whatsapp';
  to: string;
} {
  const emailRaw = text(body, 'email', M.invalidEmail, 254);
  if (emailRaw !== '') {
    const email = normaliseEmail(emailRaw);
    if (!isEmail(email)) throw badRequest(M.invalidEmail);
    return { identifier: `email:${email}`, channel: 'email', to: email };
  }
  const phoneRaw = text(body, 'phone', M.invalidPhone, 20);
  if (phoneRaw === '') throw badRequest(M.otpTargetRequired);
  const dialCode = normalizeCountryCode(text(body, 'country_code', M.invalidCountryCode, 8) || '+91');
  if (dialCode === undefined) throw badRequest(M.invalidCountryCode);
  const phone = checkPhone(phoneRaw, dialCode);
  return { identifier: `phone:${phone}`, channel: 'whatsapp', to: phone };
}

/**
 * 400 when `email` already signs a user in ('An account with this email already exists.') or
 * `whatsapp` already names a partner company (the WhatsApp number identifies one company at the
 * passphrase login).
 */
async function assertAccountFree(db: Db | DbTx, email: string, whatsapp: string): Promise<void> {
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
async function createPartnerAccount(tx: DbTx, tempPartnerId: number, now: Date): Promise<void> {
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

/** A random, safe storage key for an upload of a temporary partner. */
function fileKey(publicId: string, file: UploadedFile): string {
  return `temp-partners/${publicId}/${file.field}-${randomBytes(8).toString('hex')}.${file.extension}`;
}

/**
 * The partner registration wizard: OTPs for the contact step, the contact step
 * (temp-partner-add) and the company and final steps (temp-partner-edit).
 * Spec: access §2 'Partner registration wizard', §3, §4 'Registration', §5, §7, §8, §9.
 */
export const registrationRoutes: RouteModule = {
  name: 'registration',
  plugin: async (api) => {
    const { ctx } = api;
    await api.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 60, fieldSize: 64 * 1024 },
    });

    /**
     * POST /partner/send-otp/ `{ email }` or `{ phone, country_code? }` -> 200 `{ status: 200,
     * message: 'OTP sent successfully' }`: a 6-digit code, valid 10 minutes, sent by e-mail or (for a
     * phone) by WhatsApp; a new code voids the previous one. 429 with Retry-After within 60 s of the
     * last code, or after 5 codes in an hour. 400 for a missing or invalid e-mail or phone.
     * Spec: access §2 step 1, §7, §8 'OTP', §9.
     */
    api.post('/partner/send-otp/', async (request) => {
      const target = otpTarget(objectBody(request.body, M.otpTargetRequired));
      try {
        await ctx.codes.issue('otp', target.identifier, (code) =>
          ctx.notifier.send({
            channel: target.channel,
            to: target.to,
            subject: 'Your Partner Portal verification code',
            body: `Your verification code is ${code}. It is valid for 10 minutes. Do not share it.`,
            code,
          }),
        );
      } catch (error) {
        if (error instanceof CodeRateLimited) throw tooManyRequests(error);
        throw error;
      }
      return { status: 200, message: M.otpSent };
    });

    /**
     * POST /partner/verify-otp/ `{ email | phone, otp }` -> 200 `{ status: 200, message: 'OTP
     * verified successfully' }`; 400 'Please enter the OTP!', 'Invalid OTP. N attempts left.',
     * 'OTP has expired. ...', 'Too many incorrect attempts. ...' (the 5th wrong try voids the code),
     * 'No OTP has been requested ...' (none, or already used). Spec: access §2 step 1, §7, §8.
     */
    api.post('/partner/verify-otp/', async (request) => {
      const body = objectBody(request.body, M.otpTargetRequired);
      const target = otpTarget(body);
      const otp = text(body, 'otp', M.otpRequired, 16);
      if (otp === '') throw badRequest(M.otpRequired);
      const outcome = await ctx.codes.verify('otp', target.identifier, otp);
      if (!outcome.ok) {
        if (outcome.reason === 'wrong') throw badRequest(fill(M.otpWrong, { left: outcome.attemptsLeft }));
        throw badRequest(
          outcome.reason === 'expired'
            ? M.otpExpired
            : outcome.reason === 'locked'
              ? M.otpLocked
              : M.otpMissing,
        );
      }
      return { status: 200, message: M.otpVerified };
    });

    /**
     * POST /partner/temp-partner-add/ (multipart or JSON) `company_name, company_email,
     * company_phone, full_name, email, phone, whatsapp_number, country_code` -> 200 `{ status: 200,
     * message, temp_vendor_id }`. `temp_vendor_id` is an opaque uuid (not a counter), so one
     * registration cannot be edited by guessing another's id. Needs the e-mail and the phone verified
     * by OTP within the last 30 minutes (400 'Please verify your email and phone with the OTP
     * first.'). 400 'Please enter your name!' (company or full name missing), invalid e-mails and
     * phones with the spec's messages. Spec: access §2 step 1, §3 'Temporary partner registration', §5, §7.
     */
    api.post('/partner/temp-partner-add/', async (request) => {
      const form = await readForm(request);
      if (form.files.length > 0) throw badRequest(M.fileType);
      const companyName = formText(form, 'company_name');
      const fullName = formText(form, 'full_name');
      if (companyName === '' || fullName === '') throw badRequest(M.enterName);
      const email = normaliseEmail(formText(form, 'email', 254, M.invalidEmail));
      const companyEmail = normaliseEmail(formText(form, 'company_email', 254, M.invalidEmail));
      if (!isEmail(email) || !isEmail(companyEmail)) throw badRequest(M.invalidEmail);
      const dialCode = normalizeCountryCode(formText(form, 'country_code', 8) || '+91');
      if (dialCode === undefined) throw badRequest(M.invalidCountryCode);
      const phoneRaw = formText(form, 'phone', 20, M.invalidPhone);
      const companyPhoneRaw = formText(form, 'company_phone', 20, M.invalidPhone);
      if (phoneRaw === '' || companyPhoneRaw === '') throw badRequest(M.phoneRequired);
      const phone = checkPhone(phoneRaw, dialCode);
      const companyPhone = checkPhone(companyPhoneRaw, dialCode);
      const whatsapp = formText(form, 'whatsapp_number', 20, M.whatsappInvalid).replace(/[\s-]/g, '');
      if (whatsapp === '') throw badRequest(M.whatsappRequired);
      if (!isWhatsAppNumber(whatsapp)) throw badRequest(M.whatsappInvalid);

      const [emailOk, phoneOk] = await Promise.all([
        ctx.codes.wasVerified('otp', `email:${email}`, OTP_VERIFIED_WINDOW_MS),
        ctx.codes.wasVerified('otp', `phone:${phone}`, OTP_VERIFIED_WINDOW_MS),
      ]);
      if (!emailOk || !phoneOk) throw badRequest(M.verifyFirst);
      // The finished registration becomes a partner account (see saveFinalStep): refuse now what
      // would be refused then, before the partner fills in two more steps.
      await assertAccountFree(ctx.db, email, whatsapp);

      const now = ctx.now();
      const [row] = await ctx.db.query<{ public_id: string }>(
        `INSERT INTO temp_partners (company_name, company_email, company_phone, full_name, email, phone,
           whatsapp_number, country_code, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING public_id::text AS public_id`,
        [companyName, companyEmail, companyPhone, fullName, email, phone, whatsapp, dialCode, now],
      );
      return { status: 200, message: M.contactSaved, temp_vendor_id: row?.public_id };
    });

    /**
     * POST /partner/temp-partner-edit/ (multipart) with `id` (the temp_vendor_id) and either
     * - the company step: `location, country_name, district, state_name, city_name, pin_code,
     *   digipin`, file `address_proof`, files `partner_images` (repeatable) and `deleted_image_ids`
     *   (our addition: ids of existing images to delete, repeatable or comma-separated) -> 200
     *   `{ status: 200, message: 'Company info saved successfully', partner_images: [{ id, image_key }] }`;
     *   400 'Please input company location!', 'Please fill out all required fields.' (postal code,
     *   city, state, country), 'Please enter a valid 6-digit PIN code.';
     * - or the final step: `pan`, file `pan_scan`, `aadhaar_number`, file `aadhaar_file` (all
     *   optional) -> 200 `{ status: 200, message: 'Company details added successfully' }` and a
     *   confirmation e-mail; 400 'Please enter a valid Pan number!' / 'Please enter a valid Aadhaar
     *   Card!'.
     * Files: PDF, JPEG, PNG or WebP (checked by content), at most 5 MB each and 10 per request
     * (400 / 413). Files are stored first and the rows written in one transaction; when the
     * transaction fails the new files are removed again, so nothing is half-written.
     * 404 'Registration not found. Please start again.' for an unknown id.
     * Spec: access §2 steps 2 and 3, §3 'Company step', 'Final step', §5, §7, §8.
     */
    api.post('/partner/temp-partner-edit/', async (request) => {
      const form = await readForm(request);
      const publicId = formText(form, 'id', 64);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) {
        throw new HttpError(404, M.registrationNotFound);
      }
      const [partner] = await ctx.db.query<{
        id: number;
        location: string | null;
        email: string;
        full_name: string;
      }>('SELECT id, location, email, full_name FROM temp_partners WHERE public_id = $1', [publicId]);
      if (!partner) throw new HttpError(404, M.registrationNotFound);

      const isCompanyStep =
        COMPANY_FIELDS.some((name) => form.fields.has(name)) ||
        form.fields.has('deleted_image_ids') ||
        form.files.some((file) => file.field === 'address_proof' || file.field === 'partner_images');
      return isCompanyStep
        ? saveCompanyStep(form, partner.id, publicId)
        : saveFinalStep(form, partner, publicId);
    });

    async function storeFiles(publicId: string, files: UploadedFile[]): Promise<string[]> {
      const keys: string[] = [];
      try {
        for (const file of files)
          keys.push(await ctx.fileStore.put(fileKey(publicId, file), file.data, file.contentType));
      } catch (error) {
        await removeFiles(keys);
        throw error;
      }
      return keys;
    }

    async function removeFiles(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => ctx.fileStore.delete(key).catch(() => undefined)));
    }

    async function saveCompanyStep(form: ParsedForm, partnerId: number, publicId: string) {
      const values = Object.fromEntries(COMPANY_FIELDS.map((name) => [name, formText(form, name)])) as Record<
        (typeof COMPANY_FIELDS)[number],
        string
      >;
      if (values.location === '') throw badRequest(M.locationRequired);
      if ([values.pin_code, values.city_name, values.state_name, values.country_name].includes('')) {
        throw badRequest(M.requiredFields);
      }
      if (!isPostalCode(values.pin_code)) throw badRequest(M.invalidPostalCode);
      const unknownFile = form.files.find(
        (file) => file.field !== 'address_proof' && file.field !== 'partner_images',
      );
      if (unknownFile || form.files.filter((file) => file.field === 'address_proof').length > 1) {
        throw badRequest(M.tooManyFiles);
      }
      const deletedIds = (form.fields.get('deleted_image_ids') ?? [])
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      if (deletedIds.some((value) => !/^\d{1,9}$/.test(value))) throw badRequest(M.imageNotFound);

      const addressProof = form.files.find((file) => file.field === 'address_proof');
      const images = form.files.filter((file) => file.field === 'partner_images');
      const newKeys = await storeFiles(publicId, [...(addressProof ? [addressProof] : []), ...images]);
      const addressProofKey = addressProof ? newKeys[0] : undefined;
      const imageKeys = addressProof ? newKeys.slice(1) : newKeys;
      try {
        const result = await ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const [old] = await tx.query<{ address_proof_key: string | null }>(
            'SELECT address_proof_key FROM temp_partners WHERE id = $1 FOR UPDATE',
            [partnerId],
          );
          const removed = await tx.query<{ image_key: string }>(
            'DELETE FROM temp_partner_images WHERE temp_partner_id = $1 AND id = ANY($2::int[]) RETURNING image_key',
            [partnerId, deletedIds],
          );
          if (removed.length !== deletedIds.length) throw new HttpError(404, M.imageNotFound);
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
              addressProofKey ?? null,
              now,
            ],
          );
          for (const [index, key] of imageKeys.entries()) {
            await tx.query(
              'INSERT INTO temp_partner_images (temp_partner_id, image_key, content_type, created_at) VALUES ($1, $2, $3, $4)',
              [partnerId, key, images[index]?.contentType ?? 'application/octet-stream', now],
            );
          }
          const all = await tx.query<{ id: number; image_key: string }>(
            'SELECT id, image_key FROM temp_partner_images WHERE temp_partner_id = $1 ORDER BY id',
            [partnerId],
          );
          const obsolete = removed.map((row) => row.image_key);
          if (addressProofKey && old?.address_proof_key) obsolete.push(old.address_proof_key);
          return { images: all, obsolete };
        });
        await removeFiles(result.obsolete);
        return { status: 200, message: M.companySaved, partner_images: result.images };
      } catch (error) {
        await removeFiles(newKeys);
        throw error;
      }
    }

    async function saveFinalStep(
      form: ParsedForm,
      partner: { id: number; location: string | null; email: string; full_name: string },
      publicId: string,
    ) {
      // The partner account is created in the same transaction as the final write (below).
      const panRaw = formText(form, 'pan', 20, M.invalidPan);
      const pan = panRaw === '' ? null : normalizePan(panRaw);
      if (pan !== null && !isPan(pan)) throw badRequest(M.invalidPan);
      const aadhaarRaw = formText(form, 'aadhaar_number', 20, M.invalidAadhaar);
      if (aadhaarRaw !== '' && !isAadhaar(aadhaarRaw)) throw badRequest(M.invalidAadhaar);
      const aadhaar = aadhaarRaw === '' ? null : normalizeAadhaar(aadhaarRaw);
      const unknownFile = form.files.find(
        (file) => file.field !== 'pan_scan' && file.field !== 'aadhaar_file',
      );
      const counts = (field: string) => form.files.filter((file) => file.field === field).length;
      if (unknownFile || counts('pan_scan') > 1 || counts('aadhaar_file') > 1)
        throw badRequest(M.tooManyFiles);
      if (partner.location === null) throw badRequest(M.requiredFields);

      const panScan = form.files.find((file) => file.field === 'pan_scan');
      const aadhaarFile = form.files.find((file) => file.field === 'aadhaar_file');
      const uploads = [...(panScan ? [panScan] : []), ...(aadhaarFile ? [aadhaarFile] : [])];
      const keys = await storeFiles(publicId, uploads);
      const keyOf = (file: UploadedFile | undefined) => (file ? (keys[uploads.indexOf(file)] ?? null) : null);
      try {
        const obsolete = await ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const [old] = await tx.query<{ pan_scan_key: string | null; aadhaar_file_key: string | null }>(
            'SELECT pan_scan_key, aadhaar_file_key FROM temp_partners WHERE id = $1 FOR UPDATE',
            [partner.id],
          );
          await tx.query(
            `UPDATE temp_partners SET pan = $2, pan_scan_key = COALESCE($3, pan_scan_key), aadhaar_number = $4,
               aadhaar_file_key = COALESCE($5, aadhaar_file_key), completed_at = $6, updated_at = $6
             WHERE id = $1`,
            [partner.id, pan, keyOf(panScan), aadhaar, keyOf(aadhaarFile), now],
          );
          await createPartnerAccount(tx, partner.id, now);
          await ctx.notifier.send({
            channel: 'email',
            to: partner.email,
            subject: 'Your Partner Portal registration',
            body:
              `Hello ${partner.full_name},\n\nThank you! Your registration was successful. ` +
              'We will review your details and get back to you.',
          });
          const stale: string[] = [];
          if (panScan && old?.pan_scan_key) stale.push(old.pan_scan_key);
          if (aadhaarFile && old?.aadhaar_file_key) stale.push(old.aadhaar_file_key);
          return stale;
        });
        await removeFiles(obsolete);
      } catch (error) {
        await removeFiles(keys);
        throw error;
      }
      return { status: 200, message: M.companyDetailsAdded };
    }
  },
};
