import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { hasSession } from '../lib/session.ts';

/** At `/`: no stored token goes to /portals, a token to /signin (access §2 'Public routes'). */
export function RootRedirectRoute() {
  return <Navigate to={hasSession() ? paths.signIn : paths.portals} replace />;
}
