import { isEmail, isEmailOnDomain } from '@partner-portal/api/validation';
import { badRequest, checkPhone } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { fill } from '../../text.ts';
import { normaliseEmail } from '../../users.ts';

/** Body of POST /partner/profile/ (sign-up). Spec: access §3 'Partner sign-up payload'. */
export interface SignUpBody {
  email: string;
  phone: string;
  country_code?: string;
  username: string;
  referred_by?: string | null;
  company_email: string;
  company_name: string;
}

/** Body of POST /finance/client-users-create/. Spec: access §3 'Client user create payload'. */
export interface ClientUserBody {
  email: string;
  /** Prefix plus number, e.g. '+919800000001'. */
  phone: string;
  designation: string;
  /** The associated client. */
  name: string;
  full_name: string;
}

/**
 * POST /partner/profile/: types and length caps only (the caps of the handler's checks). Missing
 * and invalid values are answered by the handler with the spec's message of the first bad field;
 * a value of the wrong type or over its cap gets the same message through `signUpMessages`.
 */
export const signUpSchema = {
  body: {
    type: 'object',
    properties: {
      username: { type: 'string', maxLength: 200 },
      email: { type: 'string', maxLength: 254 },
      country_code: { type: 'string', maxLength: 8 },
      phone: { type: 'string', maxLength: 20 },
      company_name: { type: 'string', maxLength: 200 },
      company_email: { type: 'string', maxLength: 254 },
      referred_by: { type: 'string', maxLength: 200 },
    },
  },
} as const;

/** 400 texts of {@link signUpSchema} per field (`*`: not an object). Spec: access §5 'Sign-up'. */
export const signUpMessages = {
  '*': M.nameRequired,
  username: M.nameRequired,
  email: M.invalidEmail,
  country_code: M.invalidCountryCode,
  phone: M.phoneRequired,
  company_name: M.companyNameRequired,
  company_email: M.invalidEmail,
  referred_by: M.fillThisField,
};

/** POST /finance/client-users-create/: types and length caps only, like {@link signUpSchema}. */
export const clientUserSchema = {
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 200 },
      full_name: { type: 'string', maxLength: 200 },
      email: { type: 'string', maxLength: 254 },
      phone: { type: 'string', maxLength: 24 },
      designation: { type: 'string', maxLength: 200 },
    },
  },
} as const;

/** 400 texts of {@link clientUserSchema} per field. Spec: access §5 'Client sign-up'. */
export const clientUserMessages = {
  '*': M.fillThisField,
  name: M.fillThisField,
  full_name: M.fillThisField,
  email: M.fillThisField,
  phone: M.phoneRequired,
  designation: M.designationRequired,
};

/** Checks an e-mail field: valid (400 'The input is not valid E-mail!') and not on the provider's domain. */
export function checkEmail(value: string, providerDomain: string): string {
  const email = normaliseEmail(value);
  if (!isEmail(email)) throw badRequest(M.invalidEmail);
  if (isEmailOnDomain(email, providerDomain))
    throw badRequest(fill(M.domainNotAllowed, { host: providerDomain }));
  return email;
}

/**
 * Reads the client sign-up phone ('prefix plus number'): '+91' followed by 10 digits, 10 digits
 * alone (the default +91), or another '+<code><number>' of 8 to 15 digits in all (E.164). Spaces and
 * dashes are ignored. Returns '+<digits>'. Spec: access §3 'Client user create payload', §9.
 */
export function clientPhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(compact)) throw badRequest(M.invalidPhone);
  if (!compact.startsWith('+')) return `+91${checkPhone(compact, '+91')}`;
  if (compact.startsWith('+91')) return `+91${checkPhone(compact.slice(3), '+91')}`;
  const digits = compact.length - 1;
  if (digits < 8 || digits > 15) throw badRequest(M.invalidPhone);
  return compact;
}
