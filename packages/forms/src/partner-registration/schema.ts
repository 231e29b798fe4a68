import * as yup from 'yup';
import { isAadhaar } from '@partner-portal/api/validation';
import { isEmail } from '@partner-portal/api/validation';
import { isPan, normalizePan } from '@partner-portal/api/validation';
import {
  INDIA_PHONE_DIGITS,
  isPhoneNumber,
  isWhatsAppNumber,
  normalizeCountryCode,
} from '@partner-portal/api/validation';
import { isPostalCode } from '@partner-portal/api/validation';
import type { OtpChannel, RegistrationStep } from './values.ts';

/** Messages the registration schemas show, already translated (access §5). */
export interface PartnerRegistrationSchemaMessages {
  /** 'Please enter your name!' (company name and full name). */
  nameRequired: string;
  /** E-mail missing or invalid (ours: 'The input is not valid E-mail!'). */
  emailInvalid: string;
  /** Phone missing (ours: 'Please input your phone number!'). */
  phoneRequired: string;
  /** 'Phone Number cannot exceed 10 digits for the selected country code!' (+91). */
  phoneTooLong: string;
  /** Any other wrong phone (ours: 'Please enter a valid phone number.'). */
  phoneInvalid: string;
  /** 'Please enter your WhatsApp number!' */
  whatsappRequired: string;
  /** 'Enter a valid 10-digit number!' */
  whatsappInvalid: string;
  /** 'Please enter the OTP!' */
  otpRequired: string;
  /** 'Please input company location!' */
  locationRequired: string;
  /** 'Please fill out all required fields.' (postal code, city, state, country). */
  requiredFields: string;
  /** Postal code not six digits (ours: 'Please enter a valid 6-digit PIN code.'). */
  postalCodeInvalid: string;
  /** 'Please enter a valid Pan number!' */
  panInvalid: string;
  /** 'Please enter a valid Aadhaar Card!' */
  aadhaarInvalid: string;
}

/** What the contact step has done so far with its one-time codes. */
export interface ContactOtpStage {
  /** A code was sent to the contact (its field is required until it is verified). */
  sent: Record<OtpChannel, boolean>;
  /** The contact was verified. */
  verified: Record<OtpChannel, boolean>;
}

const text = () => yup.string().ensure();

/** The dial code of the contact step (the person's phone), '+91' when unreadable. */
function dialCodeOf(parent: unknown): string {
  const phone = (parent as { phone?: { dialCode?: unknown } } | undefined)?.phone;
  return typeof phone?.dialCode === 'string' ? phone.dialCode : '+91';
}

/** True when `digits` is too long for +91 (access §5 'Registration contact'). */
function tooLongForIndia(digits: string, dialCode: string): boolean {
  return normalizeCountryCode(dialCode) === '+91' && digits.length > INDIA_PHONE_DIGITS;
}

/** The company phone: a national number after the contact's dial code (access §5, §9). */
function companyPhone(messages: PartnerRegistrationSchemaMessages) {
  return text()
    .trim()
    .required(messages.phoneRequired)
    .test('length', messages.phoneTooLong, function (value) {
      return !tooLongForIndia(value, dialCodeOf(this.parent));
    })
    .test('valid', messages.phoneInvalid, function (value) {
      const dialCode = dialCodeOf(this.parent);
      return tooLongForIndia(value, dialCode) || isPhoneNumber(value, dialCode);
    });
}

const email = (messages: PartnerRegistrationSchemaMessages) =>
  text()
    .trim()
    .required(messages.emailInvalid)
    .test('email', messages.emailInvalid, (value) => isEmail(value));

/**
 * Step 1 Contact Details: company name and full name required ('Please enter your name!'); both
 * e-mails valid; phone required, at most 10 digits with +91 ('Phone Number cannot exceed 10
 * digits for the selected country code!') and a valid length; the company phone by the same dial
 * code; WhatsApp number 10 digits; a code sent and not yet verified is required ('Please enter the
 * OTP!'). Spec: access §2 step 1, §5 'Registration contact', §9.
 */
export function contactSchema(messages: PartnerRegistrationSchemaMessages, otp: ContactOtpStage) {
  const otpField = (channel: OtpChannel) =>
    otp.sent[channel] && !otp.verified[channel] ? text().trim().required(messages.otpRequired) : text();
  return yup.object({
    companyName: text().trim().required(messages.nameRequired),
    companyEmail: email(messages),
    companyPhone: companyPhone(messages),
    fullName: text().trim().required(messages.nameRequired),
    email: email(messages),
    phone: yup
      .object({
        countryCode: yup.string().defined(),
        dialCode: yup.string().defined(),
        number: text(),
      })
      .required()
      .test('required', messages.phoneRequired, (value) => value.number !== '')
      .test('length', messages.phoneTooLong, (value) => !tooLongForIndia(value.number, value.dialCode))
      .test(
        'valid',
        messages.phoneInvalid,
        (value) =>
          value.number === '' ||
          tooLongForIndia(value.number, value.dialCode) ||
          isPhoneNumber(value.number, value.dialCode),
      ),
    whatsappNumber: text()
      .trim()
      .required(messages.whatsappRequired)
      .test('whatsapp', messages.whatsappInvalid, (value) => isWhatsAppNumber(value)),
    emailOtp: otpField('email'),
    phoneOtp: otpField('phone'),
  });
}

/**
 * Step 2 Company Info: location required ('Please input company location!'); postal code, city,
 * state and country required ('Please fill out all required fields.'), the postal code six
 * digits; district and digipin optional (files are checked by the drop zones). Spec: access §2
 * step 2, §5 'Company step'.
 */
export function companySchema(messages: PartnerRegistrationSchemaMessages) {
  return yup.object({
    location: text().trim().required(messages.locationRequired),
    pinCode: text()
      .trim()
      .required(messages.requiredFields)
      .test('pin', messages.postalCodeInvalid, (value) => isPostalCode(value)),
    cityName: text().trim().required(messages.requiredFields),
    stateName: text().trim().required(messages.requiredFields),
    countryName: text().trim().required(messages.requiredFields),
    district: text().trim(),
    digipin: text().trim(),
  });
}

/**
 * Step 3 Additional Details: PAN optional, upper-cased, five letters, four digits, one letter
 * ('Please enter a valid Pan number!'); Aadhaar optional, 12 digits (groups of four), first digit 2
 * to 9 ('Please enter a valid Aadhaar Card!'). Spec: access §2 step 3, §5 'Final step', §9.
 */
export function additionalSchema(messages: PartnerRegistrationSchemaMessages) {
  return yup.object({
    pan: text()
      .transform((value: string) => normalizePan(value))
      .test('pan', messages.panInvalid, (value) => value === '' || isPan(value)),
    aadhaarNumber: text()
      .trim()
      .test('aadhaar', messages.aadhaarInvalid, (value) => value === '' || isAadhaar(value)),
  });
}

/** The schema of one step (see {@link contactSchema}, {@link companySchema}, {@link additionalSchema}). */
export function partnerRegistrationSchema(
  messages: PartnerRegistrationSchemaMessages,
  step: RegistrationStep,
  otp: ContactOtpStage = {
    sent: { email: false, phone: false },
    verified: { email: false, phone: false },
  },
) {
  if (step === 'contact') return contactSchema(messages, otp);
  if (step === 'company') return companySchema(messages);
  return additionalSchema(messages);
}
