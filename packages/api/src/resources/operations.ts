import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import type { ListQuery, ListResponse, PartnerRef, ProjectRef, WriteResponse } from './lists.ts';

/**
 * A warehouse. Spec: operations §3 'Client state' (warehouseList), §7 'Management and warehouse'
 * (shape not shown: reference server's choice).
 */
export interface Warehouse {
  id: number;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  manager_name: string;
  phone: string;
  is_active: boolean;
  /** ISO 8601 instant. */
  created_at: string;
  /** Spares in stock there now. */
  spares_in_stock: number;
}

/** Filters of GET /management/warehouse/ (orderable: id, name, code, city, state, created_at, spares_in_stock). */
export interface WarehouseQuery extends ListQuery {
  city?: string;
  state?: string;
  is_active?: boolean;
}

/**
 * Body of POST /management/warehouse/: code is 3-20 capital letters, digits or dashes, pincode 6
 * digits, phone 10 digits starting 6-9. Spec: operations §7 (shape not shown: reference server's choice).
 */
export interface NewWarehouse {
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  manager_name: string;
  phone: string;
}

/** The status of a spare part. */
export type SpareStatus = 'in_stock' | 'in_transit' | 'delivered' | 'returned' | 'doa';

/**
 * A spare part with its tracking fields. Spec: operations §3 'Client state' (spareTracking,
 * doaSpares), §7 (shape not shown: reference server's choice).
 */
export interface Spare {
  id: number;
  part_number: string;
  name: string;
  serial_number: string;
  warehouse: { id: number; code: string; name: string; city: string };
  project_id: number | null;
  ticket_id: string | null;
  status: SpareStatus;
  courier: string | null;
  docket_number: string | null;
  /** ISO 8601 instants or null. */
  shipped_at: string | null;
  delivered_at: string | null;
  returned_at: string | null;
  return_reason: string | null;
  doa_reason: string | null;
  created_at: string;
}

/** One tracking event of a spare. */
export interface SpareEvent {
  status: SpareStatus;
  location: string;
  note: string;
  /** ISO 8601 instant. */
  at: string;
}

/** A spare with its tracking events, oldest first. */
export interface SpareTrackDetail extends Spare {
  events: SpareEvent[];
}

/** Query of POST /management/spares-track/ (orderable: id, name, part_number, serial_number, status, warehouse, shipped_at, delivered_at, created_at). */
export interface SpareTrackQuery extends ListQuery {
  status?: SpareStatus;
  /** Warehouse id. */
  warehouse?: number;
  ticket_id?: string;
  /** Project id. */
  project?: number;
}

/** Query of GET /management/spares-doa/. */
export interface SparesDoaQuery extends ListQuery {
  warehouse?: number;
  project?: number;
}

/** Query of GET /management/get-track-detail/: a spare id or a docket number. */
export type TrackDetailQuery = { id: number } | { docket_number: string };

/** Body of POST /management/return-spare/: a delivered or DOA spare and why (5-500 characters). */
export interface ReturnSpareBody {
  spare_id: number;
  reason: string;
}

/** GET /management/dashboard-analytics/ answer: aggregates computed from the data. */
export interface DashboardAnalytics {
  status: number;
  data: {
    projects: { total: number; active: number; on_hold: number; closed: number };
    tasks: { open: number; closed: number; overdue: number };
    spares: Record<SpareStatus, number>;
    escalations: { open: number; by_priority: Record<EscalationPriority, number> };
    /** Count and amount in rupees per review state. */
    invoice_requests: Record<'pending' | 'approved' | 'rejected', { count: number; amount: number }>;
    /** Work orders not yet in an invoice request: count and amount in rupees. */
    uninvoiced_work_orders: { count: number; amount: number };
  };
}

/** Review state of partner data. */
export type VendorDataStatus = 'pending' | 'approved' | 'rejected';

/** Data a partner submitted through a collection (Partner Data Review). */
export interface VendorDataResponse {
  id: number;
  partner: PartnerRef;
  collection_name: string;
  /** The submitted answers; their keys depend on the collection. */
  data: Record<string, unknown>;
  status: VendorDataStatus;
  remarks: string;
  submitted_at: string;
  reviewed_at: string | null;
}

/** Query of GET /partner/vendor-data-response/ (orderable: id, submitted_at, partner, collection_name, status). */
export interface VendorDataQuery extends ListQuery {
  status?: VendorDataStatus;
  collection_name?: string;
  partner?: number;
}

/** Body of POST /partner/vendor-data-approve/: remarks are required to reject. */
export interface VendorDataApproveBody {
  id: number;
  action: 'approve' | 'reject';
  remarks?: string;
}

/** Body of POST /partner/partner-remove-request/: reason of 10-1000 characters. */
export interface PartnerRemoveRequestBody {
  partner_id: number;
  reason: string;
}

/** A created removal request. */
export interface PartnerRemoveRequest {
  id: number;
  partner_id: number;
  reason: string;
  status: 'pending' | 'done' | 'cancelled';
  created_at: string;
}

