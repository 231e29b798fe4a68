import type { Role } from '@partner-portal/api/roles';

/**
 * Roles that use the horizontal navigation variant. Spec: operations §2 'Sidebar menus': "A
 * horizontal navigation variant is used for finance, accounts, project_manager, client_invoicer,
 * coordinator, data_entry, client, verify_scheduler, client_admin, qc, customer_connect and
 * payable_partner_user." The spec's short names 'finance', 'accounts' and 'client' are the roles
 * finance_user, accounts_user and client_user (the spec drops '_user' in the same way for all three;
 * client_admin is named separately, client_manager is not named).
 */
export const HORIZONTAL_NAVIGATION_ROLES: readonly Role[] = [
  'finance_user',
  'accounts_user',
  'project_manager',
  'client_invoicer',
  'coordinator',
  'data_entry',
  'client_user',
  'verify_scheduler',
  'client_admin',
  'qc',
  'customer_connect',
  'payable_partner_user',
];
