import * as yup from 'yup';
import { isEmail, isEmailOnDomain } from '@partner-portal/api/validation';
import { isPhoneNumber } from '@partner-portal/api/validation';
import type { SignUpValues } from './values.ts';

/** Messages the sign-up schema shows, already translated. */
export interface SignUpSchemaMessages {
  /** 'Please input your Name!' */
  nameRequired: string;
  /** 'The input is not valid E-mail!' (both e-mails). */
  emailInvalid: string;
  /** 'Please input your phone number!' */
  phoneRequired: string;
  /** A number of the wrong length for its dial code (ours: 'Please enter a valid phone number.'). */
  phoneInvalid: string;
  /** 'Please input your Company Name!' */
  companyNameRequired: string;
  /** 'Please accept the Term & Condition' */
  termsRequired: string;
  /** 'Email with domain {host} is not allowed!' with the host filled in. */
  domainNotAllowed: (host: string) => string;
}

/** Options of {@link signUpSchema}. */
export interface SignUpSchemaOptions {
  /** The provider's own e-mail domain (e.g. 'provider.example'); e-mails on it are refused. Unset: not checked here (the server still checks). */
  providerDomain?: string;
}

/**
 * Yup schema of the partner sign-up: name, both e-mails (valid, not on the provider's domain),
 * phone (required; 10 digits for +91), company name, and the terms checkbox.
 * Spec: access §5 'Sign-up', §9.
 */
export function signUpSchema(messages: SignUpSchemaMessages, { providerDomain }: SignUpSchemaOptions = {}) {
  const email = () =>
    yup
      .string()
      .trim()
      .required(messages.emailInvalid)
      .test('email', messages.emailInvalid, (value) => value === undefined || isEmail(value))
      .test(
        'provider-domain',
        () => messages.domainNotAllowed(providerDomain ?? ''),
        (value) => !providerDomain || value === undefined || !isEmailOnDomain(value, providerDomain),
      );
  return yup.object({
    name: yup.string().trim().required(messages.nameRequired),
    email: email(),
    phone: yup
      .object({
        countryCode: yup.string().defined(),
        dialCode: yup.string().defined(),
        // Formik hands empty strings over as undefined: `ensure()` reads them as ''.
        number: yup.string().ensure(),
      })
      .required()
      .test('required', messages.phoneRequired, (value) => value.number !== '')
      .test(
        'valid',
        messages.phoneInvalid,
        (value) => value.number === '' || isPhoneNumber(value.number, value.dialCode),
      ),
    companyName: yup.string().trim().required(messages.companyNameRequired),
    companyEmail: email(),
    referredBy: yup.string().ensure().trim(),
    terms: yup.boolean().defined().oneOf([true], messages.termsRequired),
  });
}

/** The values the schema produces. */
export type SignUpSchemaValues = yup.InferType<ReturnType<typeof signUpSchema>>;

const sameShape: [SignUpValues, SignUpSchemaValues] extends [SignUpSchemaValues, SignUpValues]
  ? true
  : never = true;
void sameShape;
