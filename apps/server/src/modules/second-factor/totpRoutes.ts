import { CALL_ROLES } from '@partner-portal/api/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import { authenticate, readToken } from '../../auth/guard.ts';
import { completeSecondFactor } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import { fill } from '../../text.ts';
import type { User } from '../../users.ts';
import { mustKeepSecondFactor, relyingParty } from './policy.ts';
import {
  acceptTotpStep,
  auditSecurityEvent,
  findTotp,
  open,
  removeTotp,
  seal,
  secondFactorKey,
  startTotp,
} from './repository.ts';
import { codeSchema, noInputSchema, SECOND_FACTOR_MESSAGES as M, type CodeBody } from './schemas.ts';

/** Codes of the previous and next 30-second step are accepted too (clock drift), once each. */
const TOLERANCE_SECONDS = 30;

/** Wrong codes before the user's progressive delay (the sign-in throttle) starts. */
const throttleKey = (user: User) => `second-factor:${user.id}`;

/**
 * The authenticator-app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1) calls of the staff user (issue 23):
 * state, set-up (a secret and otpauth:// URI shown once), confirmation with a first code, removal,
 * and the code as the second step of a password sign-in. The secret is stored sealed
 * (AES-256-GCM) and never answered again after the set-up. Each code is accepted once (its time
 * step is kept); wrong codes count towards the sign-in throttle of the user. Every set-up, use,
 * failure and removal is written to security_events.
 */
export function totpRoutes(api: FastifyInstance, limit: (request: FastifyRequest) => Promise<void>): void {
  const { ctx } = api;
  const staff = authenticate({ roles: CALL_ROLES.totp, allowSecondFactorPending: true });

  /** One security_events line for the signed-in user of `request`. */
  const audit = (request: FastifyRequest, kind: string, detail?: Record<string, unknown>) =>
    auditSecurityEvent(ctx.db, {
      userId: request.authUser!.id,
      kind,
      detail,
      ip: request.ip,
      now: ctx.now(),
    });

  /** Checks `code` against the user's secret (once per time step); true when it matches. */
  async function check(user: User, code: string, requireConfirmed: boolean): Promise<boolean> {
    const retryAfter = await ctx.loginLimiter.retryAfterSeconds(throttleKey(user), ctx.now());
    if (retryAfter > 0) {
      throw new HttpError(429, fill(M.tooManyAttempts, { seconds: retryAfter }), {
        'Retry-After': String(retryAfter),
      });
    }
    const row = await findTotp(ctx.db, user.id);
    if (!row || (requireConfirmed && row.confirmed_at === null)) throw new HttpError(409, M.totpNotFound);
    const secret = open(await secondFactorKey(ctx.db, ctx.config.secondFactorKey), row.secret_box);
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(ctx.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(row.last_step !== null && { afterTimeStep: row.last_step }),
    }).catch(() => ({ valid: false as const }));
    if (!result.valid) {
      await ctx.loginLimiter.recordFailure(throttleKey(user), ctx.now());
      return false;
    }
    await ctx.loginLimiter.reset(throttleKey(user));
    // A TOTP result always carries its RFC 6238 time step (the union type also covers HOTP).
    await acceptTotpStep(ctx.db, user.id, (result as { timeStep: number }).timeStep, ctx.now());
    return true;
  }

  /** GET /partner/totp/ -> `{ status, enrolled, confirmed_at }` (never the secret). */
  api.get('/partner/totp/', { schema: noInputSchema, preValidation: staff }, async (request) => {
    const row = await findTotp(ctx.db, request.authUser!.id);
    const confirmedAt = row?.confirmed_at ? new Date(row.confirmed_at).toISOString() : null;
    return { status: 200, enrolled: confirmedAt !== null, confirmed_at: confirmedAt };
  });

  /**
   * POST /partner/totp/enrol/ -> `{ status, message, secret, otpauth_uri }`: a new secret (again
   * while unconfirmed, replacing the previous); 409 when an app is already set up.
   */
  api.post(
    '/partner/totp/enrol/',
    { schema: noInputSchema, preValidation: staff, preHandler: limit },
    async (request) => {
      const user = request.authUser!;
      const existing = await findTotp(ctx.db, user.id);
      if (existing?.confirmed_at) throw new HttpError(409, M.totpAlreadyEnrolled);
      const secret = generateSecret();
      const key = await secondFactorKey(ctx.db, ctx.config.secondFactorKey);
      await startTotp(ctx.db, user.id, seal(key, secret), ctx.now());
      await audit(request, 'totp_started');
      const uri = generateURI({ issuer: relyingParty(ctx.config).name, label: user.email, secret });
      return { status: 200, message: M.totpStarted, secret, otpauth_uri: uri };
    },
  );

  /**
   * POST /partner/totp/confirm/ `{ code }` -> `{ status, message }`: the app is set up (and a
   * sign-in owing its second factor completes); 400 for a wrong code; 409 when no set-up was
   * started or it is already confirmed.
   */
  api.post<{ Body: CodeBody }>(
    '/partner/totp/confirm/',
    {
      schema: codeSchema,
      config: { validationMessages: { '*': M.code } },
      preValidation: staff,
      preHandler: limit,
    },
    async (request) => {
      const user = request.authUser!;
      const row = await findTotp(ctx.db, user.id);
      if (!row) throw new HttpError(409, M.totpNotStarted);
      if (row.confirmed_at) throw new HttpError(409, M.totpAlreadyEnrolled);
      if (!(await check(user, request.body.code, false))) {
        await audit(request, 'totp_refused', { step: 'confirm' });
        throw new HttpError(400, M.wrongCode);
      }
      await audit(request, 'totp_enrolled');
      if (request.secondFactorPending) await completeSecondFactor(ctx.db, readToken(request)!);
      return { status: 200, message: M.totpEnrolled };
    },
  );

  /** DELETE /partner/totp/ -> `{ status, message }`; 404 when none; 409 when it is a required last factor. */
  api.delete(
    '/partner/totp/',
    { schema: noInputSchema, preValidation: authenticate({ roles: CALL_ROLES.totp }) },
    async (request) => {
      const user = request.authUser!;
      if (!(await findTotp(ctx.db, user.id))) throw new HttpError(404, M.totpNotFound);
      if (await mustKeepSecondFactor(ctx.db, ctx.config, user, 'totp'))
        throw new HttpError(409, M.lastFactor);
      await removeTotp(ctx.db, user.id);
      await audit(request, 'totp_removed');
      return { status: 200, message: M.totpRemoved };
    },
  );

  /**
   * POST /partner/second-factor/totp/ `{ code }` (a session owing its second factor) ->
   * `{ status, message }`: the session becomes usable. 400 for a wrong code (the user stays on the
   * step); 409 when the session owes none or no app is set up; 429 after repeated wrong codes.
   */
  api.post<{ Body: CodeBody }>(
    '/partner/second-factor/totp/',
    {
      schema: codeSchema,
      config: { validationMessages: { '*': M.code } },
      preValidation: authenticate({ allowSecondFactorPending: true }),
      preHandler: limit,
    },
    async (request) => {
      const user = request.authUser!;
      if (!request.secondFactorPending) throw new HttpError(409, M.notPending);
      if (!(await check(user, request.body.code, true))) {
        await audit(request, 'totp_refused', { step: 'sign-in' });
        throw new HttpError(400, M.wrongCode);
      }
      await audit(request, 'totp_second_factor');
      await completeSecondFactor(ctx.db, readToken(request)!);
      return { status: 200, message: M.secondFactorDone };
    },
  );
}
