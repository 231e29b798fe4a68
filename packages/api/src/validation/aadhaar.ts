/** Digits in an Aadhaar number. Spec: access §9 ('Aadhaar 12 digits'). */
export const AADHAAR_DIGITS = 12;

/** Characters of a formatted Aadhaar number, 'XXXX XXXX XXXX'. Spec: access §9 ('shown as 14 characters'). */
export const AADHAAR_FORMATTED_LENGTH = 14;

const AADHAAR_DIGITS_PATTERN = /^[2-9][0-9]{11}$/;
const AADHAAR_ACCEPTED = /^(?:[0-9]{12}|[0-9]{4} [0-9]{4} [0-9]{4})$/;

/**
 * True when `value` is an Aadhaar number: 12 digits whose first digit is 2 to 9, written either
 * without spaces ('234567890123') or in three groups of four separated by single spaces
 * ('2345 6789 0123'). Surrounding white space is ignored; any other character or grouping is
 * refused. No checksum is checked (the spec asks for none).
 * Spec: access §5 'Final step' ('Please enter a valid Aadhaar Card!'), §9.
 */
export function isAadhaar(value: string): boolean {
  const trimmed = value.trim();
  return AADHAAR_ACCEPTED.test(trimmed) && AADHAAR_DIGITS_PATTERN.test(trimmed.replace(/ /g, ''));
}

/**
 * The digits of an Aadhaar number as stored: every non-digit removed ('2345 6789 0123' ->
 * '234567890123'). It does not check the result; pair it with {@link isAadhaar}.
 * Spec: access §3 'Final step' (aadhaar_number), §9.
 */
export function normalizeAadhaar(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Display form of an Aadhaar number: its first 12 digits in groups of four separated by spaces,
 * 'XXXX XXXX XXXX' (14 characters when complete). Works on partial input as it is typed
 * ('234567' -> '2345 67'); non-digits are dropped. Spec: access §9 ('shown as 14 characters with
 * spaces').
 */
export function formatAadhaar(value: string): string {
  const digits = normalizeAadhaar(value).slice(0, AADHAAR_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
