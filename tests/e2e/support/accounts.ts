/**
 * The demo accounts the reference server seeds (README 'Demo accounts'). Every password is the same.
 * The expected landing routes and page titles are written out here on purpose, from the spec
 * (access §6 'Roles and permissions', README landing table) and the visible page titles: the tests
 * are the independent oracle for the portal's own role table, so they do not import it.
 */

/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo-pass-2026';

/** The e-mail of the demo user for `role` (`<role>@demo.test`). */
export const emailOf = (role: string): string => `${role}@demo.test`;

/** A user with several all_roles entries (project_manager, coordinator, finance_user, agent). */
export const MULTI_EMAIL = 'multi@demo.test';
export const MULTI_NAME = 'Demo Multi Role';

/** 'project_manager' -> 'Demo Project Manager', 'qc' -> 'Demo QC' (the seeded full names). */
export function fullNameOf(role: string): string {
  const acronyms: Record<string, string> = { qa: 'QA', qc: 'QC', kci: 'KCI' };
  const words = role.split('_').map((word) => acronyms[word] ?? word.charAt(0).toUpperCase() + word.slice(1));
  return `Demo ${words.join(' ')}`;
}

/** Names of the portal chooser cards that lead to /signin (access §2 'Portal chooser'). */
export type PortalCard = 'Project Management' | 'Partner Management' | 'Finance Central' | 'Customer Portal';

/** One row of the landing table: who signs in, from which card, and where they must land. */
export interface LandingCase {
  /** Test title. */
  name: string;
  email: string;
  /** Full name shown on the user menu button. */
  fullName: string;
  /** The chooser card clicked before signing in; none = straight to /signin. */
  card?: PortalCard;
  /** Viewport width in px (default 1280, desktop). */
  width?: number;
  /** Expected landing path; `'{uuid}'` is replaced by the uuid stored at sign-in. */
  landing: string;
  /** Expected page `h1`. */
  title: string;
}

const single = (
  role: string,
  landing: string,
  title: string,
  extra: Partial<LandingCase> = {},
): LandingCase => ({
  name: `${role}${extra.card ? ` via '${extra.card}'` : ''} lands on ${landing}`,
  email: emailOf(role),
  fullName: fullNameOf(role),
  landing,
  title,
  ...extra,
});

/**
 * Access §6: the landing page of each of the 21 roles (plus the pending partner). The card is the
 * role's portal of access §1/§6 where there is one, so both ways in (card and straight) are used.
 */
export const LANDING_CASES: readonly LandingCase[] = [
  // admin: "/tasks when the last portal was pmt, otherwise /records".
  single('admin', '/tasks', 'Tasks', { card: 'Project Management' }),
  single('admin', '/records', 'Records', { card: 'Partner Management' }),
  // project_manager: "/project (the login screen) or /tasks": this portal signs in from the login screen.
  single('project_manager', '/project', 'Project', { card: 'Project Management' }),
  // coordinator: "/ticket-list on desktop, /tasks on mobile" (mobile: width below 992, access §9).
  single('coordinator', '/ticket-list', 'Ticket List', { card: 'Project Management', width: 1280 }),
  {
    ...single('coordinator', '/tasks', 'Tasks', { card: 'Project Management', width: 800 }),
    name: 'coordinator at 800 px wide lands on /tasks',
  },
  single('data_entry', '/tasks', 'Tasks', { card: 'Project Management' }),
  single('verify_scheduler', '/verify-schedule', 'Verify Schedule', { card: 'Project Management' }),
  single('client_user', '/client-project-list', 'Client Project List', { card: 'Customer Portal' }),
  single('client_manager', '/client-project-list', 'Client Project List', { card: 'Customer Portal' }),
  single('client_admin', '/client-project-list', 'Client Project List'),
  single('qc', '/qc-ticket-list', 'QC Ticket List', { card: 'Project Management' }),
  single('auditor_user', '/audit-documents', 'Audit Documents'),
  single('customer_connect', '/raw-address', 'Raw Address', { card: 'Project Management' }),
  single('kci', '/kci-tasks', 'KCI Tasks'),
  single('accounts_user', '/finance', 'Verify KYC', { card: 'Finance Central' }),
  single('finance_user', '/finance', 'Verify KYC'),
  single('client_invoicer', '/client-invoices', 'Client Invoice', { card: 'Finance Central' }),
  single('payable_partner_user', '/invoice-list', 'Dashboard', { card: 'Finance Central' }),
  single('agent', '/records', 'Records', { card: 'Partner Management' }),
  single('internal_agent', '/records', 'Records'),
  single('qa', '/records', 'Records', { card: 'Partner Management' }),
  single('partner', '/detail/{uuid}', 'Partner Details', { card: 'Partner Management' }),
  single('partner_employee', '/account-options', 'Account Options'),
  {
    name: 'pending partner lands on /detail/{uuid}',
    email: 'partner.pending@demo.test',
    fullName: 'Demo Pending Partner',
    landing: '/detail/{uuid}',
    title: 'Partner Details',
  },
];
