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
  LoginResponse,
  LoginUserInfoResponse,
  LogoutResponse,
  PartnerApi,
} from '../resources/partner.ts';
export type { AppVersion, MetaApi } from '../resources/meta.ts';
export type { AttendanceApi, AttendanceState, PunchPayload, PunchResponse } from '../resources/attendance.ts';
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
  ManagementApi,
  NewWarehouse,
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
  WorkOrder,
  WorkOrderQuery,
} from '../resources/management.ts';
export { partnerInvoiceFileName } from '../resources/finance.ts';
export type {
  FinanceApi,
  InvoiceRequest,
  InvoiceRequestPartner,
  InvoiceRequestQuery,
  InvoiceRequestReview,
  InvoiceRequestStatus,
  NewInvoiceRequest,
  PartnerInvoiceBody,
  PartnerInvoiceStatus,
  TaskCountResponse,
} from '../resources/finance.ts';
