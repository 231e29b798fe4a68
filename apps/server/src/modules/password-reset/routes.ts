import { isEmail } from '@partner-portal/api/validation';
import { hashPassword } from '../../auth/password.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { publicBaseUrl } from '../../config.ts';
import { badRequest, objectBody, text } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { findUserByEmail, normaliseEmail } from '../../users.ts';
import type { RouteModule } from '../../routes/types.ts';

/** Lifetime of a password reset link in ms (30 minutes). */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** Wait between two reset e-mails for one account in ms, and most e-mails per hour. */
export const RESET_RESEND_WAIT_MS = 60_000;
export const RESET_HOURLY_CAP = 5;

/** Shortest new password, in characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** Body of POST /partner/password-reset/. Spec: access §3 'Password reset payloads'. */
export interface PasswordResetBody {
  email: string;
  /** The address of the reset page as the portal sends it; ignored (links use PUBLIC_URL). */
  host?: string;
}

/** Body of POST /partner/password-reset-confirm/. Spec: access §3 'Password reset payloads'. */
export interface PasswordResetConfirmBody {
  token: string;
  password1: string;
  password2: string;
}

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
    api.post('/partner/password-reset/', async (request) => {
      const body = objectBody(request.body, M.invalidEmail);
      const email = normaliseEmail(text(body, 'email', M.invalidEmail, 254));
      if (!isEmail(email)) throw badRequest(M.invalidEmail);
      text(body, 'host', M.invalidEmail, 2048);

      const user = await findUserByEmail(ctx.db, email);
      if (user) {
        await ctx.db.transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reset:${user.id}`]);
          const now = ctx.now();
          const recent = await tx.query<{ created_at: Date }>(
            `SELECT created_at FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2
              ORDER BY created_at DESC`,
            [user.id, new Date(now.getTime() - 3_600_000)],
          );
          const latest = recent[0];
          if (latest && now.getTime() - new Date(latest.created_at).getTime() < RESET_RESEND_WAIT_MS) return;
          if (recent.length >= RESET_HOURLY_CAP) return;
          await tx.query(
            'UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
            [user.id, now],
          );
          const token = generateToken();
          await tx.query(
            'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
            [hashToken(token), user.id, now, new Date(now.getTime() + RESET_TOKEN_TTL_MS)],
          );
          const link = `${publicBaseUrl(ctx.config)}/reset-password?token=${encodeURIComponent(token)}`;
          await ctx.notifier.send({
            channel: 'email',
            to: user.email,
            subject: 'Reset your Partner Portal password',
            body:
              `Hello ${user.full_name || user.email},\n\nOpen this link within 30 minutes to choose a new password:\n` +
              `${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
            link,
          });
        });
      }
      return { status: 200, message: M.resetSent };
    });

    /**
     * POST /partner/password-reset-confirm/ `{ password1, password2, token }` -> 200 `{ status: 200,
     * message }`: sets the new password, uses the token up (single use) and signs the account out
     * everywhere (its sign-in tokens are revoked), all in one transaction. 400: 'Please input
     * Password!', 'Please confirm the Password!', 'The two passwords do not match.', 'Password must be
     * at least 8 characters long.', 'This password reset link is invalid or has expired.' (unknown,
     * used or expired token). Spec: access §2 'Reset password', §3, §5 'Reset', §7, §8.
     */
    api.post('/partner/password-reset-confirm/', async (request) => {
      const body = objectBody(request.body, M.passwordRequired);
      const token = text(body, 'token', M.resetInvalid, 512);
      const password1 = typeof body.password1 === 'string' ? body.password1 : '';
      const password2 = typeof body.password2 === 'string' ? body.password2 : '';
      if (password1 === '') throw badRequest(M.passwordRequired);
      if (password2 === '') throw badRequest(M.confirmPasswordRequired);
      if (password1 !== password2) throw badRequest(M.passwordsDiffer);
      if (password1.length < MIN_PASSWORD_LENGTH || password1.length > 1024)
        throw badRequest(M.passwordTooShort);
      if (token === '') throw badRequest(M.resetInvalid);

      const passwordHash = await hashPassword(password1, ctx.passwordParams);
      await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const [row] = await tx.query<{ user_id: number }>(
          `UPDATE password_reset_tokens SET used_at = $2
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
            RETURNING user_id`,
          [hashToken(token), now],
        );
        if (!row) throw badRequest(M.resetInvalid);
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.user_id, passwordHash]);
        await tx.query('UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
          row.user_id,
          now,
        ]);
      });
      return { status: 200, message: M.resetDone };
    });
  },
};
