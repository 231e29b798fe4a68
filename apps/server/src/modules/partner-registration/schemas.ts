import { isEmail, normalizeCountryCode } from '@partner-portal/api/validation';
import { badRequest, checkPhone, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { normaliseEmail } from '../../users.ts';

/** How long a verified OTP lets the contact step be saved, in ms (30 minutes). */
export const OTP_VERIFIED_WINDOW_MS = 30 * 60_000;

/** Fields of the company step (all text). Spec: access §3 'Company step'. */
export const COMPANY_FIELDS = [
  'location',
  'country_name',
  'district',
  'state_name',
  'city_name',
  'pin_code',
  'digipin',
] as const;

/** A temp_vendor_id: the uuid temp-partner-add answered (anything else is 'Registration not found'). */
export const TEMP_VENDOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads `{ email }` or `{ phone, country_code? }` of the OTP calls into an identifier and a target. */
export function otpTarget(body: Record<string, unknown>): {
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
 * POST /partner/send-otp/ and /partner/verify-otp/ `{ email } | { phone, country_code? }` (and
 * `otp` to verify): types and the handler's length caps only; the handler answers missing and
 * invalid values with the spec's message of the first bad field, and {@link otpMessages} gives a
 * value of the wrong type or over its cap the same message.
 */
export const otpSchema = {
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', maxLength: 254 },
      phone: { type: 'string', maxLength: 20 },
      country_code: { type: 'string', maxLength: 8 },
      otp: { type: 'string', maxLength: 16 },
    },
  },
} as const;

/** 400 texts of {@link otpSchema} per field (`*`: not an object). Spec: access §5 'Registration'. */
export const otpMessages = {
  '*': M.otpTargetRequired,
  email: M.invalidEmail,
  phone: M.invalidPhone,
  country_code: M.invalidCountryCode,
  otp: M.otpRequired,
};
