/** Default dial code. Spec: access §9 ('Default phone prefix +91'). */
export const DEFAULT_COUNTRY_CODE = '+91';

/** Digits of an Indian phone number and of a WhatsApp number. Spec: access §9 ('phone input length 10'). */
export const INDIA_PHONE_DIGITS = 10;

/** Most digits of a full international number, dial code included (ITU-T E.164). */
const E164_MAX_DIGITS = 15;

/** Fewest digits accepted for a national number outside India. */
const MIN_NATIONAL_DIGITS = 4;

/**
 * Canonical form of a dial code: '+' followed by its digits ('91', ' +91 ' -> '+91'), or undefined
 * when it is not 1 to 4 digits with an optional leading '+'.
 */
export function normalizeCountryCode(value: string): string | undefined {
  const match = /^\+?(\d{1,4})$/.exec(value.trim());
  return match ? `+${match[1]}` : undefined;
}

/**
 * Most digits the national number may have after `countryCode`: 10 for +91 (access §5
 * 'Registration contact': 'Phone Number cannot exceed 10 digits for the selected country code!'),
 * otherwise what E.164 leaves after the dial code (15 digits in all). An unreadable code gives 15 minus 1.
 */
export function phoneMaxDigits(countryCode: string = DEFAULT_COUNTRY_CODE): number {
  const code = normalizeCountryCode(countryCode);
  if (code === '+91') return INDIA_PHONE_DIGITS;
  return E164_MAX_DIGITS - (code === undefined ? 1 : code.length - 1);
}

/**
 * True when `digits` is a national phone number for `countryCode`: digits only; exactly 10 for +91
 * (the default), otherwise 4 up to {@link phoneMaxDigits}. Spec: access §5 'Sign-up' and
 * 'Registration contact', §9 (prefix +91, input length 10).
 */
export function isPhoneNumber(digits: string, countryCode: string = DEFAULT_COUNTRY_CODE): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const code = normalizeCountryCode(countryCode);
  if (code === undefined) return false;
  if (code === '+91') return digits.length === INDIA_PHONE_DIGITS;
  return digits.length >= MIN_NATIONAL_DIGITS && digits.length <= phoneMaxDigits(code);
}

/**
 * True when `value` is a WhatsApp number as the partner login takes it: exactly 10 digits.
 * Spec: access §5 'Partner login' ('Enter a valid 10-digit number!'), §9 ('WhatsApp number 10 digits').
 */
export function isWhatsAppNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/**
 * True when `value` is an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (the national
 * numbering plan for mobiles). Stricter than the spec's 10-digit rule; use it where a number must be
 * able to receive a message. Spec: access §9 (+91, 10 digits).
 */
export function isIndianMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value);
}
