/** A link in a message: http(s) up to the next blank, quote or angle bracket. */
const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/;

/** A one-time code or passphrase: six digits standing alone. Spec: access §9 (6-digit codes). */
const CODE_PATTERN = /(?<![\w-])(\d{6})(?![\w-])/;

/**
 * The first link of a message's text (trailing sentence punctuation dropped), or null.
 * Spec: access §2 'Reset password' (the e-mailed link).
 */
export function extractLink(text: string): string | null {
  const match = LINK_PATTERN.exec(text);
  return match ? match[0].replace(/[.,;:!?)]+$/, '') : null;
}

/**
 * The one-time code (OTP or passphrase) a message carries, or null. Links are left out first, so
 * digits inside a reset token never count. Spec: access §2 (OTP, passphrase), §9.
 */
export function extractCode(text: string): string | null {
  const match = CODE_PATTERN.exec(text.replace(new RegExp(LINK_PATTERN.source, 'g'), ' '));
  return match?.[1] ?? null;
}
