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

/**
 * Roles that reach the spare-management screen (warehouses, spare tracking, returns, DOA).
 * Spec: operations §2 'Sidebar menus' (spare-management is in the Coordinator and the
 * "Project manager and admin" operations menus). The §6 route guards do not name
 * spare-management: the menus decide (reference server's choice).
 */
const SPARES_ROLES = ['admin', 'project_manager', 'coordinator'] as const satisfies readonly Role[];

/**
 * Partner-network staff: the partner-network pages are for "any role except finance_user,
 * accounts_user, project_manager, coordinator, data_entry, client_user, client_manager and
 * client_admin" (operations §6); of the rest, the staff the partner-network menu names are admin,
 * agent, internal_agent and qa (operations §2). Partners, partner employees and the other
 * single-purpose roles (client_invoicer, payable_partner_user, verify_scheduler, qc, kci,
 * auditor_user, customer_connect) have their own menus without these screens (reference server's
 * choice).
 */
const PARTNER_NETWORK_STAFF = ['admin', 'agent', 'internal_agent', 'qa'] as const satisfies readonly Role[];

/** Partner-network staff minus agent: "agent is excluded from pincode-management and interactions" (operations §6). */
const PARTNER_NETWORK_NO_AGENT = ['admin', 'internal_agent', 'qa'] as const satisfies readonly Role[];

/** Staff who dispatch tickets: assign, schedule, hold, escalate, links (issue 13). */
const DISPATCHERS = ['admin', 'project_manager', 'coordinator'] as const satisfies readonly Role[];

/**
 * Who reads tickets: project staff ("tickets", operations §6 project staff sentence), qc
 * (qc-ticket-list) and the client roles (client-project-list, ticket-progress), who see their own
 * company's tickets only.
 */
const TICKET_READERS = [
  'admin',
  'project_manager',
  'coordinator',
  'kci',
  'auditor_user',
  'qc',
  'client_user',
  'client_manager',
  'client_admin',
] as const satisfies readonly Role[];
/**
 * Users answering the interactive questionnaire as known users: operations §6 "Any role except
 * finance_user, accounts_user, project_manager, coordinator, data_entry, client_user,
 * client_manager and client_admin: ... related partner pages", less the roles whose sentences say
 * "only" (payable_partner_user, client_invoicer, verify_scheduler), who answer as new users.
 */
const QUESTIONNAIRE_RESPONDERS = ROLES.filter(
  (role) =>
    ![
      'finance_user',
      'accounts_user',
      'project_manager',
      'coordinator',
      'data_entry',
      'client_user',
      'client_manager',
      'client_admin',
      'payable_partner_user',
      'client_invoicer',
      'verify_scheduler',
    ].includes(role),
);

/** Operations staff who raise invoice requests (invoice-requests is in the Coordinator and PM/admin menus, operations §2). */
const INVOICE_REQUESTERS = ['admin', 'project_manager', 'coordinator'] as const satisfies readonly Role[];

/**
 * Internal chat users: "project_manager, coordinator, kci, admin, auditor_user: ... chat" (operations
 * §6) and "customer_connect: raw-address, escalate-tasks, chat, to-do, kci" (operations §2).
 */
const CHAT_ROLES = [
  'admin',
  'project_manager',
  'coordinator',
  'kci',
  'auditor_user',
  'customer_connect',
] as const satisfies readonly Role[];

/**
 * Staff: the provider's own people, who may sign in with a passkey and set up an authenticator
 * app (issue 23 'Passkeys for staff'); partners, partner employees, client users and the payable
 * partner's users are outside it.
 */
const STAFF_ROLES = ROLES.filter(
  (role) =>
    ![
      'partner',
      'partner_employee',
      'client_user',
      'client_manager',
      'client_admin',
      'client_invoicer',
      'payable_partner_user',
    ].includes(role),
);

/** WhatsApp chat: "project_manager, admin, kci: whatsapp-msg, ..." (operations §6). */
const WHATSAPP_ROLES = ['admin', 'project_manager', 'kci'] as const satisfies readonly Role[];

/**
 * Who may make each management, warehouse and finance call (operations §7), derived from the
 * screens that make the call: the §6 route guards and the §2 sidebar menus. ONE place for the
 * server (requireUser roles) and the portal (hiding actions). A user qualifies through user_role
 * or any entry of all_roles. payable_partner_user and client_invoicer reach only their own screens'
 * calls (partnerInvoiceList, clientInvoices): "All items below are hidden from payable_partner_user
 * and client_invoicer" (operations §2 Finance).
 */
