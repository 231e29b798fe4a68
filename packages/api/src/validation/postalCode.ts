/** Characters of an Indian postal code; the lookup starts at this length. Spec: access §9. */
export const POSTAL_CODE_LENGTH = 6;

/**
 * True when `value` is an Indian postal code (PIN): exactly six digits 0-9, nothing else.
 * Spec: access §2 'Company step' (a 6-digit postal code triggers the lookup), §9.
 */
export function isPostalCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
