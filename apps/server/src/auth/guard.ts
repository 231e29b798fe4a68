import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@partner-portal/api/roles';
import { HttpError } from '../errors.ts';
import { findUserById, type User } from '../users.ts';
import { lookupToken } from './tokens.ts';

/** Texts of the guard's answers (Django REST framework wording, which the portal was built against). */
export const AUTH_MESSAGES = {
  missing: 'Authentication credentials were not provided.',
  malformed: 'Invalid token header.',
  invalid: 'Invalid token.',
  expired: 'Token has expired.',
  forbidden: 'You do not have permission to perform this action.',
  secondFactorPending: 'Complete the second sign-in step first.',
} as const;

/** Options of {@link requireUser}. */
export interface RequireUserOptions {
  /**
   * Roles allowed to make the call; omitted means any signed-in user. A user qualifies through
   * `user_role` or any entry of `all_roles` (a multi-role user may act in each of its roles).
   */
  roles?: readonly Role[];
  /**
   * Accept a session whose second factor is still owed (the second-factor and TOTP enrolment
   * calls only; issue 23). Otherwise such a session is refused with 403.
   */
  allowSecondFactorPending?: boolean;
}

const unauthorized = (message: string) => new HttpError(401, message, { 'WWW-Authenticate': 'Token' });

/**
 * Reads the raw token from `Authorization: Token <key>` (operations §7). Returns undefined when
 * there is no such header (or another scheme), and throws 401 when the header is malformed.
 */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const [scheme, key, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token') return undefined;
  if (key === undefined || rest.length > 0 || key.length > 512) {
    throw unauthorized(AUTH_MESSAGES.malformed);
  }
  return key;
}

/**
 * The guard every authenticated call uses: resolves `Authorization: Token <key>` to the signed-in
 * user, or throws HTTP 401 (no, malformed, unknown, revoked or expired token) or HTTP 403 (role
 * not in `options.roles`). The user is cached on `request.authUser`.
 * Spec: access §7 ("All authenticated calls carry the stored token in an Authorization header"),
 * access §4 (a 401 from login-user-info signs the user out), operations §6 (roles).
 *
 * @example
 * api.get('/finance/task-count/', async (request) => {
 *   const user = await requireUser(request, { roles: ['finance_user', 'accounts_user'] });
 *   ...
 * });
 */
export async function requireUser(request: FastifyRequest, options: RequireUserOptions = {}): Promise<User> {
  let user = request.authUser;
  if (!user) {
    const token = readToken(request);
    if (token === undefined) throw unauthorized(AUTH_MESSAGES.missing);
    const { db, now } = request.server.ctx;
    const found = await lookupToken(db, token, now());
    if (!found.ok) {
      throw unauthorized(found.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    }
    user = (await findUserById(db, found.userId)) ?? null;
    if (!user) throw unauthorized(AUTH_MESSAGES.invalid);
    request.authUser = user;
    request.secondFactorPending = found.secondFactorPending;
  }
  if (request.secondFactorPending && !options.allowSecondFactorPending) {
    throw new HttpError(403, AUTH_MESSAGES.secondFactorPending);
  }
  if (options.roles && !hasAnyRole(user, options.roles)) {
    throw new HttpError(403, AUTH_MESSAGES.forbidden);
  }
  return user;
}

/** True when the user holds one of `roles` as `user_role` or in `all_roles`. Spec: operations §6. */
export function hasAnyRole(user: Pick<User, 'user_role' | 'all_roles'>, roles: readonly Role[]): boolean {
  const held = new Set<string>([user.user_role, ...user.all_roles]);
  return roles.some((role) => held.has(role));
}

/**
 * The same guard as a Fastify `preHandler`, for routes that only need the check:
 * `{ preHandler: authenticate({ roles: ['qc'] }) }`; the handler then reads `request.authUser`.
 * Spec: access §7, operations §6.
 */
export function authenticate(options: RequireUserOptions = {}): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await requireUser(request, options);
  };
}
