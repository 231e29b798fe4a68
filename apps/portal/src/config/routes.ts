import { ROLES, type Role } from '@partner-portal/api/roles';
import { paths } from './paths.ts';

/**
 * Role sets of operations §6 'Route guards', named after the sentence they come from. Later routes
 * reuse these sets; a route's entry below names its set.
 */
const except = (...excluded: Role[]): readonly Role[] => ROLES.filter((role) => !excluded.includes(role));

export const roleSets = {
  /** "Any role except finance_user, accounts_user, project_manager, coordinator, data_entry, client_user, client_manager and client_admin: ... records, detail ..." */
  partnerPages: except(
    'finance_user',
    'accounts_user',
    'project_manager',
    'coordinator',
    'data_entry',
    'client_user',
    'client_manager',
    'client_admin',
  ),
  /** "finance_user or accounts_user: finance, kyc-verify, ..." */
  finance: ['finance_user', 'accounts_user'],
  /** "project_manager, admin, kci: whatsapp-msg, project, project-list, ..." */
  projectAdmin: ['project_manager', 'admin', 'kci'],
  /** "project_manager, coordinator, kci, admin, auditor_user: coordinator-dashboard, ..., tickets, ..., audit-visits and similar." */
  projectStaff: ['project_manager', 'coordinator', 'kci', 'admin', 'auditor_user'],
  /** "kci, coordinator, admin: kci-tasks." */
  kciTasks: ['kci', 'coordinator', 'admin'],
  /** "project_manager, coordinator, data_entry, admin: tasks." */
  tasks: ['project_manager', 'coordinator', 'data_entry', 'admin'],
  /** "client_user, client_manager, client_admin: client-dashboard, ticket-progress, client-project-list, client-takeout." */
  client: ['client_user', 'client_manager', 'client_admin'],
  /** "qc: qc-ticket-list, qc-tasks." */
  qc: ['qc'],
  /** "customer_connect, project_manager, coordinator, admin: raw-address." */
  rawAddress: ['customer_connect', 'project_manager', 'coordinator', 'admin'],
  /** "client_invoicer only: client-invoices." */
  clientInvoicer: ['client_invoicer'],
  /** "payable_partner_user only: invoice-list." */
  payablePartner: ['payable_partner_user'],
  /** "verify_scheduler only: verify-schedule, ..." */
  verifyScheduler: ['verify_scheduler'],
  /** "rate/{rateId} and partner-plans: project_manager, coordinator, admin, internal_agent, partner." */
  plans: ['project_manager', 'coordinator', 'admin', 'internal_agent', 'partner'],
  /** "account-options: partner or partner_employee, otherwise /signin." */
  accountOptions: ['partner', 'partner_employee'],
} satisfies Record<string, readonly Role[]>;

/** Message keys of the route titles (the texts live in routes/messages.ts). */
export type RouteTitle =
  | 'detail'
  | 'accountOptions'
  | 'records'
  | 'finance'
  | 'clientInvoices'
  | 'invoiceList'
  | 'project'
  | 'tasks'
  | 'ticketList'
  | 'verifySchedule'
  | 'clientProjectList'
  | 'qcTicketList'
  | 'auditDocuments'
  | 'rawAddress'
  | 'kciTasks'
  | 'partnerPlans'
  | 'rate';

/** One guarded route of the main layout. */
export interface GuardedRoute {
  /** react-router path pattern, relative to the root. */
  path: string;
  /** Key of the page title message. */
  title: RouteTitle;
  /** Roles that may open it. */
  roles: readonly Role[];
  /** Where everyone else goes. Default /not-found (operations §6). */
  fallback: string;
}

/**
 * THE table of guarded main-layout routes (this slice: every landing route of access §6 plus the
 * remembered plan routes of access §4). Spec: operations §6 'Route guards'. Routes the spec does
 * not list by name use the nearest sentence, cited beside them.
 */
export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  { path: '/detail/:uuid', title: 'detail', roles: roleSets.partnerPages, fallback: paths.notFound },
  {
    path: paths.accountOptions,
    title: 'accountOptions',
    roles: roleSets.accountOptions,
    fallback: paths.signIn,
  },
  { path: paths.records, title: 'records', roles: roleSets.partnerPages, fallback: paths.notFound },
  { path: paths.finance, title: 'finance', roles: roleSets.finance, fallback: paths.notFound },
  {
    path: paths.clientInvoices,
    title: 'clientInvoices',
    roles: roleSets.clientInvoicer,
    fallback: paths.notFound,
  },
  { path: paths.invoiceList, title: 'invoiceList', roles: roleSets.payablePartner, fallback: paths.notFound },
  { path: paths.project, title: 'project', roles: roleSets.projectAdmin, fallback: paths.notFound },
  { path: paths.tasks, title: 'tasks', roles: roleSets.tasks, fallback: paths.notFound },
  // ticket-list is the coordinator's landing page; operations §6 names "tickets" in the project
  // staff sentence, which is the set used here.
  { path: paths.ticketList, title: 'ticketList', roles: roleSets.projectStaff, fallback: paths.notFound },
  // "verify_scheduler only: verify-schedule ... The guard for the first is given as a
  // verify_scheduler guard" (operations §6).
  {
    path: paths.verifySchedule,
    title: 'verifySchedule',
    roles: roleSets.verifyScheduler,
    fallback: paths.notFound,
  },
  {
    path: paths.clientProjectList,
    title: 'clientProjectList',
    roles: roleSets.client,
    fallback: paths.notFound,
  },
  { path: paths.qcTicketList, title: 'qcTicketList', roles: roleSets.qc, fallback: paths.notFound },
  // audit-documents is auditor_user's landing page: "audit-visits and similar" (operations §6).
  {
    path: paths.auditDocuments,
    title: 'auditDocuments',
    roles: roleSets.projectStaff,
    fallback: paths.notFound,
  },
  { path: paths.rawAddress, title: 'rawAddress', roles: roleSets.rawAddress, fallback: paths.notFound },
  { path: paths.kciTasks, title: 'kciTasks', roles: roleSets.kciTasks, fallback: paths.notFound },
  { path: paths.partnerPlans, title: 'partnerPlans', roles: roleSets.plans, fallback: paths.portals },
  { path: '/rate/:rateId', title: 'rate', roles: roleSets.plans, fallback: paths.portals },
];

/** Whether `role` may open `route`; unknown or missing roles may not. */
export function isAllowed(route: GuardedRoute, role: string | null): boolean {
  return role !== null && (route.roles as readonly string[]).includes(role);
}
