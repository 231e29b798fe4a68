import type { PhoneValue } from '@partner-portal/ui/inputs';

/** Values of the client sign-up form (the schema in schema.ts describes the same shape). */
export interface ClientSignUpValues {
  /** Associated Client (payload `name`), title-cased. */
  clientName: string;
  /** The person's name (payload `full_name`), title-cased. */
  fullName: string;
  /** Dial code and number (payload `phone`: prefix plus number). */
  phone: PhoneValue;
  email: string;
  designation: string;
}

/** Empty client sign-up values, phone prefix +91 (access §9). */
export const clientSignUpInitialValues: ClientSignUpValues = {
  clientName: '',
  fullName: '',
  phone: { countryCode: 'IN', dialCode: '+91', number: '' },
  email: '',
  designation: '',
};
