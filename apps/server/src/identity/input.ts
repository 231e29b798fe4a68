import { isPhoneNumber, normalizeCountryCode, phoneMaxDigits } from '@partner-portal/api/validation';
import { HttpError } from '../errors.ts';
import { IDENTITY_MESSAGES as M } from './messages.ts';

/** Longest text field accepted by the identity calls, in characters. */
export const MAX_TEXT_LENGTH = 200;

/** A 400 answer with `message`. Spec: access §8 (the server message is shown). */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/**
 * The trimmed string value of `body[name]` ('' when missing, null or not a string or number).
 * Numbers are accepted as their decimal text (a phone sent as a JSON number). Values longer than
 * `max` characters answer 400 with `tooLong` (default: `message`).
 */
export function text(body: unknown, name: string, message: string, max = MAX_TEXT_LENGTH): string {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  const value =
    typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
  if (value.length > max) throw badRequest(message);
  return value;
}

/** `text` that must not be empty; answers 400 with `message` otherwise. */
export function required(body: unknown, name: string, message: string, max = MAX_TEXT_LENGTH): string {
  const value = text(body, name, message, max);
  if (value === '') throw badRequest(message);
  return value;
}

/** The body as an object, or 400 with `message` when it is not one. */
export function objectBody(body: unknown, message: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(message);
  return body as Record<string, unknown>;
}

/** Dial code of the body's `country_code` (default +91), or 400. Spec: access §9 (default prefix +91). */
export function countryCode(body: unknown, message: string): string {
  const raw = text(body, 'country_code', message, 8);
  if (raw === '') return '+91';
  const code = normalizeCountryCode(raw);
  if (code === undefined) throw badRequest(message);
  return code;
}

/**
 * Splits a phone that may carry its dial code ('+91 98000 00001', '+919800000001') into digits.
 * A leading '+<code>' equal to `countryCode` is dropped; spaces and dashes are ignored.
 */
export function phoneDigits(value: string, dialCode: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return compact.startsWith(dialCode) ? compact.slice(dialCode.length) : compact;
}

/**
 * Checks `phone` for the dial code and returns its digits: digits only, 10 with +91 (400 'Phone
 * Number cannot exceed 10 digits ...' beyond), else 400 'Please enter a valid phone number.'.
 * Spec: access §5 'Sign-up', 'Registration contact', §9.
 */
export function checkPhone(raw: string, dialCode: string): string {
  const digits = phoneDigits(raw, dialCode);
  if (!/^\d+$/.test(digits)) throw badRequest(M.invalidPhone);
  if (dialCode === '+91' && digits.length > phoneMaxDigits(dialCode)) throw badRequest(M.phoneTooLong);
  if (!isPhoneNumber(digits, dialCode)) throw badRequest(M.invalidPhone);
  return digits;
}
