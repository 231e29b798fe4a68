/**
 * The 21 user roles the server can return in `user_role` / `ticket_role` / `all_roles`.
 * Spec: operations §6 (role list), access §6 (role table).
 */
export const ROLES = [
  'admin',
  'project_manager',
  'coordinator',
  'kci',
  'auditor_user',
  'finance_user',
  'accounts_user',
  'data_entry',
  'client_user',
  'client_manager',
  'client_admin',
  'client_invoicer',
  'qc',
  'customer_connect',
  'payable_partner_user',
  'verify_scheduler',
  'agent',
  'internal_agent',
  'qa',
  'partner',
  'partner_employee',
] as const;

/** One of the 21 roles of the spec. */
export type Role = (typeof ROLES)[number];

/**
 * The stored `loged_in_to` value naming the work area (portal) a user signed in to:
 * `orion` Partner Management, `fc` Finance Central, `ppl` payable-partner finance menu,
 * `pmt` Project Management, `kci` the KCI area. Spec: access §1, §3.
 */
export const PORTALS = ['orion', 'fc', 'ppl', 'pmt', 'kci'] as const;

/** A `loged_in_to` value. */
export type Portal = (typeof PORTALS)[number];

/** True when `value` is one of the 21 roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `value` is a known `loged_in_to` value. */
export function isPortal(value: unknown): value is Portal {
  return typeof value === 'string' && (PORTALS as readonly string[]).includes(value);
}
