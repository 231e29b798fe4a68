import { canCall, isRole, type CallName } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import type { Portal, Role } from '@partner-portal/api/roles';
import { paths } from '../config/paths.ts';
import type { RouteEntry } from '../config/routes.ts';

/** What the guards and menus look at: the stored session and, for partners, the loaded status. */
export interface PortalSession {
  /** True when a sign-in token is stored. */
  signedIn: boolean;
  /** The stored `user_role` as read: a role, an unknown string, or null. */
  role: string | null;
  /** The stored `all_roles` list. */
  allRoles: readonly Role[];
  /** The stored session portal (work area), or null. */
  portal: Portal | null;
  /** The signed-in user's uuid (a plain id), or null. */
  uuid: string | null;
  /**
   * The partner status from the logged-in user info (access §3: "status (default pending for
   * partners)"), or null while unknown.
   */
  partnerStatus: string | null;
}

/** The guard's answer for one route: render it, or go to `to` instead. */
export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: AccessDecision = { kind: 'allow' };

/**
 * Whether `session` may open `route`, and where to go if not. Pure: the route table decides.
 * - Public routes: everyone.
 * - Signed in: the stored `user_role` must be in the route's roles (an unknown or missing role
 *   never is); otherwise the route's fallback (/not-found unless the spec states /portals or
 *   /signin). Spec: operations §6 'Route guards'.
 * - Signed out: a route that states its own fallback ("Others go to /portals", "otherwise
 *   /signin") sends there; any other route sends to the portal chooser /portals, where signing in
 *   starts (the 404 page is for users who are signed in but lack the role).
 */
export function decideAccess(
  route: RouteEntry,
  session: Pick<PortalSession, 'signedIn' | 'role'>,
): AccessDecision {
  if (route.access.kind === 'public') return ALLOW;
  if (!session.signedIn) {
    return { kind: 'redirect', to: route.fallback === paths.notFound ? paths.portals : route.fallback };
  }
  const allowed = session.role !== null && (route.access.roles as readonly string[]).includes(session.role);
  return allowed ? ALLOW : { kind: 'redirect', to: route.fallback };
}

/** Shorthand: whether {@link decideAccess} allows. */
export function isAllowed(route: RouteEntry, session: Pick<PortalSession, 'signedIn' | 'role'>): boolean {
  return decideAccess(route, session).kind === 'allow';
}

/**
 * Whether the signed-in user may make `call`, by the one call table the server also enforces
 * (`CALL_ROLES`, packages/api/src/roles.ts): the stored `user_role` or any of `all_roles`.
 * Screens hide the actions of calls the user may not make. Spec: operations §6.
 */
export function userCan(call: CallName): boolean {
  const role = storage.get('user_role');
  return canCall(call, isRole(role) ? role : null, storage.get('all_roles').filter(isRole));
}
