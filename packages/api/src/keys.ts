import type { InvoiceRequestQuery, WorkOrderQuery } from './resources/invoiceRequests.ts';
import type { PayableQuery } from './resources/payables.ts';
import type { TppTransactionQuery } from './resources/financeWork.ts';
import type { PartnerInvoiceEntryQuery } from './resources/invoiceList.ts';
import type { ClientInvoiceQuery } from './resources/clientInvoices.ts';
import type { ListQuery } from './resources/lists.ts';
import type { DashboardAnalyticsQuery } from './resources/dashboardAnalytics.ts';
import type { AttendanceRecordQuery } from './resources/attendance.ts';
import type { EscalationQuery } from './resources/escalations.ts';
import type { TicketQuery } from './resources/tickets.ts';
import type { KycQueueQuery, PartnerRecordQuery } from './resources/partnerRecords.ts';
import type { AuditDocumentQuery } from './resources/auditDocuments.ts';
import type { KciTaskQuery } from './resources/kciTasks.ts';
import type { RawAddressQuery } from './resources/rawAddress.ts';
import type { RateCardQuery } from './resources/rateCards.ts';
import type { VerificationQuery } from './resources/verifySchedule.ts';
import type { PincodePartnerQuery } from './resources/pincodePartners.ts';
import type { ProjectQuery, TaskQuery } from './resources/projects.ts';
import type { SowActionQuery } from './resources/sowActions.ts';
import type { DoaSpareQuery, SpareTrackDetailQuery, SpareTrackQuery } from './resources/spares.ts';
import type { VendorDataQuery } from './resources/vendorDataReview.ts';
import type { VendorInteractionQuery } from './resources/vendorInteractions.ts';
import type { WarehouseQuery } from './resources/warehouses.ts';

/**
 * SWR cache keys: one tuple per resource, built only here (never string-built). Each function
 * returns a fresh readonly tuple; SWR compares keys by value.
 * Spec: house style 'Data (packages/api)'.
 *
 * @example useSWR(apiKeys.partner.loginUserInfo(), fetcher)
 */
