import type { ApiClient } from './createApiClient.ts';
import { createHttpCore, httpClientOf, type HttpCore } from './request.ts';
import type { ApiClientOptions, HttpClient } from './types.ts';

/** The areas of {@link ApiClient} (`partner`, `tickets`…): everything but the low-level helpers. */
export type ApiArea = Exclude<keyof ApiClient, keyof HttpClient>;

/**
 * How each area of the client is made, its module loaded on demand: the same factories and
 * arguments as `createApiClient` (the type makes the table complete).
 */
const AREA_LOADERS: {
  [K in ApiArea]: (core: HttpCore, options: ApiClientOptions) => Promise<ApiClient[K]>;
} = {
  partner: (core) => import('../resources/partner.ts').then((m) => m.createPartnerApi(core)),
  meta: (core, options) => import('../resources/meta.ts').then((m) => m.createMetaApi(core, options.metaUrl)),
  attendance: (core) => import('../resources/attendance.ts').then((m) => m.createAttendanceApi(core)),
  invoiceRequests: (core) =>
    import('../resources/invoiceRequests.ts').then((m) => m.createInvoiceRequestsApi(core)),
  payables: (core) => import('../resources/payables.ts').then((m) => m.createPayablesApi(core)),
  financeWork: (core) => import('../resources/financeWork.ts').then((m) => m.createFinanceWorkApi(core)),
  invoiceList: (core) => import('../resources/invoiceList.ts').then((m) => m.createInvoiceListApi(core)),
  clientInvoices: (core) =>
    import('../resources/clientInvoices.ts').then((m) => m.createClientInvoicesApi(core)),
  partnerRegistration: (core) =>
    import('../resources/partnerRegistration.ts').then((m) => m.createPartnerRegistrationApi(core)),
  serviceCallReport: (core) =>
    import('../resources/serviceCallReport.ts').then((m) => m.createServiceCallReportApi(core)),
  unstructuredData: (core) =>
    import('../resources/unstructuredData.ts').then((m) => m.createUnstructuredDataApi(core)),
  satisfactionSurvey: (core) =>
    import('../resources/satisfactionSurvey.ts').then((m) => m.createSatisfactionSurveyApi(core)),
  questionnaire: (core) =>
    import('../resources/questionnaire.ts').then((m) => m.createQuestionnaireApi(core)),
  profilingQuestionnaire: (core) =>
    import('../resources/profilingQuestionnaire.ts').then((m) => m.createProfilingQuestionnaireApi(core)),
  fileUpload: (core) => import('../resources/fileUpload.ts').then((m) => m.createFileUploadApi(core)),
  pinLookup: (core) => import('../resources/pinLookup.ts').then((m) => m.createPinLookupApi(core)),
  warehouses: (core) => import('../resources/warehouses.ts').then((m) => m.createWarehousesApi(core)),
  spares: (core) => import('../resources/spares.ts').then((m) => m.createSparesApi(core)),
  dashboardAnalytics: (core) =>
    import('../resources/dashboardAnalytics.ts').then((m) => m.createDashboardAnalyticsApi(core)),
  vendorDataReview: (core) =>
    import('../resources/vendorDataReview.ts').then((m) => m.createVendorDataReviewApi(core)),
  vendorInteractions: (core) =>
    import('../resources/vendorInteractions.ts').then((m) => m.createVendorInteractionsApi(core)),
  partnerRemoval: (core) =>
    import('../resources/partnerRemoval.ts').then((m) => m.createPartnerRemovalApi(core)),
  pincodePartners: (core) =>
    import('../resources/pincodePartners.ts').then((m) => m.createPincodePartnersApi(core)),
  projects: (core) => import('../resources/projects.ts').then((m) => m.createProjectsApi(core)),
  demoInbox: (core) => import('../resources/demoInbox.ts').then((m) => m.createDemoInboxApi(core)),
  escalations: (core) => import('../resources/escalations.ts').then((m) => m.createEscalationsApi(core)),
  notifications: (core) =>
    import('../resources/notifications.ts').then((m) => m.createNotificationsApi(core)),
  ticketNotes: (core) => import('../resources/ticketNotes.ts').then((m) => m.createTicketNotesApi(core)),
  surveys: (core) => import('../resources/surveys.ts').then((m) => m.createSurveysApi(core)),
  tickets: (core) => import('../resources/tickets.ts').then((m) => m.createTicketsApi(core)),
  partnerRecords: (core) =>
    import('../resources/partnerRecords.ts').then((m) => m.createPartnerRecordsApi(core)),
  kycVerification: (core) =>
    import('../resources/partnerRecords.ts').then((m) => m.createKycVerificationApi(core)),
  kciTasks: (core) => import('../resources/kciTasks.ts').then((m) => m.createKciTasksApi(core)),
  auditDocuments: (core) =>
    import('../resources/auditDocuments.ts').then((m) => m.createAuditDocumentsApi(core)),
  verifySchedule: (core) =>
    import('../resources/verifySchedule.ts').then((m) => m.createVerifyScheduleApi(core)),
  rawAddress: (core) => import('../resources/rawAddress.ts').then((m) => m.createRawAddressApi(core)),
  rateCards: (core) => import('../resources/rateCards.ts').then((m) => m.createRateCardsApi(core)),
  chat: (core) => import('../resources/chat.ts').then((m) => m.createChatApi(core)),
  sowActions: (core) => import('../resources/sowActions.ts').then((m) => m.createSowActionsApi(core)),
  clientSignUp: (core) => import('../resources/clientSignUp.ts').then((m) => m.createClientSignUpApi(core)),
  clientErrors: (core) => import('../resources/clientErrors.ts').then((m) => m.createClientErrorsApi(core)),
  secondFactor: (core) => import('../resources/secondFactor.ts').then((m) => m.createSecondFactorApi(core)),
};