/** Actions a SOW subtype can trigger. */
export type SowAction =
  'send_csat_survey' | 'send_service_report' | 'request_spare' | 'notify_client' | 'auto_close';

/** An action set for a project's SOW subtype. */
export interface SowsubtypeAction {
  id: number;
  project: ProjectRef;
  sowsubtype: string;
  action: SowAction;
  created_at: string;
}

/** Query of GET /management/get-sowsubtype-action/ (orderable: id, sowsubtype, action, project, created_at). */
export interface SowsubtypeActionQuery extends ListQuery {
  project?: number;
  sowsubtype?: string;
}

/** Body of POST /management/add-sowsubtype-action/. */
export interface AddSowsubtypeActionBody {
  project_id: number;
  sowsubtype: string;
  action: SowAction;
}

/** A created SOW subtype action. */
export interface CreatedSowsubtypeAction {
  id: number;
  project_id: number;
  sowsubtype: string;
  action: SowAction;
  created_at: string;
}

/** Channel of a vendor interaction. */
export type InteractionChannel = 'call' | 'whatsapp' | 'email' | 'visit';

/** An interaction with a partner. */
export interface VendorInteraction {
  id: number;
  partner: PartnerRef;
  channel: InteractionChannel;
  summary: string;
  interacted_by: string;
  interacted_at: string;
}

/** Query of GET /partner/vendor-interaction/ (orderable: id, interacted_at, partner, channel). */
export interface VendorInteractionQuery extends ListQuery {
  partner?: number;
  channel?: InteractionChannel;
}

/** A partner serving a pincode. */
export interface PinPartner {
  id: number;
  uuid: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  state: string;
  pincode: string;
  status: 'active' | 'pending' | 'removal_requested';
  /** Every pincode the partner serves. */
  pincodes: string[];
}

/** Query of GET /management/assign-pin-partner/: `pin` is a required 6-digit pincode. */
export interface PinPartnerQuery extends ListQuery {
  pin: string;
}

/** Answer of GET /management/assign-pin-partner/. */
export interface PinPartnerResponse extends ListResponse<PinPartner> {
  pin: string;
}

/** Body of POST /management/close-tasks/: 1-100 open task ids, closed all or none. */
export interface CloseTasksBody {
  task_ids: number[];
  remarks?: string;
}

/** Answer of POST /management/close-tasks/. */
export interface CloseTasksResponse {
  status: number;
  message: string;
  /** The closed task ids, ascending. */
  closed: number[];
}

/** A project. */
export interface Project {
  id: number;
  code: string;
  name: string;
  client_name: string;
  city: string;
  state: string;
  status: 'active' | 'on_hold' | 'closed';
  /** 'YYYY-MM-DD'. */
  start_date: string;
  end_date: string | null;
  open_tasks: number;
  open_escalations: number;
}

/** Query of GET /management/projects/ (orderable: id, name, code, client_name, city, status, start_date). */
export interface ProjectQuery extends ListQuery {
  status?: Project['status'];
  city?: string;
}

/** Priority of an escalation. */
export type EscalationPriority = 'low' | 'medium' | 'high' | 'critical';

/** An escalated ticket. */
export interface EscalationTicket {
  id: number;
  ticket_id: string;
  project: ProjectRef;
  customer_name: string;
  city: string;
  reason: string;
  priority: EscalationPriority;
  status: 'open' | 'resolved';
  escalated_at: string;
}

/** Query of GET /management/escalation-tasks/ (orderable: id, escalated_at, city, priority). */
export interface EscalationQuery extends ListQuery {
  /** Default open. */
  status?: 'open' | 'resolved';
  priority?: EscalationPriority;
  project?: number;
}

/**
 * Answer of GET /management/escalation-tasks/: the spec's shape.
 * Spec: operations §3 'Other responses' ("status, tickets_data, count.total_records").
 */
export interface EscalationTasksResponse {
  status: number;
  tickets_data: EscalationTicket[];
  count: { total_records: number };
}

/**
 * The management and warehouse calls, available as `client.management`. Every function rejects
 * with an `ApiError` (401 without a token, 403 for a role outside `CALL_ROLES`, 400 with the
 * server's message for bad input, 404/409 for writes that cannot apply).
 * Spec: operations §7 'Management and warehouse', 'Identity-adjacent' (escalation tasks).
 */
