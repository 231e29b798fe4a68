import { describe, expect, it } from 'vitest';
import { formatAadhaar, isAadhaar, normalizeAadhaar } from './aadhaar.ts';
import { emailDomain, isEmail, isEmailOnDomain } from './email.ts';
import { isPan, normalizePan } from './pan.ts';
import {
  isIndianMobile,
  isPhoneNumber,
  isWhatsAppNumber,
  normalizeCountryCode,
  phoneMaxDigits,
} from './phone.ts';
import { isPostalCode } from './postalCode.ts';

describe('PAN', () => {
  it.each(['ABCDE1234F', 'AAAPL1234C', 'ZZZZZ0000Z'])('accepts %s', (pan) => {
    expect(isPan(pan)).toBe(true);
  });

  it.each([
    ['lower case', 'abcde1234f'],
    ['too short', 'ABCDE1234'],
    ['too long', 'ABCDE1234FG'],
    ['digit where a letter belongs', 'ABCD11234F'],
    ['letter where a digit belongs', 'ABCDE12X4F'],
    ['surrounding space', ' ABCDE1234F'],
    ['empty', ''],
  ])('refuses %s', (_name, pan) => {
    expect(isPan(pan)).toBe(false);
  });

  it('normalizes by trimming and upper-casing', () => {
    expect(normalizePan(' abcde1234f ')).toBe('ABCDE1234F');
    expect(isPan(normalizePan('abcde1234f'))).toBe(true);
  });
});

describe('Aadhaar', () => {
  it.each(['234567890123', '2345 6789 0123', '999999999999', ' 2345 6789 0123 '])('accepts "%s"', (value) => {
    expect(isAadhaar(value)).toBe(true);
  });

  it.each([
    ['first digit 0', '034567890123'],
    ['first digit 1', '134567890123'],
    ['11 digits', '23456789012'],
    ['13 digits', '2345678901234'],
    ['odd grouping', '23456 789 0123'],
    ['double space', '2345  6789 0123'],
    ['dashes', '2345-6789-0123'],
    ['letters', '2345 6789 01AB'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(isAadhaar(value)).toBe(false);
  });

  it('normalizes to digits and formats as XXXX XXXX XXXX (14 characters)', () => {
    expect(normalizeAadhaar('2345 6789 0123')).toBe('234567890123');
    expect(formatAadhaar('234567890123')).toBe('2345 6789 0123');
    expect(formatAadhaar('234567890123')).toHaveLength(14);
    expect(formatAadhaar('234567')).toBe('2345 67');
    expect(formatAadhaar('2345')).toBe('2345');
    expect(formatAadhaar('2345 6789 0123 999')).toBe('2345 6789 0123');
    expect(formatAadhaar('')).toBe('');
  });
});

describe('e-mail', () => {
  it.each(['asha@example.com', 'asha.rao+work@mail.example.co.in', "o'brien@ex-ample.org", 'A@B.CO'])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    ['no at', 'asha.example.com'],
    ['no host dot', 'asha@localhost'],
    ['empty local part', '@example.com'],
    ['space', 'asha rao@example.com'],
    ['trailing dot', 'asha@example.com.'],
    ['label starting with hyphen', 'asha@-example.com'],
    ['two ats', 'a@b@example.com'],
    ['local part over 64', `${'a'.repeat(65)}@example.com`],
    [
      'over 254 characters',
      `a@${'a'.repeat(10)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`,
    ],
  ])('refuses %s', (_name, value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('reads the domain and matches it and its sub-domains', () => {
    expect(emailDomain('Asha@Example.COM')).toBe('example.com');
    expect(emailDomain('nope')).toBeUndefined();
    expect(isEmailOnDomain('asha@provider.in', 'provider.in')).toBe(true);
    expect(isEmailOnDomain('asha@MAIL.Provider.in', '@provider.in')).toBe(true);
    expect(isEmailOnDomain('asha@notprovider.in', 'provider.in')).toBe(false);
    expect(isEmailOnDomain('asha@provider.in.evil.com', 'provider.in')).toBe(false);
    expect(isEmailOnDomain('asha@provider.in', '')).toBe(false);
  });
});

describe('phone', () => {
  it('takes exactly 10 digits with +91 (the default)', () => {
    expect(isPhoneNumber('9876543210')).toBe(true);
    expect(isPhoneNumber('9876543210', '91')).toBe(true);
    expect(isPhoneNumber('987654321')).toBe(false);
    expect(isPhoneNumber('98765432101')).toBe(false);
    expect(isPhoneNumber('98765 4321')).toBe(false);
    expect(phoneMaxDigits('+91')).toBe(10);
  });

  it('takes 4 to 15 minus the dial code digits elsewhere', () => {
    expect(phoneMaxDigits('+1')).toBe(14);
    expect(phoneMaxDigits('+971')).toBe(12);
    expect(isPhoneNumber('2025550123', '+1')).toBe(true);
    expect(isPhoneNumber('123', '+1')).toBe(false);
    expect(isPhoneNumber('1'.repeat(13), '+971')).toBe(false);
    expect(isPhoneNumber('9876543210', 'abc')).toBe(false);
  });

  it('normalizes dial codes', () => {
    expect(normalizeCountryCode(' 91 ')).toBe('+91');
    expect(normalizeCountryCode('+1')).toBe('+1');
    expect(normalizeCountryCode('+12345')).toBeUndefined();
    expect(normalizeCountryCode('')).toBeUndefined();
  });

  it('checks WhatsApp numbers (10 digits) and Indian mobiles (6-9 first)', () => {
    expect(isWhatsAppNumber('9800000001')).toBe(true);
    expect(isWhatsAppNumber('980000000')).toBe(false);
    expect(isWhatsAppNumber('+919800000001')).toBe(false);
    expect(isIndianMobile('9800000001')).toBe(true);
    expect(isIndianMobile('5800000001')).toBe(false);
  });
});

describe('postal code', () => {
  it('takes exactly six digits', () => {
    expect(isPostalCode('411001')).toBe(true);
    expect(isPostalCode('41100')).toBe(false);
    expect(isPostalCode('4110011')).toBe(false);
    expect(isPostalCode('41100a')).toBe(false);
    expect(isPostalCode(' 411001')).toBe(false);
  });
});
