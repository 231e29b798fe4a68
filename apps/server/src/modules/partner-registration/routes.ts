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
} from '@partner-portal/api/validation';
import { HttpError } from '../../errors.ts';
import { CodeRateLimited } from '../../identity/codes.ts';
import { badRequest, checkPhone, objectBody, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { tooManyRequests } from '../../identity/rateLimit.ts';
import {
  formText,
  MAX_FILE_BYTES,
  MAX_FILES,
  readForm,
  type ParsedForm,
  type UploadedFile,
} from '../../identity/uploads.ts';
import { recordFromRegistration } from '../partner-records/repository.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { normaliseEmail } from '../../users.ts';
import {
  assertAccountFree,
  completeIdentity,
  createPartnerAccount,
  deleteImages,
  findTempPartner,
  insertImage,
  insertTempPartner,
  listImages,
  lockAddressProof,
  lockIdentityFiles,
  updateCompany,
} from './repository.ts';
import {
  COMPANY_FIELDS,
  OTP_VERIFIED_WINDOW_MS,
  otpMessages,
  otpSchema,
  otpTarget,
  TEMP_VENDOR_ID,
} from './schemas.ts';

/**
 * A random, safe storage key for an upload of a temporary partner, under `uploads/kyc/` like the
 * other uploads' `uploads/` prefix (issue 15; the browser's read credentials never cover it).
 */
function fileKey(publicId: string, file: UploadedFile): string {
  return `uploads/kyc/${publicId}/${file.field}-${randomBytes(8).toString('hex')}.${file.extension}`;
}

/**
 * The partner registration wizard: OTPs for the contact step, the contact step
 * (temp-partner-add) and the company and final steps (temp-partner-edit).
 * Spec: access §2 'Partner registration wizard', §3, §4 'Registration', §5, §7, §8, §9.
 */
export const partnerRegistrationRoutes: RouteModule = {
  name: 'partner-registration',
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
    api.post(
      '/partner/send-otp/',
      { schema: otpSchema, config: { validationMessages: otpMessages } },
      async (request) => {
        const target = otpTarget(objectBody(request.body, M.otpTargetRequired));
        try {
          await ctx.codes.issue('otp', target.identifier, (code) =>
            ctx.notifier.send({
              channel: target.channel,
              to: target.to,
              subject: `Your ${ctx.config.productName} verification code`,
              body: `Your verification code is ${code}. It is valid for 10 minutes. Do not share it.`,
              code,
              template: 'otp',
              failureMessage: M.otpSendFailed,
            }),
          );
        } catch (error) {
          if (error instanceof CodeRateLimited) throw tooManyRequests(error);
          throw error;
        }
        return { status: 200, message: M.otpSent };
      },
    );

    /**
     * POST /partner/verify-otp/ `{ email | phone, otp }` -> 200 `{ status: 200, message: 'OTP
     * verified successfully' }`; 400 'Please enter the OTP!', 'Invalid OTP. N attempts left.',
     * 'OTP has expired. ...', 'Too many incorrect attempts. ...' (the 5th wrong try voids the code),
     * 'No OTP has been requested ...' (none, or already used). Spec: access §2 step 1, §7, §8.
     */
    api.post(
      '/partner/verify-otp/',
      { schema: otpSchema, config: { validationMessages: otpMessages } },
      async (request) => {
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
      },
    );

    /**
     * POST /partner/temp-partner-add/ (multipart or JSON) `company_name, company_email,
     * company_phone, full_name, email, phone, whatsapp_number, country_code` -> 200 `{ status: 200,
     * message, temp_vendor_id }`. `temp_vendor_id` is an opaque uuid (not a counter), so one
     * registration cannot be edited by guessing another's id. Needs the e-mail and the phone verified
     * by OTP within the last 30 minutes (400 'Please verify your email and phone with the OTP
     * first.'). 400 'Please enter your name!' (company or full name missing), invalid e-mails and
     * phones with the spec's messages. Spec: access §2 step 1, §3 'Temporary partner registration', §5, §7.
     */
    api.post('/partner/temp-partner-add/', { config: { multipartBody: true } }, async (request) => {
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

      const publicId = await insertTempPartner(
        ctx.db,
        { companyName, companyEmail, companyPhone, fullName, email, phone, whatsapp, dialCode },
        ctx.now(),
      );
      return { status: 200, message: M.contactSaved, temp_vendor_id: publicId };
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
    api.post('/partner/temp-partner-edit/', { config: { multipartBody: true } }, async (request) => {
      const form = await readForm(request);
      const publicId = formText(form, 'id', 64);
      if (!TEMP_VENDOR_ID.test(publicId)) {
        throw new HttpError(404, M.registrationNotFound);
      }
      const partner = await findTempPartner(ctx.db, publicId);
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
          const oldAddressProof = await lockAddressProof(tx, partnerId);
          const removed = await deleteImages(tx, partnerId, deletedIds);
          if (removed.length !== deletedIds.length) throw new HttpError(404, M.imageNotFound);
          await updateCompany(tx, partnerId, values, addressProofKey ?? null, now);
          for (const [index, key] of imageKeys.entries()) {
            await insertImage(
              tx,
              partnerId,
              key,
              images[index]?.contentType ?? 'application/octet-stream',
              now,
            );
          }
          const all = await listImages(tx, partnerId);
          const obsolete = [...removed];
          if (addressProofKey && oldAddressProof) obsolete.push(oldAddressProof);
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
          const old = await lockIdentityFiles(tx, partner.id);
          await completeIdentity(
            tx,
            partner.id,
            { pan, panScanKey: keyOf(panScan), aadhaar, aadhaarFileKey: keyOf(aadhaarFile) },
            now,
          );
          await createPartnerAccount(tx, partner.id, now);
          // The registration becomes a pending partner record for the KYC queue (issue 14).
          await recordFromRegistration(tx, partner.id, now);
          await ctx.notifier.send({
            channel: 'email',
            to: partner.email,
            subject: `Your ${ctx.config.productName} registration`,
            failureMessage: M.emailSendFailed,
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
