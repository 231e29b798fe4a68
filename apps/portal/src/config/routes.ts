import { CALL_ROLES, ROLES, type Role } from '@partner-portal/api/roles';
import type { routeTitles } from './routeTitles.ts';

/**
 * Role sets of operations §6 'Route guards', named after the sentence they come from. A route's
 * entry in {@link ROUTE_TABLE} names its set, or widens it where another sentence of the spec says
 * more (cited beside the route).
 */
const except = (...excluded: Role[]): readonly Role[] => ROLES.filter((role) => !excluded.includes(role));

export const roleSets = {
  /** "Any role except finance_user, accounts_user, project_manager, coordinator, data_entry, client_user, client_manager and client_admin: registration, jobs, records, detail, redo, skill, metadata, rejected, partner-tickets, vendor-tasks, coverage, rate-cards and related partner pages." */
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
  /** "finance_user or accounts_user: finance, kyc-verify, partner-invoice, client-purchase-order, client-invoice, finance-export-import, tpp-transactions, actions, paid-invoices." */
  finance: ['finance_user', 'accounts_user'],
  /** "finance_user only: add-client-costcentre, partner-invoice-review, finance-dashboard, client-invoice-review, payables, invoice-request, partner-collections, deposits-refunds." */
  financeUser: ['finance_user'],
  /** "project_manager, admin, kci: whatsapp-msg, project, project-list, project-details, takeout, asset-management, kit-management, asset-home, template-edit, manager-dashboard, report-automation, analytics-dashboard." */
  projectAdmin: ['project_manager', 'admin', 'kci'],
  /** "project_manager, coordinator, kci, admin, auditor_user: coordinator-dashboard, project-expense, tickets, sla, escalate, tools, chat, surveys, kci pages, audit-visits and similar." */
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
  /** "coordinator only: coordinator-project-list." */
  coordinator: ['coordinator'],
  /** "client_invoicer only: client-invoices." */
  clientInvoicer: ['client_invoicer'],
  /** "payable_partner_user only: invoice-list." */
  payablePartner: ['payable_partner_user'],
  /** "verify_scheduler only: verify-schedule, dashboard and audit-trail-details." */
  verifyScheduler: ['verify_scheduler'],
  /** "rate/{rateId} and partner-plans: project_manager, coordinator, admin, internal_agent, partner. Others go to /portals." */
  plans: ['project_manager', 'coordinator', 'admin', 'internal_agent', 'partner'],
  /** "account-options: partner or partner_employee, otherwise /signin." */
  accountOptions: ['partner', 'partner_employee'],
} satisfies Record<string, readonly Role[]>;

/**
 * Who may open a route:
 * - `public`: anyone, signed in or not (access §2 'Public routes', operations §2 'Public routes');
 * - `roles`: a signed-in user whose stored `user_role` is in the list (operations §6).
 */
export type RouteAccess = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[] };

/**
 * The module a route renders: the name of a file in routes/ (`routes/<name>.tsx`) that exports a
 * component of the same name. app/routeModules.ts loads it on demand, one chunk per module, so a
 * route is added by one row here (and its title in config/routeTitles.ts).
 * - `UnspecifiedRoute`: the honest empty state of a route whose screen is not built (see `described`).
 */
export type RouteModule = `${string}Route`;

/** A route id: one key per route, also the key of its title in config/routeTitles.ts. */
export type RouteId = keyof typeof routeTitles;

/** Where a refused visitor goes (operations §6: /not-found unless stated). */
export type Fallback = '/not-found' | '/portals' | '/signin';

/** One row of {@link ROUTE_TABLE} as written. */
export interface RouteDefinition {
  /** react-router path pattern (`/rate/:rateId`); parameters are named as the spec names them. */
  path: string;
  /** `public`: rendered on its own; `main`: inside the authenticated main layout (AppShell). */
  layout: 'public' | 'main';
  access: RouteAccess;
  /** Where a refused visitor goes. */
  fallback: Fallback;
  module: RouteModule;
  /**
   * True when the spec describes the screen (a screen description in either document, or a call
   * of operations §7 named after it); false when it names the route only. A route with
   * `module: 'UnspecifiedRoute'` says which of the two applies.
   */
  described: boolean;
  /**
   * Remembered while signed out and sent to after sign-in (access §3 'rateId and partnerPlans
   * (remembered while logged out)', §4 'Already signed in'): the storage key it is kept under.
   */
  remember?: 'rateId' | 'partnerPlans';
}

