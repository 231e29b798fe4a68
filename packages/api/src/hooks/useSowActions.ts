import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse, WriteResponse } from '../resources/lists.ts';
import type { CreatedSowAction, NewSowAction, SowAction, SowActionQuery } from '../resources/sowActions.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

/** SOW actions (GET /management/get-sowsubtype-action/); `null` skips. Spec: operations §7. */
export function useSowActions(
  query: SowActionQuery | null = {},
  config?: SWRConfiguration<ListResponse<SowAction>, ApiError>,
): SWRResponse<ListResponse<SowAction>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.sowActions.list(query) : null,
    () => client.sowActions.list(query ?? {}),
    config,
  );
}

/** Key type of {@link useCreateSowAction}. */
export type CreateSowActionKey = ReturnType<typeof apiKeys.sowActions.create>;

/** Sets a SOW subtype's action (`trigger({ projectId, sowSubtype, action })`), then revalidates the list. Spec: operations §7. */
export function useCreateSowAction(): SWRMutationResponse<
  WriteResponse<CreatedSowAction>,
  ApiError,
  CreateSowActionKey,
  NewSowAction
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.sowActions.create(),
    (_key, { arg }: { arg: NewSowAction }) => client.sowActions.create(arg),
    { onSuccess: () => revalidate(apiKeys.sowActions.all()) },
  );
}