export interface OperationsApi {
  /** GET /management/warehouse/. Spec: operations §7. */
  warehouses(query?: WarehouseQuery, options?: RequestOptions): Promise<ListResponse<Warehouse>>;
  /** POST /management/warehouse/ → 201 (409 for a taken code). Spec: operations §7. */
  createWarehouse(body: NewWarehouse, options?: RequestOptions): Promise<WriteResponse<Warehouse>>;
  /** GET /management/dashboard-analytics/ (optional `project` id narrows it). Spec: operations §7. */
  dashboardAnalytics(query?: { project?: number }, options?: RequestOptions): Promise<DashboardAnalytics>;
  /** POST /management/spares-track/ with the filters as query params. Spec: operations §7 ("with query params"). */
  sparesTrack(query?: SpareTrackQuery, options?: RequestOptions): Promise<ListResponse<Spare>>;
  /** GET /management/get-track-detail/ by id or docket number (404 when unknown). Spec: operations §7. */
  trackDetail(
    query: TrackDetailQuery,
    options?: RequestOptions,
  ): Promise<{ status: number; data: SpareTrackDetail }>;
  /** POST /management/return-spare/ (409 unless delivered or DOA). Spec: operations §7. */
  returnSpare(body: ReturnSpareBody, options?: RequestOptions): Promise<WriteResponse<Spare>>;
  /** GET /management/spares-doa/. Spec: operations §7. */
  sparesDoa(query?: SparesDoaQuery, options?: RequestOptions): Promise<ListResponse<Spare>>;
  /** GET /partner/vendor-data-response/. Spec: operations §7. */
  vendorDataResponses(
    query?: VendorDataQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<VendorDataResponse>>;
  /** POST /partner/vendor-data-approve/ (409 when already reviewed). Spec: operations §7. */
  approveVendorData(
    body: VendorDataApproveBody,
    options?: RequestOptions,
  ): Promise<WriteResponse<Pick<VendorDataResponse, 'id' | 'status' | 'remarks' | 'reviewed_at'>>>;
  /** POST /partner/partner-remove-request/ → 201 (409 when one is pending). Spec: operations §7. */
  partnerRemoveRequest(
    body: PartnerRemoveRequestBody,
    options?: RequestOptions,
  ): Promise<WriteResponse<PartnerRemoveRequest>>;
  /** GET /management/get-sowsubtype-action/. Spec: operations §7. */
  sowsubtypeActions(
    query?: SowsubtypeActionQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<SowsubtypeAction>>;
  /** POST /management/add-sowsubtype-action/ → 201 (409 when already set). Spec: operations §7. */
  addSowsubtypeAction(
    body: AddSowsubtypeActionBody,
    options?: RequestOptions,
  ): Promise<WriteResponse<CreatedSowsubtypeAction>>;
  /** GET /partner/vendor-interaction/. Spec: operations §7. */
  vendorInteractions(
    query?: VendorInteractionQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<VendorInteraction>>;
  /** GET /management/assign-pin-partner/ (400 without a 6-digit `pin`). Spec: operations §7. */
  assignPinPartner(query: PinPartnerQuery, options?: RequestOptions): Promise<PinPartnerResponse>;
  /** POST /management/close-tasks/ (all or none). Spec: operations §7. */
  closeTasks(body: CloseTasksBody, options?: RequestOptions): Promise<CloseTasksResponse>;
  /** GET /management/projects/. Spec: operations §7. */
  projects(query?: ProjectQuery, options?: RequestOptions): Promise<ListResponse<Project>>;
  /** GET /management/escalation-tasks/. Spec: operations §3 'Other responses', §7 'Identity-adjacent'. */
  escalationTasks(query?: EscalationQuery, options?: RequestOptions): Promise<EscalationTasksResponse>;
}

/** Builds `client.management`. */
export function createOperationsApi(core: HttpCore): OperationsApi {
  const withQuery = (query: object | undefined, options: RequestOptions | undefined): RequestOptions => ({
    ...options,
    query: { ...(query as RequestOptions['query']), ...options?.query },
  });
  return {
    warehouses: (query, options) => core.get('/management/warehouse/', withQuery(query, options)),
    createWarehouse: (body, options) => core.post('/management/warehouse/', body, options),
    dashboardAnalytics: (query, options) =>
      core.get('/management/dashboard-analytics/', withQuery(query, options)),
    sparesTrack: (query, options) =>
      core.post('/management/spares-track/', undefined, withQuery(query, options)),
    trackDetail: (query, options) => core.get('/management/get-track-detail/', withQuery(query, options)),
    returnSpare: (body, options) => core.post('/management/return-spare/', body, options),
    sparesDoa: (query, options) => core.get('/management/spares-doa/', withQuery(query, options)),
    vendorDataResponses: (query, options) =>
      core.get('/partner/vendor-data-response/', withQuery(query, options)),
    approveVendorData: (body, options) => core.post('/partner/vendor-data-approve/', body, options),
    partnerRemoveRequest: (body, options) => core.post('/partner/partner-remove-request/', body, options),
    sowsubtypeActions: (query, options) =>
      core.get('/management/get-sowsubtype-action/', withQuery(query, options)),
    addSowsubtypeAction: (body, options) => core.post('/management/add-sowsubtype-action/', body, options),
    vendorInteractions: (query, options) =>
      core.get('/partner/vendor-interaction/', withQuery(query, options)),
    assignPinPartner: (query, options) =>
      core.get('/management/assign-pin-partner/', withQuery(query, options)),
    closeTasks: (body, options) => core.post('/management/close-tasks/', body, options),
    projects: (query, options) => core.get('/management/projects/', withQuery(query, options)),
    escalationTasks: (query, options) => core.get('/management/escalation-tasks/', withQuery(query, options)),
  };
}
