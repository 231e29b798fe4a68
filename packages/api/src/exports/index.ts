/**
 * `@partner-portal/api`: the framework-free typed HTTP client.
 * Hooks are in `@partner-portal/api/hooks`, storage in `/storage`, roles in `/roles`.
 */
export { createApiClient } from '../client/createApiClient.ts';
export type { ApiClient } from '../client/createApiClient.ts';
export { ApiError, isApiError, isClientError } from '../client/ApiError.ts';
export type { ApiErrorInit, ApiErrorKind } from '../client/ApiError.ts';
export { apiMessages, formatApiMessage } from '../client/messages.ts';
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
export type { AttendanceApi, AttendanceState, Punch, PunchResponse } from '../resources/attendance.ts';
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
export type { ClientSignUpInput, ClientUsersApi } from '../resources/clientUsers.ts';
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
export type {
  AddSowsubtypeActionBody,
  CloseTasksBody,
  CloseTasksResponse,
  CreatedSowsubtypeAction,
  DashboardAnalytics,
  EscalationPriority,
  EscalationQuery,
  EscalationTasksResponse,
  EscalationTicket,
  InteractionChannel,
  NewWarehouse,
  OperationsApi,
  PartnerRemoveRequest,
  PartnerRemoveRequestBody,
  PinPartner,
  PinPartnerQuery,
  PinPartnerResponse,
  Project,
  ProjectQuery,
  ReturnSpareBody,
  SowAction,
  SowsubtypeAction,
  SowsubtypeActionQuery,
  Spare,
  SpareEvent,
  SparesDoaQuery,
  SpareStatus,
  SpareTrackDetail,
  SpareTrackQuery,
  TrackDetailQuery,
  VendorDataApproveBody,
  VendorDataQuery,
  VendorDataResponse,
  VendorDataStatus,
  VendorInteraction,
  VendorInteractionQuery,
  Warehouse,
  WarehouseQuery,
} from '../resources/operations.ts';
export { partnerInvoiceFileName } from '../resources/finance.ts';
export type { FinanceApi, PartnerInvoiceBody, TaskCountResponse } from '../resources/finance.ts';
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
