import { randomBytes } from 'node:crypto';
import { isEmail, isEmailOnDomain, isPhoneNumber, phoneMaxDigits } from '@partner-portal/api/validation';
import { issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import { badRequest, countryCode, objectBody, phoneDigits, required, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { fill } from '../../text.ts';
import { normaliseEmail } from '../../users.ts';
import type { RouteModule } from '../../routes/types.ts';

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
 * A password hash no password matches (not a `scrypt$...` string), for accounts created without a
 * password: sign-up and client sign-up users set theirs through the password reset. The random
 * tail keeps every such value distinct.
 */
export function unusablePasswordHash(): string {
  return `!unusable$${randomBytes(16).toString('base64url')}`;
}

/** Checks an e-mail field: valid (400 'The input is not valid E-mail!') and not on the provider's domain. */
function checkEmail(value: string, providerDomain: string): string {
  const email = normaliseEmail(value);
  if (!isEmail(email)) throw badRequest(M.invalidEmail);
  if (isEmailOnDomain(email, providerDomain))
    throw badRequest(fill(M.domainNotAllowed, { host: providerDomain }));
  return email;
}

/** Checks `phone` for the dial code: digits only, 10 with +91. Spec: access §5 'Registration contact', §9. */
export function checkPhone(raw: string, dialCode: string): string {
  const digits = phoneDigits(raw, dialCode);
  if (!/^\d+$/.test(digits)) throw badRequest(M.invalidPhone);
  if (dialCode === '+91' && digits.length > phoneMaxDigits(dialCode)) throw badRequest(M.phoneTooLong);
  if (!isPhoneNumber(digits, dialCode)) throw badRequest(M.invalidPhone);
  return digits;
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

/**
 * Sign-up: the referral list, partner sign-up and client sign-up.
 * Spec: access §2 'Sign-up (partner)', 'Client sign-up'; §3; §5; §7; §8.
 */
export const signupRoutes: RouteModule = {
  name: 'signup',
  plugin: async (api) => {
    const { ctx } = api;

    /**
     * GET /partner/referred-by-listing/ -> `{ status: 200, referred_by: string[] }` (the names of the
     * 'Who referred you?' list, in their seeded order). Spec: access §3 'Referral list response', §7.
     */
    api.get('/partner/referred-by-listing/', async () => {
      const rows = await ctx.db.query<{ name: string }>(
        'SELECT name FROM referral_names ORDER BY sort_order, name',
      );
      return { status: 200, referred_by: rows.map((row) => row.name) };
    });

    /**
     * POST /partner/profile/ (sign-up) `{ email, phone, country_code, username, referred_by,
     * company_email, company_name }` -> 200 `{ status: 200, token, uuid, user_role: 'partner',
     * message }`: creates a partner (status pending, no password yet: it is set through the password
     * reset) and its company in one transaction, and signs it in. 400 with the spec's messages for a
     * missing or invalid field, 'Email with domain {host} is not allowed!' for e-mails on the
     * provider's domain (PROVIDER_EMAIL_DOMAIN), 'An account with this email already exists.' for a
     * taken e-mail. Spec: access §2 'Sign-up (partner)', §3, §5 'Sign-up', §7, §8.
     */
    api.post('/partner/profile/', async (request) => {
      const body = objectBody(request.body, M.nameRequired);
      const username = required(body, 'username', M.nameRequired);
      const email = checkEmail(required(body, 'email', M.invalidEmail, 254), ctx.config.providerEmailDomain);
      const dialCode = countryCode(body, M.invalidCountryCode);
      const phone = checkPhone(required(body, 'phone', M.phoneRequired, 20), dialCode);
      const companyName = required(body, 'company_name', M.companyNameRequired);
      const companyEmail = checkEmail(
        required(body, 'company_email', M.invalidEmail, 254),
        ctx.config.providerEmailDomain,
      );
      const referredBy = text(body, 'referred_by', M.fillThisField) || null;

      const now = ctx.now();
      const result = await ctx.db.transaction(async (tx) => {
        const [user] = await tx.query<{ id: number; uuid: string }>(
          `INSERT INTO users (email, password_hash, full_name, phone, user_role, ticket_role, all_roles, status, created_at)
           VALUES ($1, $2, $3, $4, 'partner', 'partner', '{}', 'pending', $5)
           ON CONFLICT (email) DO NOTHING
           RETURNING id, uuid::text AS uuid`,
          [email, unusablePasswordHash(), username, phone, now],
        );
        if (!user) throw new HttpError(400, M.emailTaken);
        await tx.query(
          `INSERT INTO partner_companies (user_id, company_name, company_email, country_code, referred_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [user.id, companyName, companyEmail, dialCode, referredBy, now],
        );
        const { token } = await issueToken(tx, user.id, { ttlHours: ctx.config.tokenTtlHours, now });
        return { uuid: user.uuid, token };
      });
      request.log.info({ uuid: result.uuid }, 'partner signed up');
      return {
        status: 200,
        token: result.token,
        uuid: result.uuid,
        user_role: 'partner',
        message: M.signUpSuccess,
      };
    });

    /**
     * POST /finance/client-users-create/ `{ email, phone, designation, name, full_name }` (client
     * sign-up; `name` is the associated client, `phone` the prefix plus number) -> 200 `{ status: 200,
     * message }`. Creates a `client_user` (status pending, password set through the reset). 400
     * 'Please fill this field!' for a missing field, 'Please input your phone number!', 'Please input
     * your Designation!', 'The input is not valid E-mail!', the provider-domain message, or
     * 'An account with this email already exists.'. Spec: access §2 'Client sign-up', §3, §5, §7.
     */
    api.post('/finance/client-users-create/', async (request) => {
      const body = objectBody(request.body, M.fillThisField);
      const clientName = required(body, 'name', M.fillThisField);
      const fullName = required(body, 'full_name', M.fillThisField);
      const email = checkEmail(required(body, 'email', M.fillThisField, 254), ctx.config.providerEmailDomain);
      const rawPhone = required(body, 'phone', M.phoneRequired, 24);
      const designation = required(body, 'designation', M.designationRequired);
      const phone = clientPhone(rawPhone);

      await ctx.db.transaction(async (tx) => {
        const [user] = await tx.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, full_name, phone, user_role, ticket_role, all_roles, status, created_at)
           VALUES ($1, $2, $3, $4, 'client_user', 'client_user', '{}', 'pending', $5)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
          [email, unusablePasswordHash(), fullName, phone, ctx.now()],
        );
        if (!user) throw new HttpError(400, M.emailTaken);
        await tx.query(
          'INSERT INTO client_user_profiles (user_id, client_name, designation) VALUES ($1, $2, $3)',
          [user.id, clientName, designation],
        );
      });
      return { status: 200, message: M.clientUserCreated };
    });
  },
};
