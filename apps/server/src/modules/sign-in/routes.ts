import { authenticate, readToken } from '../../auth/guard.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { issueToken, revokeToken } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findUserByEmail, normaliseEmail } from '../../users.ts';
import {
  LOGIN_MESSAGES,
  loginMessages,
  loginSchema,
  tooManyAttemptsMessage,
  type LoginBody,
} from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

/**
 * Sign-in with e-mail and password, the signed-in user's info and sign-out.
 * Spec: access §3 (login response, logged-in user info), §4 (sign-in states), §7 (calls).
 */
export const signInRoutes: RouteModule = {
  name: 'sign-in',
  plugin: async (api) => {
    const { ctx } = api;

    /**
     * POST /partner/login/ `{ email, password }` -> 200 `{ status: 200, message, token, uuid,
     * ticket_role, all_roles, user_role, fullname, email }`; 401 'Invalid email or password.' for
     * an unknown e-mail or a wrong password alike; 400 on a bad body; 429 (with Retry-After) after
     * 10 failures for one e-mail within 15 minutes. Spec: access §3, §4, §7, §8.
     */
    api.post<{ Body: LoginBody }>(
      '/partner/login/',
      {
        schema: loginSchema,
        config: { validationMessages: loginMessages },
      },
      async (request) => {
        const email = normaliseEmail(request.body.email);
        const nowMs = ctx.now().getTime();
        const retryAfter = ctx.loginLimiter.retryAfterSeconds(email, nowMs);
        if (retryAfter > 0) {
          throw new HttpError(429, tooManyAttemptsMessage(retryAfter), { 'Retry-After': String(retryAfter) });
        }
        const user = await findUserByEmail(ctx.db, email);
        const ok = user
          ? await verifyPassword(request.body.password, user.password_hash)
          : await verifyAgainstDummy(request.body.password, ctx.passwordParams);
        if (!user || !ok) {
          // Counted after the check so that concurrent correct sign-ins are never refused; guesses
          // already in flight when the limit is reached may still finish (bounded by concurrency).
          ctx.loginLimiter.recordFailure(email, ctx.now().getTime());
          throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
        }

        ctx.loginLimiter.reset(email);
        const { token } = await issueToken(ctx.db, user.id, {
          ttlHours: ctx.config.tokenTtlHours,
          now: ctx.now(),
        });
        request.log.info({ userId: user.id }, 'signed in');
        return {
          status: 200,
          message: LOGIN_MESSAGES.success,
          token,
          uuid: user.uuid,
          ticket_role: user.ticket_role,
          all_roles: user.all_roles,
          user_role: user.user_role,
          fullname: user.full_name,
          email: user.email,
        };
      },
    );

    /**
     * GET /partner/login-user-info/ -> `{ status: 200, LogedInUserInfo: { fullname, email, uuid,
     * phone, status, all_roles } }` (the spec's spelling); 401 without a live token.
     * Spec: access §3 (logged-in user info), §4 (401 signs out), §7; operations §7.
     */
    api.get(
      '/partner/login-user-info/',
      { schema: noQuerySchema, preValidation: authenticate() },
      async (request) => {
        const user = request.authUser!;
        return {
          status: 200,
          LogedInUserInfo: {
            fullname: user.full_name,
            email: user.email,
            uuid: user.uuid,
            phone: user.phone,
            status: user.status,
            all_roles: user.all_roles,
          },
        };
      },
    );

    /**
     * POST /partner/logout/ (our addition; the spec's logout only clears local storage, access §4):
     * revokes the presented token so it stops working at once. 200 `{ status: 200, message:
     * 'Logged out' }`; 401 when the token is already unusable.
     */
    api.post(
      '/partner/logout/',
      { schema: noQuerySchema, preValidation: authenticate() },
      async (request, reply) => {
        const token = readToken(request);
        if (token !== undefined) await revokeToken(ctx.db, token, ctx.now());
        return reply.send({ status: 200, message: LOGIN_MESSAGES.loggedOut });
      },
    );
  },
};
