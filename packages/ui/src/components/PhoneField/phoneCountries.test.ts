import { Metadata, getCountries, getCountryCallingCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.mobile.json';
import {
  DEFAULT_PHONE_COUNTRY,
  getPhoneCountries,
  phoneDialCode,
  phoneNumberMaxLength,
} from './phoneCountries';

describe('phone countries', () => {
  it('gives India +91 with 10 digits by default (access §5, §9)', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('IN');
    expect(phoneDialCode('IN')).toBe('+91');
    expect(phoneNumberMaxLength('IN')).toBe(10);
  });

  it('takes the longest mobile number length of each country from the metadata', () => {
    expect(phoneNumberMaxLength('US')).toBe(10);
    expect(phoneNumberMaxLength('AE')).toBe(9);
    expect(phoneNumberMaxLength('CN')).toBe(11);
    expect(phoneNumberMaxLength('DE')).toBe(11);
    expect(phoneNumberMaxLength('ZZ')).toBe(15);
    expect(phoneDialCode('ZZ')).toBeUndefined();
  });

  it('lists every country once, with name, dial_code and code, sorted by name', () => {
    const countries = getPhoneCountries('en');
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(countries).toContainEqual({ name: 'India', dial_code: '+91', code: 'IN' });
    expect(countries).toContainEqual({ name: 'United Arab Emirates', dial_code: '+971', code: 'AE' });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(getPhoneCountries('en')).toBe(countries);
  });

  it('names the countries in the page language', () => {
    const india = getPhoneCountries('ar').find((c) => c.code === 'IN');
    expect(india).toEqual({ name: 'الهند', dial_code: '+91', code: 'IN' });
  });

  it("matches libphonenumber-js's mobile metadata (regenerate with packages/ui/scripts/phone-country-table.mjs)", () => {
    const plans = new Metadata(metadata);
    const expected = getCountries(metadata).map((code) => {
      plans.selectNumberingPlan(code);
      const plan = plans.numberingPlan as unknown as {
        possibleLengths(): number[];
        type(name: 'MOBILE'): { possibleLengths(): number[] } | undefined;
      };
      const lengths = plan.type('MOBILE')?.possibleLengths() ?? plan.possibleLengths();
      return [code, `+${getCountryCallingCode(code, metadata)}`, Math.max(...lengths)];
    });
    expect(
      getPhoneCountries('en')
        .map((country) => [country.code, phoneDialCode(country.code), phoneNumberMaxLength(country.code)])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual(expected.sort(([a], [b]) => String(a).localeCompare(String(b))));
  });
});
