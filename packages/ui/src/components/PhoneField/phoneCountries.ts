import { Metadata, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.mobile.json';

/**
 * A country of the phone prefix list, in the spec's shape (access §3 "Country entry: name,
 * dial_code, code").
 */
export interface PhoneCountry {
  /** Country name in the requested language (English by default), e.g. 'India'. */
  name: string;
  /** International dial code with a plus, e.g. '+91'. */
  dial_code: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'IN'. */
  code: string;
}

/** The default country of phone fields: India, +91 (access §9 "Default phone prefix +91"). */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/** The part of libphonenumber-js's `Metadata` used here; `type()` is public in its source, not in its types. */
interface NumberingPlanWithTypes {
  possibleLengths(): number[];
  type(name: 'MOBILE'): { possibleLengths(): number[] } | undefined;
}

const plans = new Metadata(metadata);
const allCodes: readonly CountryCode[] = getCountries(metadata);

function isCountryCode(code: string): code is CountryCode {
  return (allCodes as readonly string[]).includes(code);
}

/**
 * The longest national number (digits after the dial code) a mobile number of `countryCode` can
 * have, from libphonenumber-js's mobile metadata; the country's longest number of any type when
 * the metadata has no mobile entry. India gives 10, matching the spec (access §5: "with country
 * code +91 at most 10 digits; input length 10"). Unknown codes give 15 (the E.164 maximum).
 */
export function phoneNumberMaxLength(countryCode: string): number {
  if (!isCountryCode(countryCode)) return 15;
  plans.selectNumberingPlan(countryCode);
  const plan = plans.numberingPlan as unknown as NumberingPlanWithTypes | undefined;
  if (!plan) return 15;
  const lengths = plan.type('MOBILE')?.possibleLengths() ?? plan.possibleLengths();
  return lengths.length > 0 ? Math.max(...lengths) : 15;
}

/** The dial code of `countryCode` with a plus ('+91'), or `undefined` for an unknown code. */
export function phoneDialCode(countryCode: string): string | undefined {
  return isCountryCode(countryCode) ? `+${getCountryCallingCode(countryCode, metadata)}` : undefined;
}

const cache = new Map<string, readonly PhoneCountry[]>();

/**
 * Every country with a phone dial code (about 245, from libphonenumber-js), named in `locale`
 * through the browser's `Intl.DisplayNames` (CLDR data that ships with the browser, so no name
 * table is bundled) and sorted by name in that locale. Results are cached per locale.
 */
export function getPhoneCountries(locale = 'en'): readonly PhoneCountry[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  const list = allCodes
    .map((code) => ({
      name: names?.of(code) ?? code,
      dial_code: `+${getCountryCallingCode(code, metadata)}`,
      code,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
