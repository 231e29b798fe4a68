import type { PhoneValue } from '@partner-portal/ui/inputs';

/** Values of the partner sign-up form (the schema in schema.ts describes the same shape). */
export interface SignUpValues {
  /** The person's name (payload `username`). */
  name: string;
  /** Official e-mail (payload `email`). */
  email: string;
  /** Dial code and national number (payload `country_code` and `phone`). */
  phone: PhoneValue;
  companyName: string;
  companyEmail: string;
  /** 'Who referred you?': a name from the referral list, free text, or '' (payload `referred_by`, null when empty). */
  referredBy: string;
  /** The terms checkbox; must be ticked. */
  terms: boolean;
}

/** Empty sign-up values, phone prefix +91 (access §9). */
export const signUpInitialValues: SignUpValues = {
  name: '',
  email: '',
  phone: { countryCode: 'IN', dialCode: '+91', number: '' },
  companyName: '',
  companyEmail: '',
  referredBy: '',
  terms: false,
};
