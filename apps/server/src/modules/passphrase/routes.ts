import { issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import { CodeRateLimited, type VerifyOutcome } from '../../identity/codes.ts';
import { badRequest, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { tooManyRequests } from '../../identity/rateLimit.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findPartnerByEmail, findPartnerByWhatsApp, type PartnerWithCompany } from './repository.ts';
import {
  checkPartnerEmail,
  checkWhatsappNumber,
  emailLookupSchema,
  emailMessages,
  sendEmailSchema,
  sendWhatsappSchema,
  verifyEmailSchema,
  verifyWhatsappSchema,
  whatsappLookupSchema,
  whatsappMessages,
} from './schemas.ts';

/** The answer of a failed passphrase check. Spec: access §8 ('Incorrect Passphrase!'). */
function passphraseFailure(outcome: Exclude<VerifyOutcome, { ok: true }>): HttpError {
  if (outcome.reason === 'expired') return new HttpError(400, M.passphraseExpired);
  if (outcome.reason === 'locked') return new HttpError(400, M.passphraseLocked);
  return new HttpError(400, M.incorrectPassphrase);
}

/**
 * Partner login by passphrase: company lookups by e-mail and WhatsApp number, sending the
 * passphrase (WhatsApp or e-mail) and verifying it. Passphrases are one-time codes (6 digits,
 * 10 minutes, single use, 5 tries, 60 s resend wait, 5 per hour; see identity/codes.ts).
 * Spec: access §2 'Partner login', §3, §4 'Partner passphrase login', §5, §7, §8, §9.
 */
export const passphraseRoutes: RouteModule = {
  name: 'passphrase',
  plugin: async (api) => {
    const { ctx } = api;

    const sendPassphrase = async (partner: PartnerWithCompany, channel: 'email' | 'whatsapp', to: string) => {
      const identifier = `${channel}:${to}`;
      try {
        await ctx.codes.issue('passphrase', identifier, (code) =>
          ctx.notifier.send({
            channel,
            to,
            subject: `Your ${ctx.config.productName} passphrase`,
            body: `Your passphrase for ${partner.company_name} is ${code}. It is valid for 10 minutes. Do not share it.`,
            code,
            template: 'passphrase',
            failureMessage: M.passphraseSendFailed,
          }),
        );
      } catch (error) {
        if (error instanceof CodeRateLimited) throw tooManyRequests(error);
        throw error;
      }
    };

    /**
     * Checks the passphrase and, in the same transaction, issues the sign-in token, so a failure
     * leaves the passphrase usable. Answers the passphrase login response (access §3).
     */
    const signInWithPassphrase = async (
      partner: PartnerWithCompany,
      identifier: string,
      passphrase: string,
    ) => {
      let token = '';
      const outcome = await ctx.codes.verify('passphrase', identifier, passphrase, async (tx) => {
        ({ token } = await issueToken(tx, partner.id, {
          ttlHours: ctx.config.tokenTtlHours,
          now: ctx.now(),
        }));
      });
      if (!outcome.ok) throw passphraseFailure(outcome);
      return {
        status: 200,
        message: M.loginSuccess,
        data: {
          status: 200,
          token,
          uuid: partner.uuid,
          ticket_role: partner.ticket_role,
          all_roles: partner.all_roles,
          user_role: partner.user_role,
          loged_in_to: 'orion',
        },
      };
    };

    /**
     * GET /partner/fetch-partner-by-email/?email= -> 200 `{ status: 200, company_name }`; 404 'Email
     * not Registered!'; 400 'Please enter your email!' / 'Enter a valid email!'. Matches the
     * partner's sign-in e-mail, then the company e-mail. Spec: access §3 'Company lookup response', §7, §8.
     */
    api.get<{ Querystring: { email?: string } }>(
      '/partner/fetch-partner-by-email/',
      { schema: emailLookupSchema, config: { validationMessages: emailMessages } },
      async (request) => {
        const email = checkPartnerEmail(text(request.query, 'email', M.partnerEmailInvalid, 254));
        const partner = await findPartnerByEmail(ctx.db, email);
        if (!partner) throw new HttpError(404, M.emailNotRegistered);
        return { status: 200, company_name: partner.company_name };
      },
    );

    /**
     * GET /partner/fetch-partner-whatsapp/?whatsapp_number= -> 200 `{ status: 200, company_name }`;
     * 404 'WhatsApp No. not Registered!'; 400 'Please enter your WhatsApp number!' / 'Enter a valid
     * 10-digit number!'. Spec: access §3, §7 (HTTP 200 on success), §8 (HTTP 404).
     */
    api.get<{ Querystring: { whatsapp_number?: string } }>(
      '/partner/fetch-partner-whatsapp/',
      { schema: whatsappLookupSchema, config: { validationMessages: whatsappMessages } },
      async (request) => {
        const number = checkWhatsappNumber(text(request.query, 'whatsapp_number', M.whatsappInvalid, 20));
        const partner = await findPartnerByWhatsApp(ctx.db, number);
        if (!partner) throw new HttpError(404, M.whatsappNotRegistered);
        return { status: 200, company_name: partner.company_name };
      },
    );

    /**
     * POST /partner/send-passphrase-whatsapp/ `{ phone }` (10 digits) -> 200 `{ status: 200,
     * message: 'Passphrase sent to your WhatsApp number' }`; 404 'WhatsApp No. not Registered!';
     * 429 with Retry-After (resend within 60 s, or more than 5 per hour). Spec: access §4, §7, §8, §9.
     */
    api.post(
      '/partner/send-passphrase-whatsapp/',
      { schema: sendWhatsappSchema, config: { validationMessages: whatsappMessages } },
      async (request) => {
        const { body } = request;
        const number = checkWhatsappNumber(text(body, 'phone', M.whatsappInvalid, 20));
        const partner = await findPartnerByWhatsApp(ctx.db, number);
        if (!partner) throw new HttpError(404, M.whatsappNotRegistered);
        await sendPassphrase(partner, 'whatsapp', number);
        return { status: 200, message: M.passphraseSentWhatsapp };
      },
    );

    /**
     * POST /partner/email-passphrase/ `{ email }` -> 200 `{ status: 200, message: 'Passphrase sent
     * to your email' }` (sent to the address given); 404 'Email not Registered!'; 429 with
     * Retry-After. Spec: access §4, §7, §8, §9.
     */
    api.post(
      '/partner/email-passphrase/',
      { schema: sendEmailSchema, config: { validationMessages: emailMessages } },
      async (request) => {
        const { body } = request;
        const email = checkPartnerEmail(text(body, 'email', M.partnerEmailInvalid, 254));
        const partner = await findPartnerByEmail(ctx.db, email);
        if (!partner) throw new HttpError(404, M.emailNotRegistered);
        await sendPassphrase(partner, 'email', email);
        return { status: 200, message: M.passphraseSentEmail };
      },
    );

    /**
     * POST /partner/verify-passphrase/ `{ email, passphrase }` -> 200 `{ status: 200, message:
     * 'Login successful!', data: { status: 200, token, uuid, ticket_role, all_roles, user_role,
     * loged_in_to: 'orion' } }` (the portal stores them and sends a partner to /detail/{uuid});
     * 400 'Incorrect Passphrase!' (wrong, missing or used), 'Passphrase has expired. ...', 'Too many
     * incorrect attempts. ...' (after 5 wrong tries the passphrase is void). Spec: access §3
     * 'Passphrase login response', §4, §7, §8.
     */
    api.post(
      '/partner/verify-passphrase/',
      { schema: verifyEmailSchema, config: { validationMessages: emailMessages } },
      async (request) => {
        const { body } = request;
        const email = checkPartnerEmail(text(body, 'email', M.partnerEmailInvalid, 254));
        const passphrase = text(body, 'passphrase', M.incorrectPassphrase, 32);
        if (passphrase === '') throw badRequest(M.passphraseRequired);
        const partner = await findPartnerByEmail(ctx.db, email);
        if (!partner) throw new HttpError(400, M.incorrectPassphrase);
        return signInWithPassphrase(partner, `email:${email}`, passphrase);
      },
    );

    /**
     * POST /partner/whatsapp-passphrase/ `{ whatsapp_number, passphrase }` -> the same answers as
     * verify-passphrase. Spec: access §4, §7, §8.
     */
    api.post(
      '/partner/whatsapp-passphrase/',
      { schema: verifyWhatsappSchema, config: { validationMessages: whatsappMessages } },
      async (request) => {
        const { body } = request;
        const number = checkWhatsappNumber(text(body, 'whatsapp_number', M.whatsappInvalid, 20));
        const passphrase = text(body, 'passphrase', M.incorrectPassphrase, 32);
        if (passphrase === '') throw badRequest(M.passphraseRequired);
        const partner = await findPartnerByWhatsApp(ctx.db, number);
        if (!partner) throw new HttpError(400, M.incorrectPassphrase);
        return signInWithPassphrase(partner, `whatsapp:${number}`, passphrase);
      },
    );
  },
};
