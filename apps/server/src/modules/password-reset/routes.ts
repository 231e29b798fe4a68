import { isEmail } from '@partner-portal/api/validation';
import { isCommonPassword } from '../../auth/commonPasswords.ts';
import { hashPassword } from '../../auth/password.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { publicBaseUrl } from '../../config.ts';
import { badRequest, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findUserByEmail, normaliseEmail } from '../../users.ts';
import {
  lockAccountResets,
  recentResetTimes,
  replaceResetToken,
  setPasswordAndSignOut,
  useResetToken,
} from './repository.ts';
import {
  MIN_PASSWORD_LENGTH,
  passwordResetConfirmMessages,
  passwordResetConfirmSchema,
  passwordResetMessages,
  passwordResetSchema,
  RESET_HOURLY_CAP,
  RESET_RESEND_WAIT_MS,
  RESET_TOKEN_TTL_MS,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
} from './schemas.ts';

/**
 * Forgot and reset password. Spec: access §2 'Forgot password', 'Reset password'; §3; §5 'Reset'; §7; §8.
 */
export const passwordResetRoutes: RouteModule = {
  name: 'password-reset',
  plugin: async (api) => {
    const { ctx } = api;

    /**
     * POST /partner/password-reset/ `{ email, host }` -> 200 `{ status: 200, message }` whether or
     * not the e-mail has an account (the answer never tells which e-mails exist). For an account it
     * e-mails a single-use link `{PUBLIC_URL}/reset-password?token=<43 characters>` (256 random
     * bits, only its SHA-256 stored, valid 30 minutes; a new link voids the older ones). The link is
     * built from configuration, never from `host` or the request's Host header (a forged host could
     * otherwise send the token to another site). At most one e-mail per 60 s and 5 per hour per
     * account; beyond that the answer is the same but nothing is sent. 400 'The input is not valid
     * E-mail!'. Spec: access §3, §7, §8.
     */
    api.post<{ Body: Partial<PasswordResetBody> }>(
      '/partner/password-reset/',
      { schema: passwordResetSchema, config: { validationMessages: passwordResetMessages } },
      async (request) => {
        const email = normaliseEmail(text(request.body, 'email', M.invalidEmail, 254));
        if (!isEmail(email)) throw badRequest(M.invalidEmail);

        const user = await findUserByEmail(ctx.db, email);
        if (user) {
          await ctx.db.transaction(async (tx) => {
            await lockAccountResets(tx, user.id);
            const now = ctx.now();
            const recent = await recentResetTimes(tx, user.id, new Date(now.getTime() - 3_600_000));
            const latest = recent[0];
            if (latest && now.getTime() - latest.getTime() < RESET_RESEND_WAIT_MS) return;
            if (recent.length >= RESET_HOURLY_CAP) return;
            const token = generateToken();
            await replaceResetToken(
              tx,
              user.id,
              hashToken(token),
              now,
              new Date(now.getTime() + RESET_TOKEN_TTL_MS),
            );
            const link = `${publicBaseUrl(ctx.config)}/reset-password?token=${encodeURIComponent(token)}`;
            await ctx.notifier.send({
              channel: 'email',
              to: user.email,
              subject: `Reset your ${ctx.config.productName} password`,
              failureMessage: M.emailSendFailed,
              body:
                `Hello ${user.full_name || user.email},\n\nOpen this link within 30 minutes to choose a new password:\n` +
                `${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
              link,
            });
          });
        }
        return { status: 200, message: M.resetSent };
      },
    );

    /**
     * POST /partner/password-reset-confirm/ `{ password1, password2, token }` -> 200 `{ status: 200,
     * message }`: sets the new password, uses the token up (single use) and signs the account out
     * everywhere (its sign-in tokens are revoked), all in one transaction. 400: 'Please input
     * Password!', 'Please confirm the Password!', 'The two passwords do not match.', 'Password must be
     * at least 8 characters long.', 'This password is too common. Please choose a less common
     * password.' (one of the 10,000 most common, issue 15), 'This password reset link is invalid or has expired.' (unknown,
     * used or expired token). Spec: access §2 'Reset password', §3, §5 'Reset', §7, §8.
     */
    api.post<{ Body: Partial<Record<keyof PasswordResetConfirmBody, unknown>> }>(
      '/partner/password-reset-confirm/',
      { schema: passwordResetConfirmSchema, config: { validationMessages: passwordResetConfirmMessages } },
      async (request) => {
        const { body } = request;
        const token = text(body, 'token', M.resetInvalid, 512);
        const password1 = typeof body.password1 === 'string' ? body.password1 : '';
        const password2 = typeof body.password2 === 'string' ? body.password2 : '';
        if (password1 === '') throw badRequest(M.passwordRequired);
        if (password2 === '') throw badRequest(M.confirmPasswordRequired);
        if (password1 !== password2) throw badRequest(M.passwordsDiffer);
        if (password1.length < MIN_PASSWORD_LENGTH || password1.length > 1024)
          throw badRequest(M.passwordTooShort);
        if (isCommonPassword(password1)) throw badRequest(M.passwordTooCommon);
        if (token === '') throw badRequest(M.resetInvalid);

        const passwordHash = await hashPassword(password1, ctx.passwordParams);
        await ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const userId = await useResetToken(tx, hashToken(token), now);
          if (userId === undefined) throw badRequest(M.resetInvalid);
          await setPasswordAndSignOut(tx, userId, passwordHash, now);
        });
        return { status: 200, message: M.resetDone };
      },
    );
  },
};
