import rateLimit from '@fastify/rate-limit';
import { FINANCE_SECOND_FACTOR_ROLES } from '@partner-portal/api/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAnyRole } from '../../auth/guard.ts';
import { postgresRateLimitStore } from '../../auth/rateLimitStore.ts';
import { DEFAULT_LOGIN_RATE, publicBaseUrl, type ServerConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { fill } from '../../text.ts';
import type { User } from '../../users.ts';
import { findTotp, listPasskeys, userMarkedForSecondFactor } from './repository.ts';
import { SECOND_FACTOR_MESSAGES as M } from './schemas.ts';

/** What a password sign-in still owes: nothing, a second factor, or enrolling one first. */
export type SecondFactorState = 'none' | 'verify' | 'enrol';

/** The second factors a user can complete the sign-in with. */
export interface SecondFactorMethods {
  passkey: boolean;
  totp: boolean;
}

/** The user's confirmed second factors. */
export async function secondFactorMethods(db: Db, userId: number): Promise<SecondFactorMethods> {
  const [passkeys, totp] = await Promise.all([listPasskeys(db, userId), findTotp(db, userId)]);
  return { passkey: passkeys.length > 0, totp: totp?.confirmed_at != null };
}

/**
 * True when the user must complete a second factor after the password: a finance role
 * (FINANCE_SECOND_FACTOR_ROLES) under FINANCE_SECOND_FACTOR=required, or a user an
 * administrator marked (users.second_factor_required). Issue 23 'Passkeys for staff'.
 */
export async function secondFactorRequired(db: Db, config: ServerConfig, user: User): Promise<boolean> {
  if (config.financeSecondFactor === 'required' && hasAnyRole(user, FINANCE_SECOND_FACTOR_ROLES)) return true;
  return userMarkedForSecondFactor(db, user.id);
}

/**
 * What the password sign-in of `user` owes: `verify` when a TOTP app is set up (the user chose it)
 * or a second factor is required and one exists; `enrol` when required and none exists; else `none`
 * (a passkey alone is another way in, not a demand). Issue 23.
 */
export async function secondFactorState(
  db: Db,
  config: ServerConfig,
  user: User,
): Promise<SecondFactorState> {
  const methods = await secondFactorMethods(db, user.id);
  if (methods.totp) return 'verify';
  if (!(await secondFactorRequired(db, config, user))) return 'none';
  return methods.passkey ? 'verify' : 'enrol';
}

/** The relying party of WebAuthn: PUBLIC_URL's host and origin (else http://localhost:PORT). */
export function relyingParty(config: ServerConfig): { id: string; name: string; origin: string } {
  const origin = publicBaseUrl(config);
  return { id: new URL(origin).hostname, name: config.productName, origin };
}

/**
 * The origins a WebAuthn answer may come from: PUBLIC_URL's; outside production also any origin on
 * the same host (the Vite dev server on another port).
 */
export function expectedOrigins(config: ServerConfig, clientDataJson: string): string[] {
  const rp = relyingParty(config);
  if (config.nodeEnv === 'production') return [rp.origin];
  try {
    const { origin } = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as {
      origin?: string;
    };
    if (typeof origin === 'string' && new URL(origin).hostname === rp.id) return [rp.origin, origin];
  } catch {
    // Not JSON: verification refuses it.
  }
  return [rp.origin];
}

/**
 * Registers the sign-in limits (per client address and for everyone, per minute, counted in
 * PostgreSQL like POST /partner/login/) and returns the preHandler that answers 429 over them.
 */
export async function signInRateLimit(api: FastifyInstance, nameSpace: string) {
  const { ctx } = api;
  await api.register(rateLimit, { global: false, store: postgresRateLimitStore(ctx.db, ctx.now) });
  const { perClientPerMinute, globalPerMinute } = ctx.config.loginRate ?? DEFAULT_LOGIN_RATE;
  const limits = [
    api.createRateLimit({
      nameSpace: `${nameSpace}:client:`,
      max: perClientPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => request.ip,
    } as never),
    api.createRateLimit({
      nameSpace: `${nameSpace}:all:`,
      max: globalPerMinute,
      timeWindow: 60_000,
      keyGenerator: () => 'all',
    } as never),
  ];
  return async (request: FastifyRequest) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new HttpError(429, fill(M.tooManyAttempts, { seconds }), { 'Retry-After': String(seconds) });
      }
    }
  };
}

/**
 * True when removing one `removing` factor would leave a user who must have a second factor
 * ({@link secondFactorRequired}) with none: the removal is then refused (409).
 */
export async function mustKeepSecondFactor(
  db: Db,
  config: ServerConfig,
  user: User,
  removing: 'passkey' | 'totp',
): Promise<boolean> {
  if (!(await secondFactorRequired(db, config, user))) return false;
  const [passkeys, totp] = await Promise.all([listPasskeys(db, user.id), findTotp(db, user.id)]);
  const passkeysLeft = passkeys.length - (removing === 'passkey' ? 1 : 0);
  const totpLeft = removing !== 'totp' && totp?.confirmed_at != null;
  return passkeysLeft <= 0 && !totpLeft;
}
