import type { Role } from '@partner-portal/api/roles';
import { isRole } from '@partner-portal/api/roles';
import { paths } from '../config/paths.ts';
import { PLAN_REDIRECT_ROLES, ROLE_TABLE, type LandingContext } from '../config/roles.ts';

/** What is stored about the signed-in user when the landing decision runs. */
export interface LandingInput extends LandingContext {
  /** The stored `user_role` as read (may be an unknown string, or null). */
  role: string | null;
  /** The stored `all_roles` list. */
  allRoles: readonly Role[];
  /** A remembered rate-card id (already validated as a plain id), or null. */
  rateId: string | null;
  /** Whether the partner-plans flag is remembered. */
  partnerPlans: boolean;
}

/**
 * The route a signed-in user is sent to: the remembered partner-plans or rate page for the roles of
 * access §4, else the role's landing route of access §6, else /interstitial for a user holding
 * other roles, else /not-authorized. Spec: access §4 'Already signed in', §6.
 */
export function landingRoute(input: LandingInput): string {
  const { role } = input;
  if (!isRole(role)) {
    return input.allRoles.length > 0 ? paths.interstitial : paths.notAuthorized;
  }
  if (PLAN_REDIRECT_ROLES.includes(role)) {
    if (input.partnerPlans) return paths.partnerPlans;
    if (input.rateId) return paths.rate(input.rateId);
  }
  return ROLE_TABLE[role].landing(input);
}

/**
 * The route right after a successful sign-in: /interstitial first for a user with any entry in
 * all_roles, otherwise {@link landingRoute}. Spec: access §4 'Sign-in'.
 */
export function afterSignInRoute(input: LandingInput): string {
  return input.allRoles.length > 0 ? paths.interstitial : landingRoute(input);
}
