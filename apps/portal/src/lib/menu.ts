import { isRole, type Portal } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { FINANCE_MENU } from '../config/menus/finance.ts';
import { HORIZONTAL_NAVIGATION_ROLES } from '../config/menus/navigation.ts';
import { OPERATIONS_MENU } from '../config/menus/operations.ts';
import { PARTNER_NETWORK_MENU } from '../config/menus/partnerNetwork.ts';
import {
  EDIT_ID_KEYS,
  type MenuAction,
  type MenuArea,
  type MenuCondition,
  type MenuGroup,
  type MenuItem,
  type MenuTable,
} from '../config/menus/types.ts';
import { hrefTo } from '../config/paths.ts';
import { ROLE_TABLE } from '../config/roles.ts';
import { titleOf } from '../config/routeTitles.ts';
import { routeById, type RouteId } from '../config/routes.ts';
import { isAllowed, type PortalSession } from './access.ts';

const MENUS: Record<MenuArea, MenuTable> = {
  finance: FINANCE_MENU,
  operations: OPERATIONS_MENU,
  'partner-network': PARTNER_NETWORK_MENU,
};

const AREA_OF_PORTAL: Record<Portal, MenuArea> = {
  fc: 'finance',
  ppl: 'finance',
  pmt: 'operations',
  kci: 'operations',
  orion: 'partner-network',
};

/**
 * The menu area of a session: the work area of the stored user_role (the role table's portal, with
 * the stored session portal deciding for admin), or null when signed out or the role is unknown.
 * Spec: operations §2 "The menu is chosen by stored user_role", access §2 "Sidebar content depends on
 * the area: pmt, fc or ppl, orion".
 */
export function menuAreaFor(session: PortalSession): MenuArea | null {
  if (!session.signedIn || !isRole(session.role)) return null;
  const portal = ROLE_TABLE[session.role].portal({
    uuid: session.uuid,
    lastPortal: session.portal,
    viewportWidth: Number.POSITIVE_INFINITY,
  });
  return AREA_OF_PORTAL[portal];
}

function holds(condition: MenuCondition, session: PortalSession): boolean {
  const role = session.role ?? '';
  if ('roles' in condition) return (condition.roles as readonly string[]).includes(role);
  if ('exceptRoles' in condition) return !(condition.exceptRoles as readonly string[]).includes(role);
  if ('holdsRole' in condition)
    return role === condition.holdsRole || session.allRoles.includes(condition.holdsRole);
  return session.partnerStatus !== null && session.partnerStatus !== 'pending';
}

const allHold = (conditions: readonly MenuCondition[] = [], session: PortalSession) =>
  conditions.every((condition) => holds(condition, session));

/**
 * The sidebar menu of a session: the groups and entries of its area's table (config/menus/) whose
 * conditions hold, leaving out entries the route guard would refuse (`decideAccess`: a menu never
 * offers a page that sends to /not-found), entries already shown, and groups left empty. Pure.
 * Spec: operations §2 'Sidebar menus', §6 'Route guards'.
 */
export function menuFor(session: PortalSession): MenuGroup[] {
  const area = menuAreaFor(session);
  if (!area) return [];
  const shown = new Set<RouteId>();
  const groups: MenuGroup[] = [];
  for (const section of MENUS[area].sections) {
    if (!allHold(section.when, session)) continue;
    const items: MenuItem[] = [];
    for (const definition of section.items) {
      const route = routeById(definition.route);
      if (shown.has(route.id) || !allHold(definition.when, session) || !isAllowed(route, session)) continue;
      if (definition.uuidParam && !session.uuid) continue;
      shown.add(route.id);
      items.push({
        id: route.id,
        label: definition.label ?? titleOf(route.id),
        href: hrefTo(route.id, definition.uuidParam && session.uuid ? { uuid: session.uuid } : {}),
        ...(definition.badge ? { badge: definition.badge } : {}),
        ...(definition.action ? { action: definition.action } : {}),
      });
    }
    if (items.length > 0) groups.push({ id: section.id, label: section.label, items });
  }
  return groups;
}

/**
 * 'horizontal' for the roles of operations §2 that use the horizontal navigation variant,
 * otherwise 'vertical' (the sidebar).
 */
export function navigationVariantFor(role: string | null): 'horizontal' | 'vertical' {
  return (HORIZONTAL_NAVIGATION_ROLES as readonly string[]).includes(role ?? '') ? 'horizontal' : 'vertical';
}

/**
 * Runs a menu entry's action before it navigates: `clear-edit-ids` removes the stored edit ids
 * (config/menus/types.ts `EDIT_ID_KEYS`) through packages/api storage. Spec: operations §2
 * "Create New Record (/registration), which clears stored edit ids".
 */
export function runMenuAction(action: MenuAction): void {
  if (action === 'clear-edit-ids') storage.remove(...EDIT_ID_KEYS);
}
