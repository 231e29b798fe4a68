/**
 * `@partner-portal/api`: the framework-free typed HTTP client.
 * Hooks are in `@partner-portal/api/hooks`, storage in `/storage`, roles in `/roles`.
 */
export { createApiClient } from '../client/createApiClient.ts';
export type { ApiClient } from '../client/createApiClient.ts';
export { createDeferredApiClient } from '../client/deferredClient.ts';
export { ApiError, isApiError, isClientError } from '../client/ApiError.ts';
export type { ApiErrorInit, ApiErrorKind } from '../client/ApiError.ts';
export { apiMessages, formatApiMessage, serverMessageOf } from '../client/messages.ts';
export type { ServerMessageRef } from '../client/messages.ts';
export type { ApiMessageId, ApiMessages } from '../client/messages.ts';
export { API_MESSAGE_DURATION_MS, DEFAULT_TIMEOUT_MS } from '../client/request.ts';
export type {
  ApiClientOptions,
  ApiNotice,
  FetchLike,
  FullRequestOptions,
  HttpClient,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestBody,
  RequestOptions,
  ResponseType,
  TokenGetter,
} from '../client/types.ts';
export type {
  LoggedInUserInfo,
  LoginCredentials,
  LoginUserInfoResponse,
  LogoutResponse,
  PartnerApi,
} from '../resources/partner.ts';
export type { SignInSession } from '../resources/session.ts';
export type { AppVersion, MetaApi } from '../resources/meta.ts';
export type {
  AttendanceApi,
  AttendanceRecord,
  AttendanceRecordQuery,
  AttendanceState,
  Punch,
  PunchLocation,
  PunchRequest,
  PunchResponse,
} from '../resources/attendance.ts';
export { ACCOUNT_DELETION_PATH } from '../resources/partnerOnboarding.ts';
export type {
  CompanyLookup,
  PartnerOnboardingApi,
  PasswordResetConfirmPayload,
  PasswordResetPayload,
  SignUpInput,
  StatusMessage,
} from '../resources/partnerOnboarding.ts';
export type {
  PartnerRegistrationApi,
  RegistrationCompany,
  RegistrationContact,
  RegistrationIdentity,
  RegistrationOtpTarget,
  StoredPartnerImage,
} from '../resources/partnerRegistration.ts';
export type { PinLookupApi, PostOffice } from '../resources/pinLookup.ts';
export type { ClientSignUpApi, ClientSignUpInput, ClientSignUpResult } from '../resources/clientSignUp.ts';
export { clientErrorReport } from '../resources/clientErrors.ts';
export type { ClientErrorReport, ClientErrorsApi } from '../resources/clientErrors.ts';
export { toFormData } from '../resources/formData.ts';
export type { FormValue } from '../resources/formData.ts';
export { SERVICE_CALL_EXPERIENCE_LABELS } from '../resources/serviceCallReport.ts';
export type {
  ServiceCallExperienceLabel,
  ServiceCallFeedback,
  ServiceCallFeedbackSaved,
  ServiceCallReport,
  ServiceCallReportApi,
  ServiceCallReportLink,
  ServiceCallReportPrefill,
  ServiceCallReportSaved,
} from '../resources/serviceCallReport.ts';
export { latestTemplate } from '../resources/unstructuredData.ts';
export type {
  UnstructuredAnswer,
  UnstructuredDataApi,
  UnstructuredDataInput,
  UnstructuredDataSaved,
  UnstructuredItem,
  UnstructuredTemplate,
} from '../resources/unstructuredData.ts';
export { QUESTION_ANSWER_TYPES, QuestionStructureError } from '../resources/questionnaire.ts';
export type {
  Questionnaire,
  QuestionnaireAnswerInput,
  QuestionnaireApi,
  QuestionnaireQuestion,
  QuestionnaireResponseInput,
  QuestionnaireSubmitted,
  QuestionnaireSummary,
  QuestionAnswerType,
  QuestionOption,
} from '../resources/questionnaire.ts';
export type {
  ProfilingIdentity,
  ProfilingQuestionnaireApi,
  ProfilingSubmissionInput,
} from '../resources/profilingQuestionnaire.ts';
export { joinSurveyChoices, SURVEY_QUESTION_TYPES } from '../resources/satisfactionSurvey.ts';
export type {
  SatisfactionSurvey,
  SatisfactionSurveyApi,
  SatisfactionSurveyInput,
  SatisfactionSurveySubmitted,
  SurveyAnswer,
  SurveyQuestion,
  SurveyQuestionType,
} from '../resources/satisfactionSurvey.ts';
export type {
  FileUploadApi,
  PresignedUpload,
  PresignUploadInput,
  StorageCredentials,
} from '../resources/fileUpload.ts';
export { assertPresignedUpload, putToPresignedUrl, uploadFile } from '../upload.ts';
export type {
  UploadClient,
  UploadFileOptions,
  UploadProgress,
  UploadResult,
  UploadSource,
  XhrLike,
} from '../upload.ts';
export {
  isUploadContentType,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
} from '../uploadRules.ts';
export type { UploadContentType } from '../uploadRules.ts';
export { apiKeys } from '../keys.ts';
export type { ApiKey } from '../keys.ts';
export type { ListQuery, ListResponse, PartnerRef, ProjectRef, WriteResponse } from '../resources/lists.ts';
export type { NewWarehouse, Warehouse, WarehouseQuery, WarehousesApi } from '../resources/warehouses.ts';
export type {
  DoaSpareQuery,
  Spare,
  SpareEvent,
  SpareReturn,
  SparesApi,
  SpareStatus,
  SpareTrackDetail,
  SpareTrackDetailQuery,
  SpareTrackQuery,
} from '../resources/spares.ts';
export type {
  DashboardAnalytics,
  DashboardAnalyticsApi,
  DashboardAnalyticsQuery,
} from '../resources/dashboardAnalytics.ts';
export type {
  VendorDataDecision,
  VendorDataQuery,
  VendorDataResponse,
  VendorDataReviewApi,
  VendorDataReviewed,
  VendorDataStatus,
} from '../resources/vendorDataReview.ts';
export type {
  InteractionChannel,
  VendorInteraction,
  VendorInteractionQuery,
  VendorInteractionsApi,
} from '../resources/vendorInteractions.ts';
export type { NewPartnerRemoval, PartnerRemoval, PartnerRemovalApi } from '../resources/partnerRemoval.ts';
export type {
  PincodePartner,
  PincodePartnerPage,
  PincodePartnerQuery,
  PincodePartnersApi,
} from '../resources/pincodePartners.ts';
export type { DemoInboxApi, DemoMessage, DemoMessageChannel } from '../resources/demoInbox.ts';
export type {
  ClosedTasks,
  CloseTasks,
  Project,
  ProjectQuery,
  ProjectsApi,
  ProjectStatus,
  ProjectTask,
  TaskQuery,
} from '../resources/projects.ts';
export { TICKET_STATUSES } from '../resources/tickets.ts';
export type {
  NewTicket,
  ServiceCallReportField,
  Ticket,
  TicketAction,
  TicketDetail,
  TicketEvent,
  TicketFacets,
  TicketFile,
  TicketLinks,
  TicketReportPdf,
  TicketMove,
  TicketPartnerOption,
  TicketPriority,
  TicketQuery,
  TicketReport,
  TicketsApi,
  TicketStatus,
  TicketTask,
  TicketWritten,
} from '../resources/tickets.ts';
export type {
  AccountOptions,
  BankBranch,
  BankDetailsInput,
  KycDecision,
  KycDecisionEntry,
  KycDocument,
  KycQueueItem,
  KycQueueQuery,
  KycReview,
  KycStatus,
  KycSummary,
  KycVerificationApi,
  MissingItem,
  PartnerInvoice,
  PartnerProfile,
  PartnerRecord,
  PartnerRecordQuery,
  PartnerRecordsApi,
  PartnerRecordStatus,
  PartnerTicket,
  PartnerWorkOrder,
  SignedLink,
  TicketResponse,
} from '../resources/partnerRecords.ts';
export type {
  Escalation,
  EscalationPriority,
  EscalationQuery,
  EscalationsApi,
  EscalationStatus,
} from '../resources/escalations.ts';
export type { NotificationList, NotificationsApi, TicketNotification } from '../resources/notifications.ts';
export type { TicketNote, TicketNotesApi } from '../resources/ticketNotes.ts';
export { withSignInToken } from '../resources/secondFactor.ts';
export type {
  Passkey,
  PasskeyAnswer,
  PasskeyCeremony,
  SecondFactorApi,
  TotpEnrolment,
  TotpState,
} from '../resources/secondFactor.ts';
export { SURVEY_QUESTION_KINDS } from '../resources/surveys.ts';
export type {
  StaffSurvey,
  StaffSurveyInput,
  StaffSurveyQuestion,
  SurveyQuestionKind,
  SurveysApi,
} from '../resources/surveys.ts';
export { messageFromWire, stripCountryPrefix } from '../resources/chat.ts';
export type {
  ChatApi,
  ChatCredentials,
  ChatMessage,
  ChatPeer,
  WhatsAppConversation,
} from '../resources/chat.ts';
export type {
  CreatedSowAction,
  NewSowAction,
  SowAction,
  SowActionQuery,
  SowActionsApi,
  SowActionType,
} from '../resources/sowActions.ts';
export type {
  FinanceDashboard,
  MarkPaid,
  Payable,
  PayableFigures,
  PayablePage,
  PayableQuery,
  PayablesApi,
  PayableTotals,
} from '../resources/payables.ts';
export type {
  FinanceAction,
  FinanceActionList,
  FinanceActionType,
  FinanceWorkApi,
  TppTransaction,
  TppTransactionList,
  TppTransactionQuery,
} from '../resources/financeWork.ts';
export type {
  InvoiceListApi,
  PartnerInvoiceEntry,
  PartnerInvoiceEntryQuery,
  PartnerInvoiceStage,
} from '../resources/invoiceList.ts';
export type {
  ClientInvoice,
  ClientInvoiceQuery,
  ClientInvoicesApi,
  ClientInvoiceStatus,
} from '../resources/clientInvoices.ts';
export { partnerInvoiceFileName } from '../resources/invoiceRequests.ts';
export type {
  InvoiceRequest,
  InvoiceRequestPartner,
  InvoiceRequestQuery,
  InvoiceRequestReview,
  InvoiceRequestsApi,
  InvoiceRequestStatus,
  NewInvoiceRequest,
  PartnerInvoiceStatus,
  WorkOrder,
  WorkOrderQuery,
} from '../resources/invoiceRequests.ts';
export type { WorkTicket } from '../resources/workTicket.ts';
export type {
  KciAnswer,
  KciItem,
  KciItemAnswer,
  KciTask,
  KciTaskQuery,
  KciTasksApi,
  KciTaskStatus,
} from '../resources/kciTasks.ts';
export type {
  AuditDocument,
  AuditDocumentKind,
  AuditDocumentQuery,
  AuditDocumentsApi,
  AuditDocumentStatus,
  AuditReview,
} from '../resources/auditDocuments.ts';
export type {
  Verification,
  VerificationChannel,
  VerificationOutcome,
  VerificationPlan,
  VerificationQuery,
  VerificationStatus,
  VerifyScheduleApi,
} from '../resources/verifySchedule.ts';
export type {
  AddressResolution,
  RawAddress,
  RawAddressApi,
  RawAddressQuery,
  RawAddressStatus,
} from '../resources/rawAddress.ts';
export type {
  PartnerPlan,
  PartnerPlans,
  RateCard,
  RateCardDetail,
  RateCardLine,
  RateCardQuery,
  RateCardsApi,
  RateUnit,
} from '../resources/rateCards.ts';