/**
 * One route of the table, with its id. Its title is `routeTitles[id]` (config/routeTitles.ts), kept
 * out of this table so the titles load with the layout, not with the first page.
 */
export interface RouteEntry extends RouteDefinition {
  id: RouteId;
}

/** What every route module receives: its row of the route table. */
export interface RouteModuleProps {
  route: RouteEntry;
}

const NOT_FOUND: Fallback = '/not-found';

/** A public route (exact match, no guard). */
const open = (path: string, module: RouteModule, described: boolean): RouteDefinition => ({
  path,
  layout: 'public',
  access: { kind: 'public' },
  fallback: NOT_FOUND,
  module,
  described,
});

/** A route of the main layout for `roles`; refused visitors go to /not-found unless `extra` says otherwise. */
const guarded = (
  path: string,
  roles: readonly Role[],
  extra: Partial<Omit<RouteDefinition, 'path' | 'layout' | 'access'>> = {},
): RouteDefinition => ({
  path,
  layout: 'main',
  access: { kind: 'roles', roles },
  fallback: NOT_FOUND,
  module: 'UnspecifiedRoute',
  described: false,
  ...extra,
});

/** The spec describes this screen (or names calls for it), but it is not built yet. */
const described = { described: true } as const;

/**
 * THE route table: every route of access §2 and operations §2, with who may open it and where
 * everyone else goes. The router (app/router.tsx), the layout's titles, the guards
 * (lib/access.ts `decideAccess`), the links (config/paths.ts) and the menus (config/menus/) all
 * read this table; nothing else lists routes.
 *
 * Guards: operations §6 'Route guards'. Routes the guard sentences do not name get the set of the
 * sentence whose words cover them ("tickets", "kci pages", "and similar", "related partner pages"),
 * cited beside them. Sentences that say "only" or "excluded" are exclusive (save /dashboard, whose
 * mapping the spec itself calls "not fully clear"); the others list who may open a route, and a
 * role whose sidebar menu (operations §2) links to the route may open it too (cited beside it).
 */
