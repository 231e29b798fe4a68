import type { Portal, Role } from '@partner-portal/api/roles';
import { paths } from './paths.ts';

/** What the landing decision may look at besides the role. */
export interface LandingContext {
  /** The signed-in user's uuid (partners land on their own detail page). */
  uuid: string | null;
  /** The portal recorded last (chooser card or the stored session portal): decides admin's landing. */
  lastPortal: Portal | null;
  /** Viewport width in px; below {@link MOBILE_BREAKPOINT} the coordinator lands on /tasks. */
  viewportWidth: number;
}

/** Width in px below which the portal uses its mobile layout. Spec: access §9, operations §9. */
export const MOBILE_BREAKPOINT = 992;

/** One row of the role table: the work area a role signs in to and where it lands. */
export interface RoleEntry {
  /** The session portal stored at sign-in (access §3). */
  portal: (context: LandingContext) => Portal;
  /** The landing route after sign-in. */
  landing: (context: LandingContext) => string;
}

const fixed = (portal: Portal) => () => portal;

/**
 * THE role table: portal and landing route for each of the 21 roles. Spec: access §6 'Roles and
 * permissions' and §4 'Already signed in'. Nothing else in the portal decides a landing route.
 */
export const ROLE_TABLE: Record<Role, RoleEntry> = {
  // "partner | orion | /detail/{uuid}, or /account-options": the detail page when the uuid is
  // known, otherwise the account options.
  partner: {
    portal: fixed('orion'),
    landing: ({ uuid }) => (uuid ? paths.detail(uuid) : paths.accountOptions),
  },
  partner_employee: { portal: fixed('orion'), landing: () => paths.accountOptions },
  agent: { portal: fixed('orion'), landing: () => paths.records },
  internal_agent: { portal: fixed('orion'), landing: () => paths.records },
  qa: { portal: fixed('orion'), landing: () => paths.records },
  accounts_user: { portal: fixed('fc'), landing: () => paths.finance },
  finance_user: { portal: fixed('fc'), landing: () => paths.finance },
  client_invoicer: { portal: fixed('fc'), landing: () => paths.clientInvoices },
  payable_partner_user: { portal: fixed('ppl'), landing: () => paths.invoiceList },
  // "project_manager | pmt | /project (the login screen) or /tasks (the form-based landing)": this
  // portal signs in from the login screen, so the login-screen reading applies.
  project_manager: { portal: fixed('pmt'), landing: () => paths.project },
  // "coordinator | pmt | /ticket-list on desktop, /tasks on mobile" (mobile: width below 992).
  coordinator: {
    portal: fixed('pmt'),
    landing: ({ viewportWidth }) => (viewportWidth < MOBILE_BREAKPOINT ? paths.tasks : paths.ticketList),
  },
  data_entry: { portal: fixed('pmt'), landing: () => paths.tasks },
  verify_scheduler: { portal: fixed('pmt'), landing: () => paths.verifySchedule },
  client_user: { portal: fixed('pmt'), landing: () => paths.clientProjectList },
  client_manager: { portal: fixed('pmt'), landing: () => paths.clientProjectList },
  client_admin: { portal: fixed('pmt'), landing: () => paths.clientProjectList },
  qc: { portal: fixed('pmt'), landing: () => paths.qcTicketList },
  auditor_user: { portal: fixed('pmt'), landing: () => paths.auditDocuments },
  customer_connect: { portal: fixed('pmt'), landing: () => paths.rawAddress },
  kci: { portal: fixed('kci'), landing: () => paths.kciTasks },
  // "admin | pmt or orion | /tasks when the last portal was pmt, otherwise /records".
  admin: {
    portal: ({ lastPortal }) => (lastPortal === 'pmt' ? 'pmt' : 'orion'),
    landing: ({ lastPortal }) => (lastPortal === 'pmt' ? paths.tasks : paths.records),
  },
};

/**
 * Roles that a stored partnerPlans flag or rateId sends to /partner-plans or /rate/{rateId} after
 * sign-in. Spec: access §4 names exactly these four; operations §6 also lets internal_agent open
 * those routes, but only by navigation, not as a sign-in redirect.
 */
export const PLAN_REDIRECT_ROLES: readonly Role[] = ['project_manager', 'coordinator', 'admin', 'partner'];
