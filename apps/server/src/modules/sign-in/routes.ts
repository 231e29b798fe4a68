import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { authenticate, readToken } from '../../auth/guard.ts';
import { postgresRateLimitStore } from '../../auth/rateLimitStore.ts';
import { DEFAULT_LOGIN_RATE } from '../../config.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { issueToken, revokeToken } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findUserByEmail, normaliseEmail, replacePasswordHash } from '../../users.ts';
import {
  LOGIN_MESSAGES,
  loginMessages,
  loginSchema,
  tooManyAttemptsMessage,
  tooManySignInsMessage,
  type LoginBody,
} from './schemas.ts';
import { noQuerySchema } from '../shared.ts';
import { secondFactorMethods, secondFactorState } from '../second-factor/policy.ts';
import { loginAnswer } from './session.ts';

/**
 * Sign-in with e-mail and password, the signed-in user's info and sign-out.
 * Spec: access §3 (login response, logged-in user info), §4 (sign-in states), §7 (calls).
 */
export const signInRoutes: RouteModule = {
  name: 'sign-in',
  plugin: async (api) => {
    const { ctx } = api;
    // Per-client and global limits (issue 15), counted in PostgreSQL so every instance shares them.
    await api.register(rateLimit, { global: false, store: postgresRateLimitStore(ctx.db, ctx.now) });
    const { perClientPerMinute, globalPerMinute } = ctx.config.loginRate ?? DEFAULT_LOGIN_RATE;
    const limits = [
      api.createRateLimit({
        nameSpace: 'login:client:',
        max: perClientPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => request.ip,
      } as never),
      api.createRateLimit({
        nameSpace: 'login:all:',
        max: globalPerMinute,
        timeWindow: 60_000,
        keyGenerator: () => 'all',
      } as never),
    ];
    /** 429 with Retry-After once the client's or everyone's sign-ins this minute are over the limit. */
    const checkRateLimits = async (request: FastifyRequest) => {
      for (const limit of limits) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          throw new HttpError(429, tooManySignInsMessage(seconds), { 'Retry-After': String(seconds) });
        }
      }
    };

    /**
     * POST /partner/login/ `{ email, password }` -> 200 `{ status: 200, message, token, uuid,
     * ticket_role, all_roles, user_role, fullname, email }`; 401 'Invalid email or password.' for
     * an unknown e-mail, a wrong password and an account without a password alike (each runs one
     * password hash, so timing tells them apart no more than the answer); with `second_factor` and
     * `second_factor_methods` when a second factor is owed (issue 23: the token then works only for
     * the second-factor and enrolment calls); 400 on a bad body; 429
     * (with Retry-After) over the per-client or global limit per minute, or while the e-mail's
     * progressive delay after repeated failures runs (LoginLimiter). Spec: access §3, §4, §7, §8;
     * issue 15.
     */
    api.post<{ Body: LoginBody }>(
      '/partner/login/',
      {
        schema: loginSchema,
        config: { validationMessages: loginMessages },
        preHandler: checkRateLimits,
      },
      async (request) => {
        const email = normaliseEmail(request.body.email);
        const retryAfter = await ctx.loginLimiter.retryAfterSeconds(email, ctx.now());
        if (retryAfter > 0) {
          throw new HttpError(429, tooManyAttemptsMessage(retryAfter), { 'Retry-After': String(retryAfter) });
        }
        const user = await findUserByEmail(ctx.db, email);
        const ok = user
          ? await verifyPassword(request.body.password, user.password_hash, ctx.passwordParams)
          : await verifyAgainstDummy(request.body.password, ctx.passwordParams);
        if (!user || !ok) {
          // Counted after the check so that concurrent correct sign-ins are never refused; guesses
          // already in flight when the limit is reached may still finish (bounded by concurrency).
          await ctx.loginLimiter.recordFailure(email, ctx.now());
          throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
        }

        await ctx.loginLimiter.reset(email);
        // Hashes of an older scheme or cost (scrypt) become argon2id now that the password is known.
        if (needsRehash(user.password_hash, ctx.passwordParams)) {
          const stronger = await hashPassword(request.body.password, ctx.passwordParams);
          await replacePasswordHash(ctx.db, user.id, user.password_hash, stronger);
        }
        // A finance role under FINANCE_SECOND_FACTOR=required, or a user with an authenticator
        // app, gets a token usable only for the second step (issue 23).
        const state = await secondFactorState(ctx.db, ctx.config, user);
        const { token } = await issueToken(ctx.db, user.id, {
          ttlHours: ctx.config.tokenTtlHours,
          now: ctx.now(),
          secondFactorPending: state !== 'none',
        });
        request.log.info({ userId: user.id, secondFactor: state }, 'signed in');
        if (state === 'none') return loginAnswer(user, token);
        return loginAnswer(user, token, { state, methods: await secondFactorMethods(ctx.db, user.id) });
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
      { schema: noQuerySchema, preValidation: authenticate({ allowSecondFactorPending: true }) },
      async (request, reply) => {
        const token = readToken(request);
        if (token !== undefined) await revokeToken(ctx.db, token, ctx.now());
        return reply.send({ status: 200, message: LOGIN_MESSAGES.loggedOut });
      },
    );
  },
};