export const ROUTE_TABLE: Record<RouteId, RouteDefinition> = {
  // ── Public routes (access §2 'Public routes (exact match)', operations §2 'Public routes used here').
  // "At path / a visitor with no stored token goes to /portals; one with a token goes to /signin."
  root: open('/', 'RootRedirectRoute', true),
  portals: open('/portals', 'PortalsRoute', true),
  signIn: open('/signin', 'SignInRoute', true),
  signUp: open('/signup', 'SignUpRoute', true),
  // The client sign-in: the sign-in screen's 'Join the club' variant (access §2 'Sign-in': "on the
  // 'Join the club' variant, to /client-signup"; 'Client sign-up': "A link leads back to /client").
  // SignInRoute picks the variant by this row's id.
  client: open('/client', 'SignInRoute', true),
  clientSignUp: open('/client-signup', 'ClientSignUpRoute', true),
  interstitial: open('/interstitial', 'InterstitialRoute', true),
  forgotPassword: open('/forgot-password', 'ForgotPasswordRoute', true),
  resetPassword: open('/reset-password', 'ResetPasswordRoute', true),
  usdForm: open('/usd_form/:ticket_id/:project_id', 'UnstructuredDataRoute', true),
  serviceCallReport: open('/cso_form/:ticket_id/:url_id', 'ServiceCallReportRoute', true),
  // "An upload page embeds an external form and a drag-and-drop uploader (single or bulk)"
  // (operations §2 'Service Call Report form'). The spec gives it no path; it sits under the report's
  // link because its uploads are authorised by that link (no sign-in, like the report).
  serviceCallReportUpload: open('/cso_form/:ticket_id/:url_id/upload', 'ServiceCallReportUploadRoute', true),
  success: open('/success', 'FormSuccessRoute', true),
  privacyPolicy: open('/privacy-policy', 'PrivacyPolicyRoute', true),
  termsAndConditions: open('/terms-and-conditions', 'TermsAndConditionsRoute', true),
  partnerLogin: open('/partner-login', 'PartnerLoginRoute', true),
  csatSurvey: open('/csat-survey/:ticketId', 'SatisfactionSurveyRoute', true),
  districtMaps: open('/district-maps', 'DistrictMapRoute', true),
  accountDeletion: open('/account-deletion', 'AccountDeletionRoute', true),
  partnerRegistration: open('/partner-registration', 'PartnerRegistrationRoute', true),
  // The demo inbox of `pnpm start` (issue 16; not in the spec): open to anyone, but the server
  // answers its call only in demo mode (DEMO_MODE), so elsewhere the page says the inbox is off.
  demoInbox: open('/dev/inbox', 'DemoInboxRoute', false),
  // Operations §2 also lists profiling-questionnaire under 'Account and profiling' in the main
  // layout, but access §2 makes /profiling-questionnaire a public exact match, which is matched
  // first: the path is public.
  profilingQuestionnaire: open('/profiling-questionnaire', 'ProfilingQuestionnaireRoute', true),
  questionnaires: open('/questionnaires', 'QuestionnaireRoute', true),
  thankYou: open('/thank-you', 'ThankYouRoute', true),
  // "/registration (sign-up success target)" is a public exact match (access §2), matched before the
  // main layout: the operations §6 guard naming "registration" cannot apply to this path. The
  // agents' 'Create New Record' menu entry leads here too. Its content is ours: the sign-up
  // success page (access §4 'Sign-up: success goes to /registration').
  registration: open('/registration', 'RegistrationRoute', true),
  // "Error pages: not-authorized, not-found" (operations §2) render on their own page, for signed-out
  // visitors too: they are where refused visitors are sent.
  notAuthorized: open('/not-authorized', 'NotAuthorizedRoute', true),
  notFound: open('/not-found', 'NotFoundRoute', true),
  // The 500 page (operations §2 'Shell': 'Sorry, server goes wrong.'); the route boundary
  // (app/RouteErrorBoundary.tsx) shows the same screen in place of a route that failed to render.
  serverError: open('/500', 'ServerErrorRoute', true),
  // Any other path: the 404 page (operations §2 'Shell': 'Oops, an error has occurred. Page not found!').
  unknown: open('*', 'NotFoundRoute', true),

  // ── Main layout: routes with parameters (operations §2).
  // Partner records (issue 14): the partner's own profile, or any record for partner-network staff.
  detail: guarded('/detail/:uuid', roleSets.partnerPages, { module: 'PartnerDetailRoute' }),
  // One KYC to approve or reject (issue 14).
  kycVerify: guarded('/kyc-verify/:id', roleSets.finance, { module: 'KycReviewRoute' }),
  // One project's tickets (issue 13: "a project's page lists its tickets").
  projectDetails: guarded('/project-details/:id', roleSets.projectAdmin, { module: 'ProjectTicketsRoute' }),
  templateEdit: guarded('/template-edit/:id', roleSets.projectAdmin),
  // "tickets" (project staff sentence).
  // qc opens a completed ticket's evidence to pass or reject it (qc-ticket-list), and client users
  // the read-only progress and report of their company's tickets (client-project-list,
  // ticket-progress); the server answers 404 for another company's ticket (issue 13).
  ticketDetails: guarded('/ticket-details/:uuid', [...roleSets.projectStaff, 'qc', ...roleSets.client], {
    module: 'TicketDetailsRoute',
  }),
  adhocTicketDetails: guarded('/adhoc-ticket-details/:uuid', roleSets.projectStaff),
  // Asset pages: "asset-management, ..., asset-home" (project admin sentence).
  assetDetails: guarded('/asset-details/:uuid/:asset_id', roleSets.projectAdmin),
  // "verify_scheduler only: verify-schedule, dashboard and audit-trail-details. ... the exact
  // mapping of the other two is not fully clear." Choice: taken as written (verify_scheduler); no
  // menu links here, so no other sentence widens it.
  auditTrailDetails: guarded('/audit-trail-details/:id', roleSets.verifyScheduler),
  // "kci pages" (project staff sentence).
  kciEditTemplate: guarded('/kci-edit-template/:id', roleSets.projectStaff),
  // "surveys" (project staff sentence).
  editSurvey: guarded('/edit-survey/:id', roleSets.projectStaff, { module: 'SurveyEditorRoute' }),
  // "rate-cards and related partner pages".
  editRateCard: guarded('/edit-rate-card/:rateId', roleSets.partnerPages),
  // "rate/{rateId} and partner-plans: ... Others go to /portals."
  // One rate card (issue 14).
  rate: guarded('/rate/:rateId', roleSets.plans, {
    module: 'RateCardRoute',
    fallback: '/portals',
    remember: 'rateId',
  }),
  // Collections belong to the partner-network menu ('Data Collections'): "related partner pages".
  editCollection: guarded('/edit-collection/:id', roleSets.partnerPages),
  // Not named by §6; techlocal-users is "admin only" in the project manager and admin menu.
  techlocalUser: guarded('/techlocal-user/:uuid', ['admin']),
  // Profiling belongs to the partner-network menu ('Additional Profiling'): "related partner pages".
  editProfilingForm: guarded('/edit-profiling-form/:id', roleSets.partnerPages),

  // ── Partner records and jobs: "registration, jobs, records, detail, redo, skill, metadata,
  // rejected, partner-tickets, vendor-tasks, coverage ... and related partner pages".
  jobs: guarded('/jobs', roleSets.partnerPages),
  jobsFilter: guarded('/jobs-filter', roleSets.partnerPages),
  sendmail: guarded('/sendmail', roleSets.partnerPages),
  sendmailFlow: guarded('/sendmail-flow', roleSets.partnerPages),
  vcomms: guarded('/vcomms', roleSets.partnerPages),
  records: guarded('/records', roleSets.partnerPages, { module: 'RecordsRoute' }),
  redo: guarded('/redo', roleSets.partnerPages),
  skill: guarded('/skill', roleSets.partnerPages),
  metadata: guarded('/metadata', roleSets.partnerPages),
  rejected: guarded('/rejected', roleSets.partnerPages, { module: 'RecordsRoute' }),
  qcRejected: guarded('/qc/rejected', roleSets.partnerPages, { module: 'RecordsRoute' }),
  partnerTickets: guarded('/partner-tickets', roleSets.partnerPages),
  clientPayables: guarded('/client-payables', roleSets.partnerPages),
  vendorTasks: guarded('/vendor-tasks', roleSets.partnerPages),
  coverage: guarded('/coverage', roleSets.partnerPages),

  // ── Finance.
  // 'Verify KYC' (operations §2): the KYC verification queue (issue 14).
  finance: guarded('/finance', roleSets.finance, { module: 'KycQueueRoute' }),
  // POST /finance/generate-partner-invoice/ (operations §7 'Finance').
  partnerInvoiceGeneration: guarded('/partner-invoice', roleSets.finance, {
    ...described,
    module: 'PartnerInvoiceGenerationRoute',
  }),
  // Not named by §6; in the coordinator and project manager menus: "and similar" (project staff).
  // POST /finance/partner-invoice/resend/ and /retry-create/ (operations §7 'Finance').
  partnerInvoices: guarded('/partner-invoices', roleSets.projectStaff, {
    ...described,
    module: 'PartnerInvoicesRoute',
  }),
  clientPurchaseOrder: guarded('/client-purchase-order', roleSets.finance),
  addClientCostcentre: guarded('/add-client-costcentre', roleSets.financeUser),
  clientInvoice: guarded('/client-invoice', roleSets.finance),
  partnerInvoiceReview: guarded('/partner-invoice-review', roleSets.financeUser),
  financeExportImport: guarded('/finance-export-import', roleSets.finance),
  // GET /finance/finance-dashboard/ (issue 14; shapes not in the spec).
  financeDashboard: guarded('/finance-dashboard', roleSets.financeUser, { module: 'FinanceDashboardRoute' }),
  clientInvoiceReview: guarded('/client-invoice-review', roleSets.financeUser),
  // GET /finance/payables/, /export/ and POST /finance/payables/mark-paid/ (issue 14).
  payables: guarded('/payables', roleSets.financeUser, { module: 'PayablesRoute' }),
  // POST and GET /finance/invoice-request/, PATCH /finance/invoice-request/{id}/ (operations §7).
  invoiceRequestReview: guarded('/invoice-request', roleSets.financeUser, {
    ...described,
    module: 'InvoiceRequestReviewRoute',
  }),
  // Not named by §6; in the coordinator and project manager menus: "and similar" (project staff).
  // GET /finance/invoicerequest_partner-list/ (operations §7 'Finance'), and GET
  // /management/invoiceing_work-orders/ of 'Management and warehouse' for the request's work
  // orders: the invoicing call ("Warehouse, spare-parts, invoicing and other management and finance
  // calls", operations §1) of the menus' invoice-requests screen.
  invoiceRequests: guarded('/invoice-requests', roleSets.projectStaff, {
    ...described,
    module: 'InvoiceRequestsRoute',
  }),
  // GET /finance/tpp-transactions/ (issue 14; shapes not in the spec).
  tppTransactions: guarded('/tpp-transactions', roleSets.finance, { module: 'TppTransactionsRoute' }),
  // GET /finance/actions/: the rows the Actions badge (GET /finance/task-count/) counts (issue 14).
  actions: guarded('/actions', roleSets.finance, { module: 'ActionsRoute' }),
  // GET /finance/paid-invoices/ and /export/ (issue 14).
  paidInvoices: guarded('/paid-invoices', roleSets.finance, { module: 'PaidInvoicesRoute' }),
  // GET /finance/client-invoices/ and /{id}/download/ (issue 14).
  clientInvoices: guarded('/client-invoices', roleSets.clientInvoicer, { module: 'ClientInvoicesRoute' }),
  // GET /finance/invoice-list/ and /{id}/download/ (issue 14).
  invoiceList: guarded('/invoice-list', roleSets.payablePartner, { module: 'InvoiceListRoute' }),

  // ── Projects and tickets.
  // WhatsApp calls of operations §7 'Chat' (send-whatsapp-message, get-whatsapp-chats).
  whatsappMsg: guarded('/whatsapp-msg', roleSets.projectAdmin, {
    ...described,
    module: 'WhatsAppMessagesRoute',
  }),
  project: guarded('/project', roleSets.projectAdmin, { module: 'ProjectProgressRoute' }),
  // GET /management/projects/ (operations §7 'Management and warehouse').
  projectList: guarded('/project-list', roleSets.projectAdmin, { ...described, module: 'ProjectListRoute' }),
  takeout: guarded('/takeout', roleSets.projectAdmin),
  assetManagement: guarded('/asset-management', roleSets.projectAdmin),
  kitManagement: guarded('/kit-management', roleSets.projectAdmin),
  assetHome: guarded('/asset-home', roleSets.projectAdmin),
  managerDashboard: guarded('/manager-dashboard', roleSets.projectAdmin),
  coordinatorDashboard: guarded('/coordinator-dashboard', roleSets.projectStaff),
  // "project-expense" (project staff sentence), and data_entry's menu: "data_entry: tasks,
  // project-expense" (operations §2).
  projectExpense: guarded('/project-expense', [...roleSets.projectStaff, 'data_entry']),
  // "tickets" (project staff sentence).
  createTicket: guarded('/create-ticket', roleSets.projectStaff, { module: 'CreateTicketRoute' }),
  // GET /management/po-for-techlocal/ (query pin) (operations §7 'Management and warehouse').
  createTechlocalTicket: guarded('/create-techlocal-ticket', roleSets.projectStaff, described),
  // The coordinator's landing page (access §6): "tickets" (project staff sentence).
  ticketList: guarded('/ticket-list', roleSets.projectStaff, { module: 'TicketListRoute' }),
  // "and similar" (project staff sentence); in the coordinator and project manager menus.
  autoAllocate: guarded('/auto-allocate', roleSets.projectStaff),
  // The KCI checklists of finished visits (issue 14).
  kciTasks: guarded('/kci-tasks', roleSets.kciTasks, { module: 'KciTasksRoute' }),
  tasks: guarded('/tasks', roleSets.tasks, { module: 'TasksRoute' }),
  projectReports: guarded('/project-reports', roleSets.projectStaff),
  escalate: guarded('/escalate', roleSets.projectStaff),
  sla: guarded('/sla', roleSets.projectStaff),
  escalateDashboard: guarded('/escalate_dashboard', roleSets.projectStaff),
  // "escalate" (project staff sentence), and "customer_connect: raw-address, escalate-tasks, chat,
  // to-do, kci" (operations §2 menu). GET /management/escalation-tasks/ (operations §7).
  escalateTasks: guarded('/escalate-tasks', [...roleSets.projectStaff, 'customer_connect'], {
    ...described,
    module: 'EscalateTasksRoute',
  }),
  // Beyond the spec (issue 23, located punches): the day's punches with the places users shared,
  // for the desk that coordinates field staff. GET /management/attendance-records/.
  attendanceRecords: guarded('/attendance-records', ['coordinator', 'project_manager', 'admin'], {
    module: 'AttendanceRecordsRoute',
  }),
  coordinatorProjectList: guarded('/coordinator-project-list', roleSets.coordinator),
  // Beyond the spec (issue 23, 'Passkeys for staff'): the staff user's passkeys and authenticator
  // app, from the user menu. GET /partner/passkeys/, /partner/totp/ and their writes.
  security: guarded('/security', CALL_ROLES.passkeys, { module: 'SecurityRoute' }),
  // Spare parts: spares-track, get-track-detail, return-spare, spares-doa (operations §7).
  spareManagement: guarded('/spare-management', roleSets.projectStaff, {
    ...described,
    module: 'SpareManagementRoute',
  }),
  notificationDashboard: guarded('/notification-dashboard', roleSets.projectStaff),
  reportAutomation: guarded('/report-automation', roleSets.projectAdmin),
  // GET /management/dashboard-analytics/ (operations §7 'Management and warehouse').
  analyticsDashboard: guarded('/analytics-dashboard', roleSets.projectAdmin, {
    ...described,
    module: 'AnalyticsDashboardRoute',
  }),
  testGraph: guarded('/test-graph', roleSets.projectStaff),

  // ── Client and quality.
  clientDashboard: guarded('/client-dashboard', roleSets.client),
  ticketProgress: guarded('/ticket-progress', roleSets.client, { module: 'ProjectTicketsRoute' }),
  clientProjectList: guarded('/client-project-list', roleSets.client, { module: 'ProjectProgressRoute' }),
  clientTakeout: guarded('/client-takeout', roleSets.client),
  qcTicketList: guarded('/qc-ticket-list', roleSets.qc, { module: 'QcTicketListRoute' }),
  qcTasks: guarded('/qc-tasks', roleSets.qc, { module: 'QcTicketListRoute' }),

  // ── Tools and review.
  // GET /management/get-sowsubtype-action/ and POST /management/add-sowsubtype-action/ (operations
  // §7): no route is named after them; "Tools and review: tools" (§2) guarded for project staff
  // (§6) is where the per-project SOW subtype action configuration lives (our choice).
  tools: guarded('/tools', roleSets.projectStaff, { ...described, module: 'ToolsRoute' }),
  // Raw addresses to resolve into pincode and district (issue 14).
  rawAddress: guarded('/raw-address', roleSets.rawAddress, { module: 'RawAddressRoute' }),
  // "tickets" (project staff sentence).
  customerfileTicketlisting: guarded('/customerfile-ticketlisting', roleSets.projectStaff),
  // auditor_user's landing page (access §6): "audit-visits and similar" (project staff sentence).
  // Documents attached to tickets, accepted or rejected (issue 14).
  auditDocuments: guarded('/audit-documents', roleSets.projectStaff, { module: 'AuditDocumentsRoute' }),
  auditVisits: guarded('/audit-visits', roleSets.projectStaff),
  // "The guard for the first is given as a verify_scheduler guard".
  // Completed visits to verify with the customer (issue 14).
  verifySchedule: guarded('/verify-schedule', roleSets.verifyScheduler, { module: 'VerifyScheduleRoute' }),
  bulkDocumentUploadLinkGenerator: guarded('/bulk-document-upload-link-generator', roleSets.projectStaff),

  // ── Shared.
  // "chat" (project staff sentence), and customer_connect's menu (operations §2). The screen:
  // operations §2 'Chat', calls in §7 'Chat'.
  chat: guarded('/chat', [...roleSets.projectStaff, 'customer_connect'], {
    ...described,
    module: 'ChatRoute',
  }),
  // Not named by §6; listed beside chat under 'Shared' and in the same menus (coordinator, project
  // manager and admin, customer_connect): the same set as chat.
  toDo: guarded('/to-do', [...roleSets.projectStaff, 'customer_connect']),
  // "verify_scheduler only: ... dashboard ... the exact mapping of the other two is not fully
  // clear." Choice: verify_scheduler, plus admin, the one role the partner-network menu shows
  // 'Dashboard (/dashboard)' to (it is hidden for qa, partner, agent, internal_agent and
  // partner_employee, the other roles of that menu).
  dashboard: guarded('/dashboard', [...roleSets.verifyScheduler, 'admin']),

  // ── Audit trail and rates.
  // The partner-network menu's 'Audit Trail': "related partner pages".
  auditTrail: guarded('/audit-trail', roleSets.partnerPages),
  // "client_user, client_manager, client_admin: ... Partner is also allowed for rate-card."
  rateCard: guarded('/rate-card', [...roleSets.client, 'partner']),
  // Rate cards per SOW subtype and region (issue 14).
  rateCards: guarded('/rate-cards', roleSets.partnerPages, { module: 'RateCardsRoute' }),
  createRateCard: guarded('/create-rate-card', roleSets.partnerPages),

  // ── Partner network: "related partner pages", except where cited.
  // "agent is excluded from pincode-management and interactions."
  pincodeManagement: guarded(
    '/pincode-management',
    roleSets.partnerPages.filter((role) => role !== 'agent'),
  ),
  // "kci pages" (project staff sentence), and customer_connect's menu (operations §2).
  kci: guarded('/kci', [...roleSets.projectStaff, 'customer_connect']),
  kciAddTemplate: guarded('/kci-add-template', roleSets.projectStaff),
  // "agent is excluded from pincode-management and interactions." GET /partner/vendor-interaction/.
  interactions: guarded(
    '/interactions',
    roleSets.partnerPages.filter((role) => role !== 'agent'),
    { ...described, module: 'InteractionsRoute' },
  ),
  // GET /partner/vendor-interaction/ (operations §7 'Management and warehouse').
  allInteractions: guarded('/all-interactions', roleSets.partnerPages, {
    ...described,
    module: 'InteractionsRoute',
  }),
  // GET /management/assign-pin-partner/ (operations §7 'Management and warehouse').
  pincodePartners: guarded('/pincode-partners', roleSets.partnerPages, {
    ...described,
    module: 'PincodePartnersRoute',
  }),
  registeredPartners: guarded('/registered-partners', roleSets.partnerPages, { module: 'RecordsRoute' }),
  exchangeTransactions: guarded('/exchange-transactions', roleSets.partnerPages),
  partnerCollections: guarded('/partner-collections', roleSets.financeUser),
  depositsRefunds: guarded('/deposits-refunds', roleSets.financeUser),

  // ── Surveys and collections.
  // Built in issue 20: the staff-written satisfaction surveys (list and editor).
  surveys: guarded('/surveys', roleSets.projectStaff, { module: 'SurveyListRoute' }),
  addSurvey: guarded('/add-survey', roleSets.projectStaff, { module: 'SurveyEditorRoute' }),
  vendorCollections: guarded('/vendor-collections', roleSets.partnerPages),
  createCollection: guarded('/create-collection', roleSets.partnerPages),
  // GET /partner/vendor-data-response/, POST /partner/vendor-data-approve/ (operations §7).
  vendorDataReview: guarded('/vendor-data-review', roleSets.partnerPages, {
    ...described,
    module: 'VendorDataReviewRoute',
  }),
  techlocalCollections: guarded('/techlocal-collections', roleSets.partnerPages),
  // Not named by §6; the project manager and admin menu lists "techlocal-users (admin only)".
  techlocalUsers: guarded('/techlocal-users', ['admin']),

  // ── Account and profiling.
  // "account-options: partner or partner_employee, otherwise /signin."
  accountOptions: guarded('/account-options', roleSets.accountOptions, {
    module: 'AccountOptionsRoute',
    fallback: '/signin',
  }),
  // "rate/{rateId} and partner-plans: ... Others go to /portals."
  // The partner plans and the rates they apply to (issue 14).
  partnerPlans: guarded('/partner-plans', roleSets.plans, {
    module: 'PartnerPlansRoute',
    fallback: '/portals',
    remember: 'partnerPlans',
  }),
  additionalProfiling: guarded('/additional-profiling', roleSets.partnerPages),
  createProfilingForm: guarded('/create-profiling-form', roleSets.partnerPages),
  createProfilingTreeBased: guarded('/create-profiling-tree-based', roleSets.partnerPages),
  // Operations §2 'Interactive questionnaire (/questionnaires, and route questionnaire)'; not named
  // by §6: listed under 'Account and profiling' with the partner pages ("related partner pages").
  questionnaire: guarded('/questionnaire', roleSets.partnerPages, {
    module: 'QuestionnaireRoute',
    described: true,
  }),
};

/** Every route of {@link ROUTE_TABLE}, in table order, with its id. */
export const ROUTES: readonly RouteEntry[] = (Object.keys(ROUTE_TABLE) as RouteId[]).map((id) => ({
  id,
  ...ROUTE_TABLE[id],
}));

/** The route with id `id`. */
export function routeById(id: RouteId): RouteEntry {
  return ROUTES.find((route) => route.id === id)!;
}
