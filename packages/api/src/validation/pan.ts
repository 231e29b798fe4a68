/** PAN length in characters. Spec: access §9 ('PAN length 10'). */
export const PAN_LENGTH = 10;

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * Canonical form of a PAN as typed: surrounding white space removed, letters upper-cased
 * ('abcde1234f ' -> 'ABCDE1234F'). It does not check the result; pair it with {@link isPan}.
 * Spec: access §5 'Final step' (PAN is upper-cased).
 */
export function normalizePan(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * True when `value` is a PAN exactly as stored: five upper-case letters A-Z, four digits 0-9, one
 * upper-case letter (10 characters, nothing else, e.g. 'ABCDE1234F'). Lower-case input is refused:
 * call {@link normalizePan} first. Spec: access §5 'Final step' ('Please enter a valid Pan number!').
 */
export function isPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}