type AreaCall = (...args: unknown[]) => Promise<unknown>;

/** The members of the client's areas that are not functions answering a promise (none may be). */
type SyncMembers = {
  [K in ApiArea]: {
    [M in keyof ApiClient[K]]: ApiClient[K][M] extends (...args: never[]) => Promise<unknown>
      ? never
      : `${K}.${M & string}`;
  }[keyof ApiClient[K]];
}[ApiArea];
// A deferred area answers every call with a promise: the type check fails, naming the member, the
// day an area gains a synchronous one.
const everyAreaCallIsAsync: [SyncMembers] extends [never] ? true : SyncMembers = true;
void everyAreaCallIsAsync;

/**
 * The same client as `createApiClient(options)`, whose areas load with their first call (issue 21:
 * /signin does not fetch every resource of the API before its one call). The request core (URL,
 * token, time-out, errors, `onError`, `beforeAnswer`) is made at once, so `baseUrl`, `request`,
 * `get`… are the core's own; `client.partner.login(…)` loads the partner area's module first (once),
 * then runs on it, so a call answers and fails exactly as on `createApiClient`'s client. Every area
 * function returns a promise, so deferring it changes no signature. A module that fails to load
 * rejects that call (a `TypeError` or the bundler's error, as a lazy route would) and the next call
 * tries again.
 * @param options - as for `createApiClient`.
 */
export function createDeferredApiClient(options: ApiClientOptions): ApiClient {
  const core = createHttpCore(options);
  const loaded = new Map<ApiArea, Promise<Record<string, AreaCall>>>();
  const load = (area: ApiArea): Promise<Record<string, AreaCall>> => {
    let promise = loaded.get(area);
    if (!promise) {
      promise = (
        AREA_LOADERS[area](core, options) as Promise<unknown> as Promise<Record<string, AreaCall>>
      ).catch((error: unknown) => {
        loaded.delete(area);
        throw error;
      });
      loaded.set(area, promise);
    }
    return promise;
  };
  const areas = new Map<PropertyKey, unknown>();
  const areaProxy = (area: ApiArea) => {
    const calls = new Map<PropertyKey, AreaCall>();
    return new Proxy(
      {},
      {
        get(_target, method) {
          if (typeof method === 'symbol' || method === 'then') return undefined;
          let call = calls.get(method);
          if (!call) {
            call = (...args) => load(area).then((real) => real[method]!(...args));
            calls.set(method, call);
          }
          return call;
        },
      },
    );
  };
  const helpers = httpClientOf(core);
  return new Proxy(helpers as ApiClient, {
    get(target, name, receiver) {
      if (name in target || typeof name === 'symbol') return Reflect.get(target, name, receiver) as unknown;
      if (!(name in AREA_LOADERS)) return undefined;
      let value = areas.get(name);
      if (value === undefined) {
        value = areaProxy(name as ApiArea);
        areas.set(name, value);
      }
      return value;
    },
  });
}
