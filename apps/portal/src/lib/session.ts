import { isRole, type Portal, type Role } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { ROLE_TABLE } from '../config/roles.ts';
import type { PortalSession } from './access.ts';
import type { LandingInput } from './landing.ts';

/** Reads everything the landing decision needs from storage and the viewport. */
export function readLandingInput(overrides: Partial<LandingInput> = {}): LandingInput {
  return {
    role: storage.get('user_role'),
    allRoles: storage.get('all_roles'),
    uuid: storage.get('uuid'),
    lastPortal: storage.sessionPortal() ?? storage.get('chosen_portal'),
    viewportWidth: window.innerWidth,
    rateId: storage.get('rateId'),
    partnerPlans: storage.get('partnerPlans'),
    ...overrides,
  };
}

/**
 * The session portal for a role: from the role table, with `chosenPortal` (the chooser card
 * or interstitial group) deciding for admin; an unknown role keeps the chosen portal.
 */
export function portalForRole(role: string | null | undefined, chosenPortal: Portal | null): Portal {
  if (isRole(role)) {
    return ROLE_TABLE[role].portal({
      uuid: null,
      lastPortal: chosenPortal,
      viewportWidth: window.innerWidth,
    });
  }
  return chosenPortal ?? 'orion';
}

/** Whether a sign-in token is stored. */
export function hasSession(): boolean {
  return storage.get('token') !== null;
}

/** The portals a role can be worked in from the interstitial (admin works in pmt and orion). */
export function interstitialPortalsOf(role: Role): Portal[] {
  const portals = new Set<Portal>(
    (['orion', 'pmt', 'fc'] as const).map((chosen) => portalForRole(role, chosen)),
  );
  return [...portals];
}

/**
 * The session as the guards and menus see it, read from storage; `partnerStatus` comes from the
 * logged-in user info when it has loaded (access §3).
 */
export function readPortalSession(partnerStatus: string | null = null): PortalSession {
  return {
    signedIn: hasSession(),
    role: storage.get('user_role'),
    allRoles: storage.get('all_roles'),
    portal: storage.sessionPortal(),
    uuid: storage.get('uuid'),
    partnerStatus,
  };
}
