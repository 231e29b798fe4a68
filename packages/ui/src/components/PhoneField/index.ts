export { PhoneField } from './PhoneField';
export type { PhoneFieldProps, PhoneValue } from './PhoneField';
export {
  DEFAULT_PHONE_COUNTRY,
  getPhoneCountries,
  phoneDialCode,
  phoneNumberMaxLength,
} from './phoneCountries';
export type { PhoneCountry } from './phoneCountries';
