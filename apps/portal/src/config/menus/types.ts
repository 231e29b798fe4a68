import type { Role } from '@partner-portal/api/roles';
import type { StorageKey } from '@partner-portal/api/storage';
import type { PlainMessage } from '../routeTitles.ts';
import type { RouteId } from '../routes.ts';

/** The three sidebar menus of operations §2 'Sidebar menus' (access §2: "pmt, fc or ppl, orion"). */
export type MenuArea = 'finance' | 'operations' | 'partner-network';

/**
 * Where a menu item's count comes from (the table names the source; fetching is wired in the app):
 * - `finance-task-count`: GET /finance/task-count/ (`client.invoiceRequests.taskCount`; "Actions (/actions), with a
 *   badge showing a pending task count");
 * - `escalations`: GET /management/escalation-tasks/ through `useEscalations`, the page's `count` ("escalate-tasks (badge
 *   of escalated-ticket total)"). Spec: operations §2 'Sidebar menus', §7 'Identity-adjacent'.
 */
export type MenuBadge = 'finance-task-count' | 'escalations';

/**
 * Something a menu item does before it navigates:
 * - `clear-edit-ids`: "Create New Record (/registration), which clears stored edit ids"
 *   (operations §2). The ids are the storage keys of {@link EDIT_ID_KEYS}.
 */
export type MenuAction = 'clear-edit-ids';

/**
 * The stored edit ids 'Create New Record' clears: of the values access §3 lists as stored, the one
 * that names a record being edited is `temp_vendor_id` (the partner record being registered). The
 * session ids (uuid, user_uuid) and the remembered rateId are not edit ids.
 */
export const EDIT_ID_KEYS: readonly StorageKey[] = ['temp_vendor_id'];

/**
 * When a menu entry shows; every condition of a list must hold.
 * - `roles`: the stored user_role is one of these ("shown for", "for finance_user").
 * - `exceptRoles`: the stored user_role is none of these ("hidden for").
 * - `holdsRole`: the user_role or any all_roles entry is this role ("Users with auditor_user among
 *   all roles").
 * - `partnerStatus: 'not-pending'`: the partner status has loaded and is not pending ("For a
 *   partner whose status is not pending"; a status not yet known counts as pending: access §3
 *   "status (default pending for partners)").
 */
export type MenuCondition =
  | { roles: readonly Role[] }
  | { exceptRoles: readonly Role[] }
  | { holdsRole: Role }
  | { partnerStatus: 'not-pending' };

/** One entry of a menu table. */
export interface MenuItemDefinition {
  /** The route it links to (its path and, by default, its label come from the route table). */
  route: RouteId;
  /** The menu text, when it differs from the route's title. */
  label?: PlainMessage;
  when?: readonly MenuCondition[];
  /** Fill the route's `:uuid` parameter with the signed-in user's uuid (My Profile). */
  uuidParam?: true;
  badge?: MenuBadge;
  action?: MenuAction;
}

/** A group of a menu table; `label: null` is a run of items shown without a group heading. */
export interface MenuSectionDefinition {
  id: string;
  label: PlainMessage | null;
  when?: readonly MenuCondition[];
  items: readonly MenuItemDefinition[];
}

/** One area's menu, as written from the spec. */
export interface MenuTable {
  area: MenuArea;
  sections: readonly MenuSectionDefinition[];
}

/** A menu entry as the sidebar shows it. */
export interface MenuItem {
  /** The route id. */
  id: RouteId;
  label: PlainMessage;
  href: string;
  badge?: MenuBadge;
  action?: MenuAction;
}

/** A group of visible entries; `label: null` means no group heading. */
export interface MenuGroup {
  id: string;
  label: PlainMessage | null;
  items: MenuItem[];
}
