import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse, WriteResponse } from '../resources/lists.ts';
import type {
  AddSowsubtypeActionBody,
  CloseTasksBody,
  CloseTasksResponse,
  CreatedSowsubtypeAction,
  DashboardAnalytics,
  EscalationQuery,
  EscalationTasksResponse,
  NewWarehouse,
  PartnerRemoveRequest,
  PartnerRemoveRequestBody,
  PinPartnerQuery,
  PinPartnerResponse,
  Project,
  ProjectQuery,
  ReturnSpareBody,
  SowsubtypeAction,
  SowsubtypeActionQuery,
  Spare,
  SparesDoaQuery,
  SpareTrackDetail,
  SpareTrackQuery,
  TrackDetailQuery,
  VendorDataApproveBody,
  VendorDataQuery,
  VendorDataResponse,
  VendorInteraction,
  VendorInteractionQuery,
  Warehouse,
  WarehouseQuery,
} from '../resources/operations.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/**
 * Warehouses (GET /management/warehouse/), cached under `['management', 'warehouse', query]`.
 * @param query - filters, search, ordering and page; `null` skips the fetch.
 * Spec: operations §3 'Client state' (warehouseList), §7 'Management and warehouse'.
 */
export function useWarehouses(
  query: WarehouseQuery | null = {},
  config?: Config<ListResponse<Warehouse>>,
): SWRResponse<ListResponse<Warehouse>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.warehouses(query) : null,
    () => client.management.warehouses(query ?? {}),
    config,
  );
}

/** Dashboard aggregates (GET /management/dashboard-analytics/); `null` skips. Spec: operations §7. */
export function useDashboardAnalytics(
  query: { project?: number } | null = {},
  config?: Config<DashboardAnalytics>,
): SWRResponse<DashboardAnalytics, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.dashboardAnalytics(query) : null,
    () => client.management.dashboardAnalytics(query ?? {}),
    config,
  );
}

/** Spare tracking (POST /management/spares-track/ with query params, a read); `null` skips. Spec: operations §3 (spareTracking), §7. */
export function useSparesTrack(
  query: SpareTrackQuery | null = {},
  config?: Config<ListResponse<Spare>>,
): SWRResponse<ListResponse<Spare>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.sparesTrack(query) : null,
    () => client.management.sparesTrack(query ?? {}),
    config,
  );
}

/** One spare with its tracking events (GET /management/get-track-detail/); `null` skips. Spec: operations §7. */
export function useTrackDetail(
  query: TrackDetailQuery | null,
  config?: Config<{ status: number; data: SpareTrackDetail }>,
): SWRResponse<{ status: number; data: SpareTrackDetail }, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.trackDetail(query) : null,
    () => client.management.trackDetail(query ?? { id: 0 }),
    config,
  );
}

/** DOA spares (GET /management/spares-doa/); `null` skips. Spec: operations §3 (doaSpares), §7. */
export function useSparesDoa(
  query: SparesDoaQuery | null = {},
  config?: Config<ListResponse<Spare>>,
): SWRResponse<ListResponse<Spare>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.sparesDoa(query) : null,
    () => client.management.sparesDoa(query ?? {}),
    config,
  );
}

/** Partner data responses (GET /partner/vendor-data-response/); `null` skips. Spec: operations §7. */
export function useVendorDataResponses(
  query: VendorDataQuery | null = {},
  config?: Config<ListResponse<VendorDataResponse>>,
): SWRResponse<ListResponse<VendorDataResponse>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.vendorDataResponses(query) : null,
    () => client.management.vendorDataResponses(query ?? {}),
    config,
  );
}

/** SOW subtype actions (GET /management/get-sowsubtype-action/); `null` skips. Spec: operations §7. */
export function useSowsubtypeActions(
  query: SowsubtypeActionQuery | null = {},
  config?: Config<ListResponse<SowsubtypeAction>>,
): SWRResponse<ListResponse<SowsubtypeAction>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.sowsubtypeActions(query) : null,
    () => client.management.sowsubtypeActions(query ?? {}),
    config,
  );
}

/** Vendor interactions (GET /partner/vendor-interaction/); `null` skips. Spec: operations §7. */
export function useVendorInteractions(
  query: VendorInteractionQuery | null = {},
  config?: Config<ListResponse<VendorInteraction>>,
): SWRResponse<ListResponse<VendorInteraction>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.vendorInteractions(query) : null,
    () => client.management.vendorInteractions(query ?? {}),
    config,
  );
}

/** Partners serving a pincode (GET /management/assign-pin-partner/); `null` (e.g. no pin typed yet) skips. Spec: operations §7. */
export function useAssignPinPartner(
  query: PinPartnerQuery | null,
  config?: Config<PinPartnerResponse>,
): SWRResponse<PinPartnerResponse, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.assignPinPartner(query) : null,
    () => client.management.assignPinPartner(query ?? { pin: '' }),
    config,
  );
}