export const CALL_ROLES = {
  /** GET/POST /management/warehouse/: spare-management screen (menus, see SPARES_ROLES). */
  warehouse: SPARES_ROLES,
  /**
   * GET /management/dashboard-analytics/: analytics-dashboard, guarded "project_manager, admin,
   * kci: ... manager-dashboard, report-automation, analytics-dashboard" (operations §6).
   */
  dashboardAnalytics: ['admin', 'project_manager', 'kci'],
  /** POST /management/spares-track/: spare-management (SPARES_ROLES). */
  sparesTrack: SPARES_ROLES,
  /** GET /management/get-track-detail/: spare-management (SPARES_ROLES). */
  trackDetail: SPARES_ROLES,
  /** POST /management/return-spare/: spare-management (SPARES_ROLES). */
  returnSpare: SPARES_ROLES,
  /** GET /management/spares-doa/: spare-management (SPARES_ROLES). */
  sparesDoa: SPARES_ROLES,
  /** GET /partner/vendor-data-response/: Partner Data Review (/vendor-data-review), partner-network menu. */
  vendorDataResponse: PARTNER_NETWORK_STAFF,
  /** POST /partner/vendor-data-approve/: Partner Data Review (PARTNER_NETWORK_STAFF). */
  vendorDataApprove: PARTNER_NETWORK_STAFF,
  /**
   * POST /partner/partner-remove-request/: the partner records screens (records, detail), partner
   * network staff. Unclear in the spec who raises it; a partner's own account deletion is a
   * separate call ("An account-deletion request call exists", operations §7 'Other').
   */
  partnerRemoveRequest: PARTNER_NETWORK_STAFF,
  /**
   * GET /management/get-sowsubtype-action/: project configuration (project-details), guarded
   * "project_manager, admin, kci: ... project, project-list, project-details" (operations §6).
   */
  sowsubtypeActions: ['admin', 'project_manager', 'kci'],
  /** POST /management/add-sowsubtype-action/: same screen as sowsubtypeActions. */
  addSowsubtypeAction: ['admin', 'project_manager', 'kci'],
  /**
   * GET /partner/vendor-interaction/: All Interactions / Interaction Scopes; "agent is excluded
   * from pincode-management and interactions" (operations §6).
   */
  vendorInteraction: PARTNER_NETWORK_NO_AGENT,
  /** GET /management/assign-pin-partner/: Pincode Management / pincode-partners (agent excluded, operations §6). */
  assignPinPartner: PARTNER_NETWORK_NO_AGENT,
  /** POST /management/close-tasks/: tasks, guarded "project_manager, coordinator, data_entry, admin: tasks" (operations §6). */
  closeTasks: ['admin', 'project_manager', 'coordinator', 'data_entry'],
  /**
   * GET /management/projects/: project-list (project_manager, admin, kci), coordinator-project-list
   * (coordinator), project-expense (auditor_user too) and tasks (data_entry) (operations §6).
   * and the client roles (client-project-list), who get their own company's projects only.
   */
  projects: [
    'admin',
    'project_manager',
    'coordinator',
    'kci',
    'auditor_user',
    'data_entry',
    'client_user',
    'client_manager',
    'client_admin',
  ],
  /** GET /management/invoiceing_work-orders/: picking work orders for an invoice request (INVOICE_REQUESTERS and finance_user). */
  invoicingWorkOrders: [...INVOICE_REQUESTERS, 'finance_user'],
  /** GET /finance/invoicerequest_partner-list/: same screens as invoicingWorkOrders. */
  invoiceRequestPartnerList: [...INVOICE_REQUESTERS, 'finance_user'],
  /**
   * GET /finance/invoice-request/: invoice-requests (coordinator, PM/admin menus) and Invoice
   * Request (/invoice-request, "finance_user only", operations §6).
   */
  invoiceRequestList: [...INVOICE_REQUESTERS, 'finance_user'],
  /** POST /finance/invoice-request/: raised from the operations invoice-requests screen. */
  invoiceRequestCreate: INVOICE_REQUESTERS,
  /** PATCH /finance/invoice-request/{id}/: approve or reject, Invoice Request is "finance_user only" (operations §6). */
  invoiceRequestReview: ['finance_user'],
  /**
   * POST /finance/generate-partner-invoice/: Add Invoice (/partner-invoice), guarded "finance_user
   * or accounts_user" (operations §6).
   */
  generatePartnerInvoice: ['finance_user', 'accounts_user'],
  /** POST /finance/partner-invoice/resend/: partner-invoice screen (finance_user or accounts_user). */
  partnerInvoiceResend: ['finance_user', 'accounts_user'],
  /** POST /finance/partner-invoice/retry-create/: partner-invoice screen (finance_user or accounts_user). */
  partnerInvoiceRetryCreate: ['finance_user', 'accounts_user'],
  /** GET /finance/task-count/: the finance menu's Actions badge; actions is "finance_user or accounts_user" (operations §6). */
  financeTaskCount: ['finance_user', 'accounts_user'],
  /** GET /finance/actions/: the rows of /actions that the Actions badge counts (finance_user or accounts_user, operations §6). Issue 14. */
  financeActions: ['finance_user', 'accounts_user'],
  /** GET /finance/tpp-transactions/: TPP Transactions (/tpp-transactions), finance_user or accounts_user (operations §2, §6). Issue 14. */
  tppTransactions: ['finance_user', 'accounts_user'],
  /**
   * GET /finance/payables/ and /finance/payables/export/ (CSV): Payables (/payables), guarded
   * "finance_user only" (operations §6, §2 'Transactions group'). Issue 14.
   */
  payables: ['finance_user'],
  /** POST /finance/payables/mark-paid/: 'Mark paid' on /payables (finance_user only, operations §6). Issue 14. */
  payablesMarkPaid: ['finance_user'],
  /**
   * GET /finance/paid-invoices/ and /finance/paid-invoices/export/ (CSV): Paid Invoice List
   * (/paid-invoices), guarded "finance_user or accounts_user" (operations §6). Issue 14.
   */
  paidInvoices: ['finance_user', 'accounts_user'],
  /** GET /finance/finance-dashboard/: Dashboard (/finance-dashboard), "finance_user only" (operations §6). Issue 14. */
  financeDashboard: ['finance_user'],
  /**
   * GET /finance/invoice-list/ and /finance/invoice-list/{id}/download/: the payable partner's own
   * invoices (/invoice-list, "payable_partner_user only", operations §6; server-filtered to the
   * partner the account is linked to). Issue 14.
   */
  partnerInvoiceList: ['payable_partner_user'],
  /**
   * GET /finance/client-invoices/ and /finance/client-invoices/{id}/download/: the client
   * invoicer's company's invoices (/client-invoices, "client_invoicer only", operations §6). Issue 14.
   */
  clientInvoices: ['client_invoicer'],
  /**
   * GET /management/attendance-records/: the day's punches with shared places (issue 23, beyond
   * the spec): the coordinator's and project manager's desk.
   */
  attendanceRecords: ['admin', 'project_manager', 'coordinator'],
  /**
   * GET /management/escalation-tasks/: escalate-tasks is in the Coordinator, PM/admin and
   * customer_connect menus (operations §2).
   */
  escalationTasks: ['admin', 'project_manager', 'coordinator', 'customer_connect'],
  /** GET /management/tickets/ and /management/tickets/{id}/: ticket-list, qc-ticket-list, ticket-details, client-project-list (TICKET_READERS). */
  tickets: TICKET_READERS,
  /** POST /management/tickets/: create-ticket ("tickets", project staff who dispatch). */
  ticketCreate: DISPATCHERS,
  /**
   * POST /management/tickets/{id}/transition/: dispatchers and qc (pass or reject on
   * qc-ticket-list); each move's own roles are the server's lifecycle table.
   */
  ticketTransition: [...DISPATCHERS, 'qc'],
  /** GET /management/tickets/{id}/partners/ and POST /management/tickets/bulk-assign/: assigning partners. */
  ticketAssign: DISPATCHERS,
  /** POST /management/tickets/{id}/escalate/: escalating from the ticket list or details. */
  ticketEscalate: DISPATCHERS,
  /** POST /management/tickets/{id}/links/: the service call report and survey links. */
  ticketLinks: DISPATCHERS,
  /** GET /management/tickets/{id}/file-link/: signed display links of a ticket's files (TICKET_READERS). */
  ticketFileLink: TICKET_READERS,
  /** GET /management/tickets/{id}/report-pdf/: the signed link of the service call report PDF (TICKET_READERS; issue 23). */
  ticketReportPdf: TICKET_READERS,
  /**
   * POST /management/get-presigned-url-for-upload/ with a token: the upload URL for a file the user
   * attaches (the ticket notes' rich-text images: dispatchers and qc, like ticketNoteCreate). The
   * upload page reached by a service call report link needs no role: the link is its credential.
   * Issue 15: a self-registered pending partner, client users and others get 403. Operations §7
   * 'File upload'.
   */
  fileUpload: [...DISPATCHERS, 'qc'],
  /**
   * GET /management/storage-credentials/ (ours): short-lived, read-only credentials for signing
   * display links in the browser (operations §7 'File upload' 3), only for the staff who display
   * uploaded files (ticket notes and files: ticketNotes' roles). Client roles, partners and the
   * rest get 403: their links are signed by the server, which checks ownership (issue 15).
   */
  storageCredentials: ['admin', 'project_manager', 'coordinator', 'kci', 'auditor_user', 'qc'],
  /**
   * GET /management/notifications/ and POST /management/notifications/read/: the header's
   * notification popover, made from the history of the tickets the user reads (TICKET_READERS).
   */
  notifications: TICKET_READERS,
  /** GET /management/tickets/{id}/notes/: staff notes on a ticket (staff who read tickets, not client users; issue 20). */
  ticketNotes: ['admin', 'project_manager', 'coordinator', 'kci', 'auditor_user', 'qc'],
  /** POST /management/tickets/{id}/notes/: writing a note (dispatchers and qc). */
  ticketNoteCreate: [...DISPATCHERS, 'qc'],
  /**
   * GET /management/surveys/ and /{id}/: the survey list and editor (surveys, add-survey,
   * edit-survey/{id}), guarded for project staff ("project_manager, coordinator, kci, admin,
   * auditor_user: ... surveys", operations §6; issue 20).
   */
  surveys: ['admin', 'project_manager', 'coordinator', 'kci', 'auditor_user'],
  /**
   * POST /management/surveys/ and PATCH /management/surveys/{id}/: writing surveys, the roles whose
   * menu holds 'CSAT Surveys' (project manager and admin, operations §2); a project manager changes
   * only their own surveys, an admin any (issue 20).
   */
  surveyWrite: ['admin', 'project_manager'],
  /**
   * GET /management/kci-tasks/ and POST .../{id}/complete/: kci-tasks, "kci, coordinator, admin:
   * kci-tasks" (operations §6); a kci user reaches only the checklists assigned to them (issue 14).
   */
  kciTasks: ['admin', 'coordinator', 'kci'],
  /**
   * GET /management/audit-documents/, .../{id}/file-link/, POST .../{id}/review/: audit-documents,
   * guarded for project staff ("audit-visits and similar", operations §6) and auditor_user's
   * landing page (access §6); an auditor reaches only the documents assigned to them (issue 14).
   */
  auditDocuments: ['admin', 'project_manager', 'coordinator', 'kci', 'auditor_user'],
  /**
   * GET /management/verify-schedule/, POST .../{id}/schedule/ and .../{id}/outcome/:
   * "verify_scheduler only: verify-schedule" (operations §6); their own verifications (issue 14).
   */
  verifySchedule: ['verify_scheduler'],
  /**
   * GET /management/raw-addresses/ and POST .../{id}/resolve/: "customer_connect,
   * project_manager, coordinator, admin: raw-address" (operations §6); one shared queue (issue 14).
   */
  rawAddress: ['admin', 'project_manager', 'coordinator', 'customer_connect'],
  /**
   * GET /management/rate-cards/, /management/rate-cards/{rate_id}/ and /management/partner-plans/:
   * rate-cards ("related partner pages": any role except finance_user, accounts_user,
   * project_manager, coordinator, data_entry and the client roles, operations §6) and rate/{rateId},
   * partner-plans ("project_manager, coordinator, admin, internal_agent, partner"), less
   * payable_partner_user and client_invoicer, whose menus hold none of these (operations §2). Issue 14.
   */
  rateCards: [
    'admin',
    'project_manager',
    'coordinator',
    'kci',
    'auditor_user',
    'qc',
    'customer_connect',
    'verify_scheduler',
    'agent',
    'internal_agent',
    'qa',
    'partner',
    'partner_employee',
  ],
  /** GET /management/tasks/: tasks, guarded "project_manager, coordinator, data_entry, admin: tasks" (operations §6). */
  tasks: ['admin', 'project_manager', 'coordinator', 'data_entry'],
  /**
   * POST /partner/answer_responded/ (the authenticated variant, for a known user): the users who
   * may open /questionnaire and /additional-profiling, "related partner pages" (operations §2
   * 'Interactive questionnaire', §6). Others answer through the public variant as new users.
   */
  questionnaireAnswerResponded: QUESTIONNAIRE_RESPONDERS,
  /**
   * GET /partner/questionnaire-responses/ (ours: issue 18 asks for a staff read of stored
   * submissions): partner network staff (additional-profiling) and the "surveys" roles of §6.
   */
  questionnaireResponses: [
    'admin',
    'agent',
    'internal_agent',
    'qa',
    'project_manager',
    'coordinator',
    'kci',
    'auditor_user',
  ],
  /** POST /management/chat-credentials/: the chat screen, guarded for project staff and in customer_connect's menu (operations §6, §2). */
  chatCredentials: CHAT_ROLES,
  /** GET /management/chat-list/: the chat screen's chat users tab (CHAT_ROLES). */
  chatList: CHAT_ROLES,
  /** GET /partner/openfirepartners/: the chat screen's contacts tab (CHAT_ROLES). */
  chatContacts: CHAT_ROLES,
  /** GET /management/chat-users/?search=: the chat screen's user search (CHAT_ROLES). */
  chatUserSearch: CHAT_ROLES,
  /** GET /management/get-whatsapp-users-list/: whatsapp-msg, guarded "project_manager, admin, kci" (operations §6). */
  whatsappUsersList: WHATSAPP_ROLES,
  /** GET /management/get-whatsapp-chats/: whatsapp-msg (WHATSAPP_ROLES). */
  whatsappChats: WHATSAPP_ROLES,
  /** POST /management/send-whatsapp-message/: whatsapp-msg (WHATSAPP_ROLES). */
  sendWhatsappMessage: WHATSAPP_ROLES,
  /** POST /management/add-number/: the start-chat view's WhatsApp number (WHATSAPP_ROLES). */
  addNumber: WHATSAPP_ROLES,
  /**
   * GET /partner/records/ (and /facets/): /records, /registered-partners, /rejected, /qc/rejected,
   * the partner-network staff (agents, internal agents, QA, admin; access §6 landing of agent,
   * internal_agent, qa; issue 14).
   */
  partnerRecords: PARTNER_NETWORK_STAFF,
  /**
   * GET /partner/records/{uuid}/ and its document links: /detail/{uuid}, the staff above and a
   * partner, who reads only their own record (another uuid is a 404; access §6, issue 14).
   */
  partnerDetail: [...PARTNER_NETWORK_STAFF, 'partner'],
  /** POST /partner/records/{uuid}/tickets/{ticket_id}/respond/ and .../report-link/: the assigned partner on their own detail page. */
  partnerTicketResponse: ['partner'],
  /**
   * PUT /partner/records/{uuid}/bank/: update the bank details (account name, number, IFSC checked
   * against the IFSC lookup) on /detail/{uuid}: the partner on their own record, staff on any
   * (a staff action; issue 14).
   */
  partnerBankDetails: [...PARTNER_NETWORK_STAFF, 'partner'],
  /** GET /partner/account-options/: /account-options, "partner or partner_employee" (operations §6). */
  partnerAccountOptions: ['partner', 'partner_employee'],
  /** GET /partner/ifsc/{code}/: the bank details' IFSC lookup (operations §7 'Other') on the detail and KYC pages. */
  ifscLookup: [...PARTNER_NETWORK_STAFF, 'partner', 'finance_user', 'accounts_user'],
  /**
   * GET /finance/kyc-verification/ (list, one record, document links) and POST
   * .../{uuid}/decision/: Verify KYC (/finance, /kyc-verify/{id}), "finance_user or
   * accounts_user: finance, kyc-verify" (operations §6), the only roles that read KYC numbers whole.
   */
  kycVerification: ['finance_user', 'accounts_user'],
  /**
   * GET/POST /partner/passkeys/, PATCH/DELETE /partner/passkeys/{id}/ and
   * POST /partner/passkeys/registration-options/: the signed-in staff user's own passkeys on the
   * Security page (issue 23). Passkey sign-in itself is public.
   */
  passkeys: STAFF_ROLES,
  /**
   * GET/DELETE /partner/totp/, POST /partner/totp/enrol/ and /partner/totp/confirm/: the staff
   * user's own authenticator app (TOTP; issue 23).
   */
  totp: STAFF_ROLES,
} as const satisfies Record<string, readonly Role[]>;

/**
 * The Finance Central staff (operations §6 "finance_user or accounts_user: finance, kyc-verify")
 * whom the server setting FINANCE_SECOND_FACTOR=required makes complete a passkey or TOTP code
 * after the password before the session is usable (issue 23).
 */
export const FINANCE_SECOND_FACTOR_ROLES = [
  'finance_user',
  'accounts_user',
] as const satisfies readonly Role[];

/** A call named in {@link CALL_ROLES}. */
export type CallName = keyof typeof CALL_ROLES;

/** True when a user with `role` (or any of `allRoles`) may make `call`. Spec: operations §6. */
export function canCall(
  call: CallName,
  role: Role | null | undefined,
  allRoles: readonly Role[] = [],
): boolean {
  const allowed: readonly Role[] = CALL_ROLES[call];
  return (
    (role !== null && role !== undefined && allowed.includes(role)) ||
    allRoles.some((r) => allowed.includes(r))
  );
}
