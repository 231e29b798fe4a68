import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  UnstructuredDataInput,
  UnstructuredDataSaved,
  UnstructuredTemplate,
} from '../resources/unstructuredData.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The unstructured templates of a project, oldest first (the form uses `latestTemplate(data)`);
 * `null` skips. A failure shows 'Error Validating Link!'. Spec: operations §2, §7, §8 'Forms'.
 */
export function useUnstructuredTemplates(
  project: string | null,
  config?: SWRConfiguration<UnstructuredTemplate[], ApiError>,
): SWRResponse<UnstructuredTemplate[], ApiError> {
  const client = useApiClient();
  return useSWR<UnstructuredTemplate[], ApiError>(
    project ? apiKeys.unstructuredData.templates(project) : null,
    () => client.unstructuredData.templates(project as string),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/** The key type of {@link useSaveUnstructuredData}. */
export type UnstructuredDataSaveKey = ReturnType<typeof apiKeys.unstructuredData.save>;

/** Saves the unstructured form: `trigger({ ticket, answers })`. Spec: operations §3, §7. */
export function useSaveUnstructuredData(): SWRMutationResponse<
  UnstructuredDataSaved,
  ApiError,
  UnstructuredDataSaveKey,
  UnstructuredDataInput
> {
  const client = useApiClient();
  return useSWRMutation<UnstructuredDataSaved, ApiError, UnstructuredDataSaveKey, UnstructuredDataInput>(
    apiKeys.unstructuredData.save(),
    (_key, { arg }) => client.unstructuredData.save(arg),
  );
}
