/** Longest e-mail address accepted, in characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`);

/**
 * True when `value` is an e-mail address a form should accept: the HTML `type=email` syntax
 * (local part of letters, digits and ``.!#$%&'*+/=?^_`{|}~-``, then `@` and dot-separated host
 * labels of letters, digits and inner hyphens, at most 63 characters each), plus at least one dot in
 * the host ('asha@example.com', not 'asha@localhost'), a local part of at most 64 characters and at
 * most 254 characters in all. White space anywhere is refused (trim first).
 * Spec: access §5 ('The input is not valid E-mail!', 'Enter a valid email!').
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL_PATTERN.test(value);
}

/**
 * The host part of an e-mail address, lower-cased ('Asha@Example.COM' -> 'example.com'), or
 * undefined when there is no `@`. Spec: access §5 ('Email with domain {host} is not allowed!').
 */
export function emailDomain(value: string): string | undefined {
  const at = value.lastIndexOf('@');
  return at === -1
    ? undefined
    : value
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * True when the e-mail's host is `domain` or one of its sub-domains (case-insensitive):
 * `isEmailOnDomain('a@mail.provider.in', 'provider.in')` is true. Used to refuse sign-ups on the
 * provider's own domain. Spec: access §5 'Sign-up' ('Email with domain {host} is not allowed!').
 */
export function isEmailOnDomain(value: string, domain: string): boolean {
  const host = emailDomain(value);
  const wanted = domain.trim().toLowerCase().replace(/^@/, '');
  if (host === undefined || wanted === '') return false;
  return host === wanted || host.endsWith(`.${wanted}`);
}