/** Projects (GET /management/projects/); `null` skips. Spec: operations §7. */
export function useProjects(
  query: ProjectQuery | null = {},
  config?: Config<ListResponse<Project>>,
): SWRResponse<ListResponse<Project>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.projects(query) : null,
    () => client.management.projects(query ?? {}),
    config,
  );
}

/**
 * Escalated tickets (GET /management/escalation-tasks/); `count.total_records` feeds the
 * escalate-tasks badge. `null` skips. Spec: operations §2 'Sidebar menus', §3, §7.
 */
export function useEscalationTasks(
  query: EscalationQuery | null = {},
  config?: Config<EscalationTasksResponse>,
): SWRResponse<EscalationTasksResponse, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.management.escalationTasks(query) : null,
    () => client.management.escalationTasks(query ?? {}),
    config,
  );
}

/** Key types of the management write hooks. */
export type CreateWarehouseKey = ReturnType<typeof apiKeys.management.createWarehouse>;
export type ReturnSpareKey = ReturnType<typeof apiKeys.management.returnSpare>;
export type ApproveVendorDataKey = ReturnType<typeof apiKeys.management.approveVendorData>;
export type PartnerRemoveRequestKey = ReturnType<typeof apiKeys.management.partnerRemoveRequest>;
export type AddSowsubtypeActionKey = ReturnType<typeof apiKeys.management.addSowsubtypeAction>;
export type CloseTasksKey = ReturnType<typeof apiKeys.management.closeTasks>;

/** Creates a warehouse (`trigger(body)`), then revalidates the warehouse lists. Spec: operations §7. */
export function useCreateWarehouse(): SWRMutationResponse<
  WriteResponse<Warehouse>,
  ApiError,
  CreateWarehouseKey,
  NewWarehouse
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.management.createWarehouse(),
    (_key, { arg }: { arg: NewWarehouse }) => client.management.createWarehouse(arg),
    {
      onSuccess: () => revalidate(['management', 'warehouse']),
    },
  );
}

/** Records a spare return, then revalidates the spare lists and the dashboard. Spec: operations §7. */
export function useReturnSpare(): SWRMutationResponse<
  WriteResponse<Spare>,
  ApiError,
  ReturnSpareKey,
  ReturnSpareBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.management.returnSpare(),
    (_key, { arg }: { arg: ReturnSpareBody }) => client.management.returnSpare(arg),
    {
      onSuccess: () =>
        revalidate(
          ['management', 'spares-track'],
          ['management', 'spares-doa'],
          ['management', 'get-track-detail'],
          ['management', 'warehouse'],
          ['management', 'dashboard-analytics'],
        ),
    },
  );
}

/** Approves or rejects partner data, then revalidates the review list. Spec: operations §7. */
export function useApproveVendorData(): SWRMutationResponse<
  WriteResponse<Pick<VendorDataResponse, 'id' | 'status' | 'remarks' | 'reviewed_at'>>,
  ApiError,
  ApproveVendorDataKey,
  VendorDataApproveBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.management.approveVendorData(),
    (_key, { arg }: { arg: VendorDataApproveBody }) => client.management.approveVendorData(arg),
    {
      onSuccess: () => revalidate(['management', 'vendor-data-response']),
    },
  );
}

/** Requests a partner's removal, then revalidates partner lists. Spec: operations §7. */
export function usePartnerRemoveRequest(): SWRMutationResponse<
  WriteResponse<PartnerRemoveRequest>,
  ApiError,
  PartnerRemoveRequestKey,
  PartnerRemoveRequestBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.management.partnerRemoveRequest(),
    (_key, { arg }: { arg: PartnerRemoveRequestBody }) => client.management.partnerRemoveRequest(arg),
    {
      onSuccess: () =>
        revalidate(['management', 'assign-pin-partner'], ['management', 'vendor-data-response']),
    },
  );
}

/** Adds a SOW subtype action, then revalidates the action list. Spec: operations §7. */
export function useAddSowsubtypeAction(): SWRMutationResponse<
  WriteResponse<CreatedSowsubtypeAction>,
  ApiError,
  AddSowsubtypeActionKey,
  AddSowsubtypeActionBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.management.addSowsubtypeAction(),
    (_key, { arg }: { arg: AddSowsubtypeActionBody }) => client.management.addSowsubtypeAction(arg),
    { onSuccess: () => revalidate(['management', 'sowsubtype-action']) },
  );
}

/** Closes tasks (all or none), then revalidates projects and the dashboard. Spec: operations §7. */
export function useCloseTasks(): SWRMutationResponse<
  CloseTasksResponse,
  ApiError,
  CloseTasksKey,
  CloseTasksBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.management.closeTasks(),
    (_key, { arg }: { arg: CloseTasksBody }) => client.management.closeTasks(arg),
    {
      onSuccess: () => revalidate(['management', 'projects'], ['management', 'dashboard-analytics']),
    },
  );
}
