/**
 * `@partner-portal/api/validation`: pure, framework-free checks of identity data (PAN, Aadhaar,
 * e-mail, phone, postal code) shared by the forms' schemas and the reference server.
 * Spec: access §5, §9.
 */
export {
  AADHAAR_DIGITS,
  AADHAAR_FORMATTED_LENGTH,
  formatAadhaar,
  isAadhaar,
  normalizeAadhaar,
} from '../validation/aadhaar.ts';
export { EMAIL_MAX_LENGTH, emailDomain, isEmail, isEmailOnDomain } from '../validation/email.ts';
export { isPan, normalizePan, PAN_LENGTH } from '../validation/pan.ts';
export {
  DEFAULT_COUNTRY_CODE,
  INDIA_PHONE_DIGITS,
  isIndianMobile,
  isPhoneNumber,
  isWhatsAppNumber,
  normalizeCountryCode,
  phoneMaxDigits,
} from '../validation/phone.ts';
export { isPostalCode, POSTAL_CODE_LENGTH } from '../validation/postalCode.ts';
