import type { InvoiceRequestQuery, WorkOrderQuery } from './resources/invoiceRequests.ts';
import type { ListQuery } from './resources/lists.ts';
import type {
  EscalationQuery,
  PinPartnerQuery,
  ProjectQuery,
  SowsubtypeActionQuery,
  SparesDoaQuery,
  SpareTrackQuery,
  TrackDetailQuery,
  VendorDataQuery,
  VendorInteractionQuery,
  WarehouseQuery,
} from './resources/operations.ts';

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
    /** POST /finance/client-users-create/ (mutation key). */
    clientSignUp: () => ['partner', 'client-sign-up'] as const,
    /** POST /partner/password-reset/ and its confirmation (mutation key). */
    passwordReset: () => ['partner', 'password-reset'] as const,
    /** POST /partner/account-deletion-request/ (mutation key). */
    accountDeletion: () => ['partner', 'account-deletion'] as const,
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
  management: {
    /** Prefix of every management-area key (revalidate the whole area after a write). */
    all: () => ['management'] as const,
    /** GET /management/warehouse/ with its query. */
    warehouses: (query: WarehouseQuery = {}) => ['management', 'warehouse', query] as const,
    /** POST /management/warehouse/ (mutation key). */
    createWarehouse: () => ['management', 'warehouse', 'create'] as const,
    /** GET /management/dashboard-analytics/ with its query. */
    dashboardAnalytics: (query: { project?: number } = {}) =>
      ['management', 'dashboard-analytics', query] as const,
    /** POST /management/spares-track/ with its query (a read). */
    sparesTrack: (query: SpareTrackQuery = {}) => ['management', 'spares-track', query] as const,
    /** GET /management/get-track-detail/ with its query. */
    trackDetail: (query: TrackDetailQuery) => ['management', 'get-track-detail', query] as const,
    /** POST /management/return-spare/ (mutation key). */
    returnSpare: () => ['management', 'return-spare'] as const,
    /** GET /management/spares-doa/ with its query. */
    sparesDoa: (query: SparesDoaQuery = {}) => ['management', 'spares-doa', query] as const,
    /** GET /partner/vendor-data-response/ with its query. */
    vendorDataResponses: (query: VendorDataQuery = {}) =>
      ['management', 'vendor-data-response', query] as const,
    /** POST /partner/vendor-data-approve/ (mutation key). */
    approveVendorData: () => ['management', 'vendor-data-approve'] as const,
    /** POST /partner/partner-remove-request/ (mutation key). */
    partnerRemoveRequest: () => ['management', 'partner-remove-request'] as const,
    /** GET /management/get-sowsubtype-action/ with its query. */
    sowsubtypeActions: (query: SowsubtypeActionQuery = {}) =>
      ['management', 'sowsubtype-action', query] as const,
    /** POST /management/add-sowsubtype-action/ (mutation key). */
    addSowsubtypeAction: () => ['management', 'sowsubtype-action', 'create'] as const,
    /** GET /partner/vendor-interaction/ with its query. */
    vendorInteractions: (query: VendorInteractionQuery = {}) =>
      ['management', 'vendor-interaction', query] as const,
    /** GET /management/assign-pin-partner/ with its query. */
    assignPinPartner: (query: PinPartnerQuery) => ['management', 'assign-pin-partner', query] as const,
    /** POST /management/close-tasks/ (mutation key). */
    closeTasks: () => ['management', 'close-tasks'] as const,
    /** GET /management/projects/ with its query. */
    projects: (query: ProjectQuery = {}) => ['management', 'projects', query] as const,
    /** GET /management/escalation-tasks/ with its query. */
    escalationTasks: (query: EscalationQuery = {}) => ['management', 'escalation-tasks', query] as const,
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
  },
  finance: {
    /** Prefix of every finance-area key. */
    all: () => ['finance'] as const,
    /** GET /finance/task-count/. */
    taskCount: () => ['finance', 'task-count'] as const,
    /** POST /finance/generate-partner-invoice/ (mutation key). */
    generatePartnerInvoice: () => ['finance', 'generate-partner-invoice'] as const,
    /** POST /finance/partner-invoice/resend/ (mutation key). */
    resendPartnerInvoice: () => ['finance', 'partner-invoice', 'resend'] as const,
    /** POST /finance/partner-invoice/retry-create/ (mutation key). */
    retryCreatePartnerInvoice: () => ['finance', 'partner-invoice', 'retry-create'] as const,
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
