import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse, WriteResponse } from '../resources/lists.ts';
import type { NewWarehouse, Warehouse, WarehouseQuery } from '../resources/warehouses.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/**
 * Warehouses (GET /management/warehouse/), cached under `apiKeys.warehouses.list(query)`.
 * @param query - filters, search, ordering and page; `null` skips the fetch.
 * Spec: operations §3 'Client state' (warehouseList), §7 'Management and warehouse'.
 */
export function useWarehouses(
  query: WarehouseQuery | null = {},
  config?: Config<ListResponse<Warehouse>>,
): SWRResponse<ListResponse<Warehouse>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.warehouses.list(query) : null,
    () => client.warehouses.list(query ?? {}),
    config,
  );
}

/** Key type of {@link useCreateWarehouse}. */
export type CreateWarehouseKey = ReturnType<typeof apiKeys.warehouses.create>;

/** Creates a warehouse (`trigger(warehouse)`), then revalidates the warehouse lists. Spec: operations §7. */
export function useCreateWarehouse(): SWRMutationResponse<
  WriteResponse<Warehouse>,
  ApiError,
  CreateWarehouseKey,
  NewWarehouse
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.warehouses.create(),
    (_key, { arg }: { arg: NewWarehouse }) => client.warehouses.create(arg),
    { onSuccess: () => revalidate(apiKeys.warehouses.all()) },
  );
}
