import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAadhaar, isAadhaar, normalizeAadhaar } from './aadhaar.ts';
import { isEmail } from './email.ts';
import { isPan, normalizePan } from './pan.ts';
import { isPhoneNumber, isWhatsAppNumber, phoneMaxDigits } from './phone.ts';
import { isPostalCode } from './postalCode.ts';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const validPan = fc
  .tuple(fc.array(upper, { minLength: 5, maxLength: 5 }), digits(4), upper)
  .map(([letters, nums, last]) => `${letters.join('')}${nums}${last}`);
const validAadhaar = fc
  .tuple(fc.constantFrom(...'23456789'), digits(11))
  .map(([first, rest]) => `${first}${rest}`);

describe('PAN (properties)', () => {
  it('accepts every 5 letters + 4 digits + 1 letter, and its lower-case form after normalizing', () => {
    fc.assert(
      fc.property(validPan, (pan) => {
        expect(isPan(pan)).toBe(true);
        expect(isPan(normalizePan(` ${pan.toLowerCase()} `))).toBe(true);
      }),
    );
  });

  it('accepts exactly the strings matching the rule', () => {
    const rule = (s: string) =>
      s.length === 10 &&
      [...s].every((c, i) => (i < 5 || i === 9 ? c >= 'A' && c <= 'Z' : c >= '0' && c <= '9'));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AZaz09 -'), maxLength: 12 }), (s) => {
        expect(isPan(s)).toBe(rule(s));
      }),
    );
  });

  it('refuses any PAN with one character replaced by a wrong kind', () => {
    fc.assert(
      fc.property(validPan, fc.integer({ min: 0, max: 9 }), (pan, index) => {
        const wrong = index >= 5 && index <= 8 ? 'X' : '7';
        expect(isPan(`${pan.slice(0, index)}${wrong}${pan.slice(index + 1)}`)).toBe(false);
      }),
    );
  });
});

describe('Aadhaar (properties)', () => {
  it('accepts 12 digits starting 2-9, plain or grouped, and formats them to 14 characters', () => {
    fc.assert(
      fc.property(validAadhaar, (value) => {
        const formatted = formatAadhaar(value);
        expect(formatted).toMatch(/^\d{4} \d{4} \d{4}$/);
        expect(formatted).toHaveLength(14);
        expect(isAadhaar(value)).toBe(true);
        expect(isAadhaar(formatted)).toBe(true);
        expect(normalizeAadhaar(formatted)).toBe(value);
        expect(formatAadhaar(formatted)).toBe(formatted);
      }),
    );
  });

  it('refuses a first digit 0 or 1 and any other digit count', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1'), digits(11), (first, rest) => {
        expect(isAadhaar(`${first}${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).filter((n) => n !== 12),
        fc.constantFrom(...'23456789'),
        (length, first) => {
          expect(isAadhaar(`${first}${'5'.repeat(Math.max(0, length - 1))}`.slice(0, length))).toBe(false);
        },
      ),
    );
  });

  it('formatting never exceeds 14 characters and keeps only digits and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const formatted = formatAadhaar(value);
        expect(formatted.length).toBeLessThanOrEqual(14);
        expect(formatted).toMatch(/^(\d{1,4}( \d{4})*( \d{1,3})?|\d{4} \d{4} \d{1,4}|)$/);
      }),
    );
  });
});

describe('e-mail (properties)', () => {
  it('accepts generated addresses with a dotted host', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const local = fc.stringMatching(/^[a-zA-Z0-9._+-]{1,20}$/);
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 2, maxLength: 4 }), (user, labels) => {
        expect(isEmail(`${user}@${labels.join('.')}`)).toBe(true);
      }),
    );
  });

  it('refuses anything without exactly one usable @ or with white space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        if (!s.includes('@')) expect(isEmail(s)).toBe(false);
        if (/\s/.test(s)) expect(isEmail(s)).toBe(false);
      }),
    );
  });
});

describe('phone and postal code (properties)', () => {
  it('+91: a number is valid exactly when it has 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (value) => {
        expect(isPhoneNumber(value, '+91')).toBe(value.length === 10);
        expect(isWhatsAppNumber(value)).toBe(value.length === 10);
      }),
    );
  });

  it('other dial codes: the national number fits E.164 (15 digits with the code)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,2}$/), fc.stringMatching(/^\d{1,16}$/), (code, number) => {
        fc.pre(code !== '91');
        const ok = isPhoneNumber(number, `+${code}`);
        expect(ok).toBe(number.length >= 4 && number.length + code.length <= 15);
        expect(phoneMaxDigits(code) + code.length).toBe(15);
      }),
    );
  });

  it('postal codes: valid exactly for six digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a '), maxLength: 8 }), (value) => {
        expect(isPostalCode(value)).toBe(/^\d{6}$/.test(value));
      }),
    );
  });
});
