import { createAttendanceApi, type AttendanceApi } from '../resources/attendance.ts';
import { createClientErrorsApi, type ClientErrorsApi } from '../resources/clientErrors.ts';
import { createClientSignUpApi, type ClientSignUpApi } from '../resources/clientSignUp.ts';
import { createFileUploadApi, type FileUploadApi } from '../resources/fileUpload.ts';
import { createInvoiceRequestsApi, type InvoiceRequestsApi } from '../resources/invoiceRequests.ts';
import { createPayablesApi, type PayablesApi } from '../resources/payables.ts';
import { createFinanceWorkApi, type FinanceWorkApi } from '../resources/financeWork.ts';
import { createInvoiceListApi, type InvoiceListApi } from '../resources/invoiceList.ts';
import { createClientInvoicesApi, type ClientInvoicesApi } from '../resources/clientInvoices.ts';
import { createMetaApi, type MetaApi } from '../resources/meta.ts';
import { createDashboardAnalyticsApi, type DashboardAnalyticsApi } from '../resources/dashboardAnalytics.ts';
import { createEscalationsApi, type EscalationsApi } from '../resources/escalations.ts';
import { createNotificationsApi, type NotificationsApi } from '../resources/notifications.ts';
import { createTicketNotesApi, type TicketNotesApi } from '../resources/ticketNotes.ts';
import { createSecondFactorApi, type SecondFactorApi } from '../resources/secondFactor.ts';
import { createSurveysApi, type SurveysApi } from '../resources/surveys.ts';
import { createTicketsApi, type TicketsApi } from '../resources/tickets.ts';
import {
  createKycVerificationApi,
  createPartnerRecordsApi,
  type KycVerificationApi,
  type PartnerRecordsApi,
} from '../resources/partnerRecords.ts';
import { createAuditDocumentsApi, type AuditDocumentsApi } from '../resources/auditDocuments.ts';
import { createKciTasksApi, type KciTasksApi } from '../resources/kciTasks.ts';
import { createRawAddressApi, type RawAddressApi } from '../resources/rawAddress.ts';
import { createRateCardsApi, type RateCardsApi } from '../resources/rateCards.ts';
import { createVerifyScheduleApi, type VerifyScheduleApi } from '../resources/verifySchedule.ts';
import { createChatApi, type ChatApi } from '../resources/chat.ts';
import { createPartnerRemovalApi, type PartnerRemovalApi } from '../resources/partnerRemoval.ts';
import { createPincodePartnersApi, type PincodePartnersApi } from '../resources/pincodePartners.ts';
import { createProjectsApi, type ProjectsApi } from '../resources/projects.ts';
import { createDemoInboxApi, type DemoInboxApi } from '../resources/demoInbox.ts';
import { createSowActionsApi, type SowActionsApi } from '../resources/sowActions.ts';
import { createSparesApi, type SparesApi } from '../resources/spares.ts';
import { createVendorDataReviewApi, type VendorDataReviewApi } from '../resources/vendorDataReview.ts';
import { createVendorInteractionsApi, type VendorInteractionsApi } from '../resources/vendorInteractions.ts';
import { createWarehousesApi, type WarehousesApi } from '../resources/warehouses.ts';
import { createPartnerApi, type PartnerApi } from '../resources/partner.ts';
import {
  createPartnerRegistrationApi,
  type PartnerRegistrationApi,
} from '../resources/partnerRegistration.ts';
import { createPinLookupApi, type PinLookupApi } from '../resources/pinLookup.ts';
import {
  createProfilingQuestionnaireApi,
  type ProfilingQuestionnaireApi,
} from '../resources/profilingQuestionnaire.ts';
import { createQuestionnaireApi, type QuestionnaireApi } from '../resources/questionnaire.ts';
import { createSatisfactionSurveyApi, type SatisfactionSurveyApi } from '../resources/satisfactionSurvey.ts';
import { createServiceCallReportApi, type ServiceCallReportApi } from '../resources/serviceCallReport.ts';
import { createUnstructuredDataApi, type UnstructuredDataApi } from '../resources/unstructuredData.ts';
import { createHttpCore, httpClientOf } from './request.ts';
import type { ApiClientOptions, HttpClient } from './types.ts';

/**
 * The API client: the low-level helpers plus one typed function per spec call, grouped by area.
 */