export const apiKeys = {
  partner: {
    /** Prefix of every partner-area key. */
    all: () => ['partner'] as const,
    /** GET /partner/login-user-info/. */
    loginUserInfo: () => ['partner', 'login-user-info'] as const,
    /** POST /partner/login/ (mutation key). */
    login: () => ['partner', 'login'] as const,
    /** POST /partner/logout/ (mutation key). */
    logout: () => ['partner', 'logout'] as const,
    /** POST /partner/send-passphrase-whatsapp/ and /partner/email-passphrase/ (mutation key). */
    sendPassphrase: () => ['partner', 'send-passphrase'] as const,
    /** POST /partner/whatsapp-passphrase/ and /partner/verify-passphrase/ (mutation key). */
    verifyPassphrase: () => ['partner', 'verify-passphrase'] as const,
    /** POST /partner/signup/ (mutation key). */
    signUp: () => ['partner', 'signup'] as const,
    /** POST /partner/password-reset/ and its confirmation (mutation key). */
    passwordReset: () => ['partner', 'password-reset'] as const,
    /** POST /partner/account-deletion-request/ (mutation key). */
    accountDeletion: () => ['partner', 'account-deletion'] as const,
    /** GET /partner/passkeys/ (issue 23). */
    passkeys: () => ['partner', 'passkeys'] as const,
    /** GET /partner/totp/ (issue 23). */
    totp: () => ['partner', 'totp'] as const,
    /** Passkey, TOTP and second-step writes (mutation keys; issue 23). */
    secondFactorWrite: (action: string) => ['partner', 'second-factor', action] as const,
    /** GET /partner/referred-by-listing/. */
    referredByListing: () => ['partner', 'referred-by-listing'] as const,
    /** GET /partner/fetch-partner-by-email/?email=. */
    fetchPartnerByEmail: (email: string) => ['partner', 'fetch-partner-by-email', email] as const,
    /** GET /partner/fetch-partner-whatsapp/?whatsapp_number=. */
    fetchPartnerWhatsapp: (whatsappNumber: string) =>
      ['partner', 'fetch-partner-whatsapp', whatsappNumber] as const,
  },
  attendance: {
    /** GET /partner/partner-active-time/. */
    today: () => ['attendance', 'today'] as const,
    /** POST /partner/partner-active-time/ (mutation key). */
    punch: () => ['attendance', 'punch'] as const,
    /** GET /management/attendance-records/ with its query (issue 23). */
    records: (query: AttendanceRecordQuery = {}) => ['attendance', 'records', query] as const,
  },
  partnerRegistration: {
    /** POST /partner/send-otp/ and /partner/verify-otp/ (mutation key). */
    otp: () => ['partner-registration', 'otp'] as const,
    /** POST /partner/temp-partner-add/ and /partner/temp-partner-edit/ (mutation key). */
    save: () => ['partner-registration', 'save'] as const,
  },
  serviceCallReport: {
    /** GET /management/cso-url-check/ for one link. */
    link: (ticketId: string, linkId: string) => ['service-call-report', 'link', ticketId, linkId] as const,
    /** POST and PUT /management/cso-data/ (mutation key). */
    save: () => ['service-call-report', 'save'] as const,
  },
  pinLookup: {
    /** GET /management/po-for-techlocal/?pin=. */
    postOffices: (pin: string) => ['pin-lookup', pin] as const,
    /** GET /management/po-for-techlocal/ on demand (mutation key). */
    lookup: () => ['pin-lookup'] as const,
  },
  unstructuredData: {
    /** GET /management/unstructured-template/ for one project. */
    templates: (project: string) => ['unstructured-data', 'templates', project] as const,
    /** POST /management/unstructured-update-by-template/ (mutation key). */
    save: () => ['unstructured-data', 'save'] as const,
  },
  satisfactionSurvey: {
    /** GET /management/csat-template/ for one ticket. */
    survey: (ticket: string) => ['satisfaction-survey', 'survey', ticket] as const,
    /** POST /management/csat-response/ (mutation key). */
    submit: () => ['satisfaction-survey', 'submit'] as const,
  },
  questionnaire: {
    /** GET /partner/questionnaire/. */
    list: () => ['questionnaire', 'list'] as const,
    /** GET /partner/question/?template_id (the whole form). */
    form: (templateId: number) => ['questionnaire', 'form', templateId] as const,
    /** GET /partner/question/?template_id&question_code, fetched on demand (mutation key). */
    question: () => ['questionnaire', 'question'] as const,
    /** POST /partner/answer_responded/ or its public variant (mutation key). */
    respond: () => ['questionnaire', 'respond'] as const,
  },
  profilingQuestionnaire: {
    /** POST /partner/questionnaire/submit/ (mutation key). */
    submit: () => ['profiling-questionnaire', 'submit'] as const,
  },
  warehouses: {
    /** Prefix of every warehouse key. */
    all: () => ['warehouses'] as const,
    /** GET /management/warehouse/ with its query. */
    list: (query: WarehouseQuery = {}) => ['warehouses', 'list', query] as const,
    /** POST /management/warehouse/ (mutation key). */
    create: () => ['warehouses', 'create'] as const,
  },
  spares: {
    /** Prefix of every spare key. */
    all: () => ['spares'] as const,
    /** POST /management/spares-track/ with its query (a read). */
    track: (query: SpareTrackQuery = {}) => ['spares', 'track', query] as const,
    /** GET /management/get-track-detail/ with its query. */
    trackDetail: (query: SpareTrackDetailQuery) => ['spares', 'track-detail', query] as const,
    /** GET /management/spares-doa/ with its query. */
    doa: (query: DoaSpareQuery = {}) => ['spares', 'doa', query] as const,
    /** POST /management/return-spare/ (mutation key). */
    returnSpare: () => ['spares', 'return'] as const,
  },
  dashboardAnalytics: {
    /** Prefix of every dashboard analytics key. */
    all: () => ['dashboard-analytics'] as const,
    /** GET /management/dashboard-analytics/ with its query. */
    get: (query: DashboardAnalyticsQuery = {}) => ['dashboard-analytics', query] as const,
  },
  vendorDataReview: {
    /** Prefix of every vendor data review key. */
    all: () => ['vendor-data-review'] as const,
    /** GET /partner/vendor-data-response/ with its query. */
    list: (query: VendorDataQuery = {}) => ['vendor-data-review', 'list', query] as const,
    /** POST /partner/vendor-data-approve/ (mutation key). */
    review: () => ['vendor-data-review', 'review'] as const,
  },
  vendorInteractions: {
    /** GET /partner/vendor-interaction/ with its query. */
    list: (query: VendorInteractionQuery = {}) => ['vendor-interactions', 'list', query] as const,
  },
  partnerRemoval: {
    /** POST /partner/partner-remove-request/ (mutation key). */
    request: () => ['partner-removal', 'request'] as const,
  },
  pincodePartners: {
    /** Prefix of every pincode partner key. */
    all: () => ['pincode-partners'] as const,
    /** GET /management/assign-pin-partner/ with its query. */
    list: (query: PincodePartnerQuery) => ['pincode-partners', 'list', query] as const,
  },
  projects: {
    /** Prefix of every project key. */
    all: () => ['projects'] as const,
    /** GET /management/projects/ with its query. */
    list: (query: ProjectQuery = {}) => ['projects', 'list', query] as const,
    /** GET /management/tasks/ with its query. */
    tasks: (query: TaskQuery = {}) => ['projects', 'tasks', query] as const,
    /** POST /management/close-tasks/ (mutation key). */
    closeTasks: () => ['projects', 'close-tasks'] as const,
  },
  demoInbox: {
    /** GET /dev/inbox/ (demo mode). */
    list: () => ['demo-inbox', 'list'] as const,
    /** GET /dev/demo-mode/. */
    mode: () => ['demo-inbox', 'mode'] as const,
  },
  chat: {
    /** POST /management/chat-credentials/ (mutation key). */
    credentials: () => ['chat', 'credentials'] as const,
    /** GET /management/chat-list/. */
    chatUsers: () => ['chat', 'chat-list'] as const,
    /** GET /partner/openfirepartners/. */
    contacts: () => ['chat', 'contacts'] as const,
    /** GET /management/chat-users/?search=. */
    search: (search: string) => ['chat', 'search', search] as const,
    /** GET /management/get-whatsapp-users-list/. */
    whatsappConversations: () => ['chat', 'whatsapp', 'list'] as const,
    /** GET /management/get-whatsapp-chats/?session_id=. */
    whatsappMessages: (sessionId: string) => ['chat', 'whatsapp', 'messages', sessionId] as const,
    /** POST /management/send-whatsapp-message/ (mutation key). */
    sendWhatsapp: () => ['chat', 'whatsapp', 'send'] as const,
    /** POST /management/add-number/ (mutation key). */
    addNumber: () => ['chat', 'whatsapp', 'add-number'] as const,
  },
  escalations: {
    /** Prefix of every escalation key. */
    all: () => ['escalations'] as const,
    /** GET /management/escalation-tasks/ with its query. */
    list: (query: EscalationQuery = {}) => ['escalations', 'list', query] as const,
  },
  notifications: {
    /** GET /management/notifications/. */
    list: () => ['notifications', 'list'] as const,
    /** POST /management/notifications/read/ (mutation key). */
    read: () => ['notifications', 'read'] as const,
  },
  kciTasks: {
    /** Prefix of every KCI task key. */
    all: () => ['kci-tasks'] as const,
    /** GET /management/kci-tasks/ with its query. */
    list: (query: KciTaskQuery = {}) => ['kci-tasks', 'list', query] as const,
    /** POST /management/kci-tasks/{id}/complete/ (mutation key). */
    complete: () => ['kci-tasks', 'complete'] as const,
  },
  auditDocuments: {
    /** Prefix of every audit document key. */
    all: () => ['audit-documents'] as const,
    /** GET /management/audit-documents/ with its query. */
    list: (query: AuditDocumentQuery = {}) => ['audit-documents', 'list', query] as const,
    /** GET .../{id}/file-link/ and POST .../{id}/review/ (mutation keys). */
    write: (what: 'file-link' | 'review') => ['audit-documents', 'write', what] as const,
  },
  verifySchedule: {
    /** Prefix of every verification key. */
    all: () => ['verify-schedule'] as const,
    /** GET /management/verify-schedule/ with its query. */
    list: (query: VerificationQuery = {}) => ['verify-schedule', 'list', query] as const,
    /** POST .../{id}/schedule/ and .../{id}/outcome/ (mutation keys). */
    write: (what: 'schedule' | 'outcome') => ['verify-schedule', 'write', what] as const,
  },
  rawAddress: {
    /** Prefix of every raw address key. */
    all: () => ['raw-address'] as const,
    /** GET /management/raw-addresses/ with its query. */
    list: (query: RawAddressQuery = {}) => ['raw-address', 'list', query] as const,
    /** POST /management/raw-addresses/{id}/resolve/ (mutation key). */
    resolve: () => ['raw-address', 'resolve'] as const,
  },
  rateCards: {
    /** Prefix of every rate card key. */
    all: () => ['rate-cards'] as const,
    /** GET /management/rate-cards/ with its query. */
    list: (query: RateCardQuery = {}) => ['rate-cards', 'list', query] as const,
    /** GET /management/rate-cards/{rate_id}/. */
    detail: (rateId: string) => ['rate-cards', 'detail', rateId] as const,
    /** GET /management/partner-plans/. */
    plans: () => ['rate-cards', 'plans'] as const,
  },
  tickets: {
    /** Prefix of every ticket key. */
    all: () => ['tickets'] as const,
    /** GET /management/tickets/ with its query. */
    list: (query: TicketQuery = {}) => ['tickets', 'list', query] as const,
    /** GET /management/tickets/facets/. */
    facets: () => ['tickets', 'facets'] as const,
    /** GET /management/tickets/{ticket_id}/. */
    detail: (ticketId: string) => ['tickets', 'detail', ticketId] as const,
    /** GET /management/tickets/{ticket_id}/notes/. */
    notes: (ticketId: string) => ['tickets', 'notes', ticketId] as const,
    /** GET /management/tickets/{ticket_id}/partners/. */
    partners: (ticketId: string) => ['tickets', 'partners', ticketId] as const,
    /** Writes on tickets (mutation key). */
    write: (what: 'create' | 'move' | 'bulk-assign' | 'escalate' | 'links' | 'note') =>
      ['tickets', 'write', what] as const,
  },
  surveys: {
    /** Prefix of every survey key. */
    all: () => ['surveys'] as const,
    /** GET /management/surveys/. */
    list: () => ['surveys', 'list'] as const,
    /** GET /management/surveys/{id}/. */
    detail: (id: number) => ['surveys', 'detail', id] as const,
    /** Writes on surveys (mutation key). */
    write: (what: 'create' | 'update') => ['surveys', 'write', what] as const,
  },
  sowActions: {
    /** Prefix of every SOW action key. */
    all: () => ['sow-actions'] as const,
    /** GET /management/get-sowsubtype-action/ with its query. */
    list: (query: SowActionQuery = {}) => ['sow-actions', 'list', query] as const,
    /** POST /management/add-sowsubtype-action/ (mutation key). */
    create: () => ['sow-actions', 'create'] as const,
  },
  invoiceRequests: {
    /** GET /finance/invoicerequest_partner-list/ with its query. */
    partners: (query: ListQuery = {}) => ['finance', 'invoicerequest_partner-list', query] as const,
    /** GET /finance/invoice-request/ with its query. */
    list: (query: InvoiceRequestQuery = {}) => ['finance', 'invoice-request', query] as const,
    /** POST /finance/invoice-request/ (mutation key). */
    create: () => ['finance', 'invoice-request', 'create'] as const,
    /** PATCH /finance/invoice-request/{id}/ (mutation key). */
    review: () => ['finance', 'invoice-request', 'review'] as const,
    /** GET /management/invoiceing_work-orders/ with its query. */
    workOrders: (query: WorkOrderQuery = {}) => ['management', 'invoiceing_work-orders', query] as const,
    /** GET /finance/task-count/. */
    taskCount: () => ['finance', 'task-count'] as const,
    /** POST /finance/generate-partner-invoice/ (mutation key). */
    generateInvoice: () => ['finance', 'generate-partner-invoice'] as const,
    /** POST /finance/partner-invoice/resend/ (mutation key). */
    resendInvoice: () => ['finance', 'partner-invoice', 'resend'] as const,
    /** POST /finance/partner-invoice/retry-create/ (mutation key). */
    retryInvoiceCreation: () => ['finance', 'partner-invoice', 'retry-create'] as const,
  },
  partnerRecords: {
    /** Prefix of every partner record key. */
    all: () => ['partner-records'] as const,
    /** GET /partner/records/ with its query. */
    list: (query: PartnerRecordQuery = {}) => ['partner-records', 'list', query] as const,
    /** GET /partner/records/facets/. */
    facets: () => ['partner-records', 'facets'] as const,
    /** GET /partner/records/{uuid}/. */
    detail: (uuid: string) => ['partner-records', 'detail', uuid] as const,
    /** GET /partner/account-options/. */
    accountOptions: () => ['partner-records', 'account-options'] as const,
    /** GET /partner/ifsc/{code}/. */
    ifsc: (code: string) => ['partner-records', 'ifsc', code] as const,
    /** Writes and on-demand links (mutation key). */
    write: (what: 'respond' | 'report-link' | 'document-link' | 'document-download' | 'bank') =>
      ['partner-records', 'write', what] as const,
  },
  kycVerification: {
    /** Prefix of every KYC verification key. */
    all: () => ['kyc-verification'] as const,
    /** GET /finance/kyc-verification/ with its query. */
    list: (query: KycQueueQuery = {}) => ['kyc-verification', 'list', query] as const,
    /** GET /finance/kyc-verification/{uuid}/. */
    detail: (uuid: string) => ['kyc-verification', 'detail', uuid] as const,
    /** The decision and document links (mutation key). */
    write: (what: 'decide' | 'document-link') => ['kyc-verification', 'write', what] as const,
  },
  financeWork: {
    /** GET /finance/actions/ (under the task-count prefix: revalidated with the badge). */
    actions: () => ['finance', 'task-count', 'actions'] as const,
    /** GET /finance/tpp-transactions/ with its query (under the payables prefix: revalidated after a payment). */
    tpp: (query: TppTransactionQuery = {}) => ['finance', 'payables', 'tpp', query] as const,
  },
  payables: {
    /** Prefix of every payables key (revalidated after a payment). */
    all: () => ['finance', 'payables'] as const,
    /** GET /finance/payables/ with its query. */
    list: (query: PayableQuery = {}) => ['finance', 'payables', 'list', query] as const,
    /** GET /finance/paid-invoices/ with its query. */
    paid: (query: PayableQuery = {}) => ['finance', 'payables', 'paid', query] as const,
    /** GET /finance/finance-dashboard/. */
    dashboard: () => ['finance', 'payables', 'dashboard'] as const,
    /** POST /finance/payables/mark-paid/ (mutation key). */
    markPaid: () => ['finance', 'payables-write', 'mark-paid'] as const,
    /** GET /finance/payables/export/ or /finance/paid-invoices/export/ (mutation key: a file download). */
    exportCsv: () => ['finance', 'payables-write', 'export'] as const,
  },
  invoiceList: {
    /** GET /finance/invoice-list/ with its query. */
    list: (query: PartnerInvoiceEntryQuery = {}) => ['finance', 'invoice-list', query] as const,
    /** GET /finance/invoice-list/{id}/download/ (mutation key: a file download). */
    download: () => ['finance', 'invoice-list-download'] as const,
  },
  clientInvoices: {
    /** GET /finance/client-invoices/ with its query. */
    list: (query: ClientInvoiceQuery = {}) => ['finance', 'client-invoices', query] as const,
    /** GET /finance/client-invoices/{id}/download/ (mutation key: a file download). */
    download: () => ['finance', 'client-invoices-download'] as const,
  },
  clientSignUp: {
    /** POST /finance/client-users-create/ (mutation key). */
    create: () => ['client-sign-up', 'create'] as const,
  },
  meta: {
    /** GET /meta.json. */
    version: () => ['meta', 'version'] as const,
  },
} as const;

type AreaKey<Area> = {
  [Name in keyof Area]: Area[Name] extends (...args: never[]) => infer Key ? Key : never;
}[keyof Area];

/** Any key built by {@link apiKeys} (a readonly tuple such as `['partner', 'login-user-info']`). */
export type ApiKey = {
  [Area in keyof typeof apiKeys]: AreaKey<(typeof apiKeys)[Area]>;
}[keyof typeof apiKeys];
