import { storage } from '@partner-portal/api/storage';
import { NotAuthorizedScreen } from '@partner-portal/forms/errors';
import { paths } from '../config/paths.ts';

/** /not-authorized: 401 with 'Log Out', which clears token, uuid, role, portal and all-roles (access §2). */
export function NotAuthorizedRoute() {
  return <NotAuthorizedScreen portalsHref={paths.portals} onLogOut={() => storage.clearSession()} />;
}