export interface ApiClient extends HttpClient {
  /** Partner-area calls (login, user info, logout). Spec: access §7. */
  readonly partner: PartnerApi;
  /** Version metadata. Spec: operations §7 'Other'. */
  readonly meta: MetaApi;
  /** Punch in and out. Spec: operations §7 'Identity-adjacent and attendance'. */
  readonly attendance: AttendanceApi;
  /** Invoice requests: partners to invoice, the requests, create and review. Spec: operations §7 'Finance'. */
  readonly invoiceRequests: InvoiceRequestsApi;
  /** Accounts payable: payables, mark paid, paid invoices, CSV exports, the finance dashboard (issue 14). */
  readonly payables: PayablesApi;
  /** The finance Actions list and the TPP transactions (issue 14). */
  readonly financeWork: FinanceWorkApi;
  /** The payable partner's own invoices and their download (issue 14). */
  readonly invoiceList: InvoiceListApi;
  /** The client invoicer's company's invoices and their download (issue 14). */
  readonly clientInvoices: ClientInvoicesApi;
  /** The partner registration wizard: OTPs and its three steps. Spec: access §2, §7. */
  readonly partnerRegistration: PartnerRegistrationApi;
  /** The service call report: link check, step 1 and step 2. Spec: operations §2, §7. */
  readonly serviceCallReport: ServiceCallReportApi;
  /** The unstructured data form by link: the project's templates and the save. Spec: operations §2, §7. */
  readonly unstructuredData: UnstructuredDataApi;
  /** The customer satisfaction survey by link: the ticket's survey and the answers. Spec: operations §2, §7. */
  readonly satisfactionSurvey: SatisfactionSurveyApi;
  /** The interactive questionnaire: the list, forms, questions and answers. Spec: operations §2, §7 'Questionnaires'. */
  readonly questionnaire: QuestionnaireApi;
  /** The profiling questionnaire's submission. Spec: operations §2, §7 'Questionnaires'. */
  readonly profilingQuestionnaire: ProfilingQuestionnaireApi;
  /** File upload: the presigned upload URL and local storage credentials. Spec: operations §7 'File upload'. */
  readonly fileUpload: FileUploadApi;
  /** The postal code lookup. Spec: access §7. */
  readonly pinLookup: PinLookupApi;
  /** Warehouses: the list and the create. Spec: operations §7 'Management and warehouse'. */
  readonly warehouses: WarehousesApi;
  /** Spares: tracking, a spare's tracking detail, returns, dead-on-arrival spares. Spec: operations §7. */
  readonly spares: SparesApi;
  /** The dashboard's aggregates. Spec: operations §7. */
  readonly dashboardAnalytics: DashboardAnalyticsApi;
  /** Partner data to review, and the review. Spec: operations §7. */
  readonly vendorDataReview: VendorDataReviewApi;
  /** Interactions with partners. Spec: operations §7. */
  readonly vendorInteractions: VendorInteractionsApi;
  /** Requests to remove a partner. Spec: operations §7. */
  readonly partnerRemoval: PartnerRemovalApi;
  /** The partners serving a pincode. Spec: operations §7. */
  readonly pincodePartners: PincodePartnersApi;
  /** Projects and closing their tasks. Spec: operations §7. */
  readonly projects: ProjectsApi;
  /** The demo inbox of the reference server in demo mode (issue 16). */
  readonly demoInbox: DemoInboxApi;
  /** Escalated tickets, as a normal page. Spec: operations §3 'Other responses', §7. */
  readonly escalations: EscalationsApi;
  /** The header's notifications from ticket history, and marking them read (issue 20). */
  readonly notifications: NotificationsApi;
  /** Staff notes on a ticket in rich text, images signed by the server (issue 20). */
  readonly ticketNotes: TicketNotesApi;
  /** Staff-written satisfaction surveys (issue 20). */
  readonly surveys: SurveysApi;
  /** Tickets as field-service work orders: list, details, creation, lifecycle moves, assignment, escalation, links. Spec: access §1, operations §2 (issue 13). */
  readonly tickets: TicketsApi;
  /** Partner records: list, profile, documents, the partner's ticket answers, IFSC lookup, account options (issue 14). */
  readonly partnerRecords: PartnerRecordsApi;
  /** KYC verification of Finance Central: the queue, one KYC, scans, the decision (issue 14). */
  readonly kycVerification: KycVerificationApi;
  /** KCI checklists of finished visits and their completion (/kci-tasks; issue 14). */
  readonly kciTasks: KciTasksApi;
  /** Documents attached to tickets for audit: list, signed link, accept or reject (/audit-documents; issue 14). */
  readonly auditDocuments: AuditDocumentsApi;
  /** Completed visits to verify: list, schedule, outcome (/verify-schedule; issue 14). */
  readonly verifySchedule: VerifyScheduleApi;
  /** Raw addresses to resolve into pincode and district (/raw-address; issue 14). */
  readonly rawAddress: RawAddressApi;
  /** Rate cards per SOW subtype and region, and the partner plans (/rate-cards, /rate/{rateId}, /partner-plans; issue 14). */
  readonly rateCards: RateCardsApi;
  /** Chat: credentials, peers, WhatsApp conversations (operations §7 'Chat'). */
  readonly chat: ChatApi;
  /** The actions a project's SOW subtype triggers. Spec: operations §7. */
  readonly sowActions: SowActionsApi;
  /** Client sign-up (POST /finance/client-users-create/). Spec: access §2 'Client sign-up', §7. */
  readonly clientSignUp: ClientSignUpApi;
  /** Reports of unexpected render errors to the server log (POST /client-errors/; issue 20). */
  readonly clientErrors: ClientErrorsApi;
  /** Passkeys, passkey sign-in and the authenticator-app second factor of staff (issue 23). */
  readonly secondFactor: SecondFactorApi;
}

