import type { PhoneValue } from '@partner-portal/ui/inputs';

/** The wizard's steps, in order. Spec: access §2 'Partner registration wizard' (three steps). */
export const REGISTRATION_STEPS = ['contact', 'company', 'additional'] as const;

/** One step of the registration wizard: Contact Details, Company Info, Additional Details. */
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The two contacts verified by a one-time code on the first step. Spec: access §2 step 1. */
export type OtpChannel = 'email' | 'phone';

/**
 * Values of the registration wizard: one Formik instance for the three steps, so going Back keeps
 * everything. Field names follow access §3 ('Temporary partner registration', 'Company step',
 * 'Final step') in camelCase; the portal maps them onto the payloads.
 */
export interface PartnerRegistrationValues {
  // Step 1 Contact Details.
  companyName: string;
  companyEmail: string;
  /** National number of the company phone (digits; the dial code is `phone.dialCode`). */
  companyPhone: string;
  fullName: string;
  email: string;
  /** The person's phone with its dial code (the payload's `phone` and `country_code`). */
  phone: PhoneValue;
  /** 10 digits. */
  whatsappNumber: string;
  /** The code sent to `email`. */
  emailOtp: string;
  /** The code sent to `phone` (by WhatsApp on our server). */
  phoneOtp: string;
  // Step 2 Company Info.
  location: string;
  countryName: string;
  district: string;
  stateName: string;
  cityName: string;
  /** 6 digits. */
  pinCode: string;
  digipin: string;
  /** The address proof file chosen (sent with the company step), or null. */
  addressProof: File | null;
  /** New partner images chosen (sent with the company step). */
  partnerImages: File[];
  // Step 3 Additional Details.
  /** Upper-cased as typed, at most 10 characters. */
  pan: string;
  panScan: File | null;
  /** Shown as 'XXXX XXXX XXXX' (14 characters). */
  aadhaarNumber: string;
  aadhaarFile: File | null;
}

/** Empty wizard values, phone prefix +91 (access §9). */
export const partnerRegistrationInitialValues: PartnerRegistrationValues = {
  companyName: '',
  companyEmail: '',
  companyPhone: '',
  fullName: '',
  email: '',
  phone: { countryCode: 'IN', dialCode: '+91', number: '' },
  whatsappNumber: '',
  emailOtp: '',
  phoneOtp: '',
  location: '',
  countryName: '',
  district: '',
  stateName: '',
  cityName: '',
  pinCode: '',
  digipin: '',
  addressProof: null,
  partnerImages: [],
  pan: '',
  panScan: null,
  aadhaarNumber: '',
  aadhaarFile: null,
};

/** The text values of the wizard: everything but the files (which cannot be kept across a reload). */
export type PartnerRegistrationTextValues = Omit<
  PartnerRegistrationValues,
  'addressProof' | 'partnerImages' | 'panScan' | 'aadhaarFile'
>;

const TEXT_KEYS = [
  'companyName',
  'companyEmail',
  'companyPhone',
  'fullName',
  'email',
  'whatsappNumber',
  'emailOtp',
  'phoneOtp',
  'location',
  'countryName',
  'district',
  'stateName',
  'cityName',
  'pinCode',
  'digipin',
  'pan',
  'aadhaarNumber',
] as const satisfies readonly (keyof PartnerRegistrationTextValues)[];

/** The values without their files, ready for JSON (e.g. a draft kept in sessionStorage). */
export function registrationTextValues(values: PartnerRegistrationValues): PartnerRegistrationTextValues {
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, values[key]])) as Omit<
    PartnerRegistrationTextValues,
    'phone'
  >;
  return { ...text, phone: { ...values.phone } };
}

/**
 * Reads values kept earlier (untrusted JSON, e.g. from sessionStorage) back into full wizard
 * values: known text fields of the right type are taken (at most 256 characters each), anything
 * else keeps its empty value; files start empty.
 */
export function restoreRegistrationValues(saved: unknown): PartnerRegistrationValues {
  const values: PartnerRegistrationValues = {
    ...partnerRegistrationInitialValues,
    phone: { ...partnerRegistrationInitialValues.phone },
    partnerImages: [],
  };
  if (typeof saved !== 'object' || saved === null) return values;
  const record = saved as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.length <= 256) values[key] = value;
  }
  const phone = record.phone as Record<string, unknown> | null | undefined;
  if (
    typeof phone === 'object' &&
    phone !== null &&
    typeof phone.countryCode === 'string' &&
    /^[A-Z]{2}$/.test(phone.countryCode) &&
    typeof phone.dialCode === 'string' &&
    /^\+\d{1,4}$/.test(phone.dialCode) &&
    typeof phone.number === 'string' &&
    /^\d{0,15}$/.test(phone.number)
  ) {
    values.phone = { countryCode: phone.countryCode, dialCode: phone.dialCode, number: phone.number };
  }
  return values;
}
