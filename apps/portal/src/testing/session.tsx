import type { Portal, Role } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { useLocation } from 'react-router';

/**
 * Test helpers shared by the portal's router and route tests (not shipped: only tests import them).
 */

/** Shows where the router ended up, as an `output` named 'Current path' (role status). */
export function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname + location.search}</output>;
}

/** Stores a signed-in session for `role` on `portal`, as a successful login would (access §5). */
export function signInAs(role: Role, portal: Portal = 'pmt'): void {
  storage.set('token', 'test-token');
  storage.set('uuid', 'u-1');
  storage.set('user_role', role);
  storage.setSessionPortal(portal);
}
