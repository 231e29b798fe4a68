import { PHONE_COUNTRY_TABLE } from './phoneCountryTable';

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

/**
 * Every country code with a dial code, in the metadata's order. Dial codes and lengths come from
 * libphonenumber-js's mobile metadata through a generated table (./phoneCountryTable.ts, about
 * 1.5 KB gzip instead of the metadata's 27 KB; issue 21).
 */
const allCodes: readonly string[] = Object.keys(PHONE_COUNTRY_TABLE);

function isCountryCode(code: string): boolean {
  return Object.hasOwn(PHONE_COUNTRY_TABLE, code);
}

/**
 * The longest national number (digits after the dial code) a mobile number of `countryCode` can
 * have, from libphonenumber-js's mobile metadata; the country's longest number of any type when
 * the metadata has no mobile entry. India gives 10, matching the spec (access §5: "with country
 * code +91 at most 10 digits; input length 10"). Unknown codes give 15 (the E.164 maximum).
 */
export function phoneNumberMaxLength(countryCode: string): number {
  return isCountryCode(countryCode) ? PHONE_COUNTRY_TABLE[countryCode]![1] : 15;
}

/** The dial code of `countryCode` with a plus ('+91'), or `undefined` for an unknown code. */
export function phoneDialCode(countryCode: string): string | undefined {
  return isCountryCode(countryCode) ? `+${PHONE_COUNTRY_TABLE[countryCode]![0]}` : undefined;
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
      dial_code: `+${PHONE_COUNTRY_TABLE[code]![0]}`,
      code,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
