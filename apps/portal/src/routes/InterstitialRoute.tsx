import type { Portal, Role } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import {
  Interstitial,
  type InterstitialGroup,
  type InterstitialPortal,
} from '@partner-portal/forms/interstitial';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { appMessages } from '../lib/messages.ts';
import { paths } from '../config/paths.ts';
import { hasSession, interstitialPortalsOf, portalForRole } from '../lib/session.ts';
import { useSignOut } from '../lib/useSignOut.ts';

const groupOf: Record<Portal, InterstitialPortal> = {
  orion: 'orion',
  fc: 'fc',
  ppl: 'fc',
  pmt: 'pmt',
  kci: 'pmt',
};

/** Groups all_roles by the work area each role is worked in (admin appears in two). */
export function groupRoles(roles: readonly Role[]): InterstitialGroup[] {
  const groups: Record<InterstitialPortal, Role[]> = { orion: [], fc: [], pmt: [] };
  for (const role of roles) {
    const areas = new Set(interstitialPortalsOf(role).map((portal) => groupOf[portal]));
    for (const area of areas) groups[area].push(role);
  }
  return (['orion', 'fc', 'pmt'] as const).map((portal) => ({ portal, roles: groups[portal] }));
}

/**
 * /interstitial: for users with entries in all_roles. Choosing 'Log In as {role}' stores that role
 * and its work area, then /signin routes by it; 'Logout' signs out to /portals (beyond the spec).
 * Spec: access §2 'Interstitial', §4.
 */
export function InterstitialRoute() {
  const intl = useIntl();
  const signOut = useSignOut();
  if (!hasSession()) return <Navigate to={paths.portals} replace />;
  const allRoles = storage.get('all_roles');
  const onChooseRole = (role: string, area: InterstitialPortal) => {
    storage.set('user_role', role as Role);
    storage.setSessionPortal(portalForRole(role, area));
  };
  return (
    <>
      <title>{intl.formatMessage(appMessages.productTitle)}</title>
      <Interstitial
        groups={groupRoles(allRoles)}
        onChooseRole={onChooseRole}
        signInHref={paths.signIn}
        onLogout={() => void signOut()}
        title={intl.formatMessage(appMessages.productTitle)}
        tagline={intl.formatMessage(appMessages.tagline)}
      />
    </>
  );
}
