import { issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import { checkPhone, countryCode, required, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import type { RouteModule } from '../../routes/types.ts';
import {
  insertClientProfile,
  insertPartnerCompany,
  insertPendingUser,
  listReferralNames,
} from './repository.ts';
import {
  checkEmail,
  clientPhone,
  clientUserMessages,
  clientUserSchema,
  signUpMessages,
  signUpSchema,
  type ClientUserBody,
  type SignUpBody,
} from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

/**
 * Sign-up: the referral list, partner sign-up and client sign-up.
 * Spec: access §2 'Sign-up (partner)', 'Client sign-up'; §3; §5; §7; §8.
 */
export const signUpRoutes: RouteModule = {
  name: 'sign-up',
  plugin: async (api) => {
    const { ctx } = api;

    /**
     * GET /partner/referred-by-listing/ -> `{ status: 200, referred_by: string[] }` (the names of the
     * 'Who referred you?' list, in their seeded order). Spec: access §3 'Referral list response', §7.
     */
    api.get('/partner/referred-by-listing/', { schema: noQuerySchema }, async () => ({
      status: 200,
      referred_by: await listReferralNames(ctx.db),
    }));

    /**
     * POST /partner/profile/ (sign-up) `{ email, phone, country_code, username, referred_by,
     * company_email, company_name }` -> 200 `{ status: 200, token, uuid, user_role: 'partner',
     * message }`: creates a partner (status pending, no password yet: it is set through the password
     * reset) and its company in one transaction, and signs it in. 400 with the spec's messages for a
     * missing or invalid field, 'Email with domain {host} is not allowed!' for e-mails on the
     * provider's domain (PROVIDER_EMAIL_DOMAIN), 'An account with this email already exists.' for a
     * taken e-mail. Spec: access §2 'Sign-up (partner)', §3, §5 'Sign-up', §7, §8.
     */
    api.post<{ Body: Partial<SignUpBody> }>(
      '/partner/profile/',
      { schema: signUpSchema, config: { validationMessages: signUpMessages } },
      async (request) => {
        const { body } = request;
        const username = required(body, 'username', M.nameRequired);
        const email = checkEmail(
          required(body, 'email', M.invalidEmail, 254),
          ctx.config.providerEmailDomain,
        );
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
          const user = await insertPendingUser(
            tx,
            { email, fullName: username, phone, role: 'partner' },
            now,
          );
          if (!user) throw new HttpError(400, M.emailTaken);
          await insertPartnerCompany(
            tx,
            user.id,
            { name: companyName, email: companyEmail, dialCode, referredBy },
            now,
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
      },
    );

    /**
     * POST /finance/client-users-create/ `{ email, phone, designation, name, full_name }` (client
     * sign-up; `name` is the associated client, `phone` the prefix plus number) -> 200 `{ status: 200,
     * message, token, uuid, user_role: 'client_user' }`: creates a `client_user` (status pending,
     * password set through the reset) and signs it in, as partner sign-up does, so that the portal
     * can take the user on to /client-project-list (access §2 'Client sign-up'; the spec shows no
     * response beyond success, so the session fields are additions). The session reaches no client
     * data: no call of `CALL_ROLES` admits client roles until projects are tied to a client. 400
     * 'Please fill this field!' for a missing field, 'Please input your phone number!', 'Please input
     * your Designation!', 'The input is not valid E-mail!', the provider-domain message, or
     * 'An account with this email already exists.'. Spec: access §2 'Client sign-up', §3, §5, §7.
     */
    api.post<{ Body: Partial<ClientUserBody> }>(
      '/finance/client-users-create/',
      { schema: clientUserSchema, config: { validationMessages: clientUserMessages } },
      async (request) => {
        const { body } = request;
        const clientName = required(body, 'name', M.fillThisField);
        const fullName = required(body, 'full_name', M.fillThisField);
        const email = checkEmail(
          required(body, 'email', M.fillThisField, 254),
          ctx.config.providerEmailDomain,
        );
        const rawPhone = required(body, 'phone', M.phoneRequired, 24);
        const designation = required(body, 'designation', M.designationRequired);
        const phone = clientPhone(rawPhone);

        const now = ctx.now();
        const result = await ctx.db.transaction(async (tx) => {
          const user = await insertPendingUser(tx, { email, fullName, phone, role: 'client_user' }, now);
          if (!user) throw new HttpError(400, M.emailTaken);
          await insertClientProfile(tx, user.id, { clientName, designation });
          const { token } = await issueToken(tx, user.id, { ttlHours: ctx.config.tokenTtlHours, now });
          return { uuid: user.uuid, token };
        });
        request.log.info({ uuid: result.uuid }, 'client user signed up');
        return {
          status: 200,
          message: M.clientUserCreated,
          token: result.token,
          uuid: result.uuid,
          user_role: 'client_user',
        };
      },
    );
  },
};