/**
 * Creates the framework-free API client.
 *
 * @param options.baseUrl - API base, absolute (`https://api.example.com/api`) or a path (`/api`,
 *   resolved against `window.location.origin`); paths are appended exactly.
 * @param options.getToken - returns the stored token (sync or async). It is sent as
 *   `Authorization: Token <token>` only when the request URL's origin is the API origin.
 * @param options.fetch - `fetch` implementation; default the global one.
 * @param options.timeoutMs - time-out per request in ms, default 30000; a time-out rejects with
 *   `ApiError` kind `timeout`.
 * @param options.onError - receives `{ type: 'error', message, messageId, durationMs, error }`:
 *   401 → 'Invalid Credentials!'; HTTP >= 500 → nothing; other HTTP errors → the body's
 *   `message` or 'Something went wrong!', for 1000 ms; time-out and offline → their texts from
 *   `apiMessages`. Caller aborts and `{ silent: true }` calls are never reported. The promise
 *   rejects in every case, so the caller still sees the error.
 * @param options.messages - translated replacements for `apiMessages`.
 * @param options.metaUrl - where `meta.version()` reads, default `/meta.json` on the page origin.
 * @returns an {@link ApiClient}. Every call rejects with an `ApiError`.
 * @throws TypeError (from the first request) when `baseUrl` is a path and there is no
 *   `window.location`.
 *
 * Spec: operations §7 'Shared HTTP behaviour', §8 'Shared HTTP'; access §7.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', getToken: () => storage.get('token'),
 *   onError: ({ message, durationMs }) => toast.error(message, durationMs) });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const core = createHttpCore(options);
  // Object.assign keeps the helpers' `baseUrl` getter (a spread would read it now).
  return Object.assign(httpClientOf(core), {
    partner: createPartnerApi(core),
    meta: createMetaApi(core, options.metaUrl),
    attendance: createAttendanceApi(core),
    invoiceRequests: createInvoiceRequestsApi(core),
    payables: createPayablesApi(core),
    financeWork: createFinanceWorkApi(core),
    invoiceList: createInvoiceListApi(core),
    clientInvoices: createClientInvoicesApi(core),
    partnerRegistration: createPartnerRegistrationApi(core),
    serviceCallReport: createServiceCallReportApi(core),
    unstructuredData: createUnstructuredDataApi(core),
    satisfactionSurvey: createSatisfactionSurveyApi(core),
    questionnaire: createQuestionnaireApi(core),
    profilingQuestionnaire: createProfilingQuestionnaireApi(core),
    fileUpload: createFileUploadApi(core),
    pinLookup: createPinLookupApi(core),
    warehouses: createWarehousesApi(core),
    spares: createSparesApi(core),
    dashboardAnalytics: createDashboardAnalyticsApi(core),
    vendorDataReview: createVendorDataReviewApi(core),
    vendorInteractions: createVendorInteractionsApi(core),
    partnerRemoval: createPartnerRemovalApi(core),
    pincodePartners: createPincodePartnersApi(core),
    projects: createProjectsApi(core),
    demoInbox: createDemoInboxApi(core),
    escalations: createEscalationsApi(core),
    notifications: createNotificationsApi(core),
    ticketNotes: createTicketNotesApi(core),
    surveys: createSurveysApi(core),
    tickets: createTicketsApi(core),
    partnerRecords: createPartnerRecordsApi(core),
    kycVerification: createKycVerificationApi(core),
    kciTasks: createKciTasksApi(core),
    auditDocuments: createAuditDocumentsApi(core),
    verifySchedule: createVerifyScheduleApi(core),
    rawAddress: createRawAddressApi(core),
    rateCards: createRateCardsApi(core),
    chat: createChatApi(core),
    sowActions: createSowActionsApi(core),
    clientSignUp: createClientSignUpApi(core),
    clientErrors: createClientErrorsApi(core),
    secondFactor: createSecondFactorApi(core),
  });
}
