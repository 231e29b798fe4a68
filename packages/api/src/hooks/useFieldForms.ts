import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  CsatResponseBody,
  CsatResponseResult,
  CsatTemplateResponse,
  UnstructuredTemplateResponse,
  UnstructuredUpdateBody,
  UnstructuredUpdateResponse,
} from '../resources/management.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The unstructured templates of a project (use `lastTemplateData(data)`); `null` skips. A failure
 * shows 'Error Validating Link!'. Spec: operations §2, §7, §8 'Forms'.
 */
export function useUnstructuredTemplate(
  project: string | null,
  config?: SWRConfiguration<UnstructuredTemplateResponse, ApiError>,
): SWRResponse<UnstructuredTemplateResponse, ApiError> {
  const client = useApiClient();
  return useSWR<UnstructuredTemplateResponse, ApiError>(
    project ? apiKeys.management.unstructuredTemplate(project) : null,
    () => client.management.unstructuredTemplate(project as string),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/** The key type of {@link useUnstructuredUpdate}. */
export type UnstructuredUpdateKey = ReturnType<typeof apiKeys.management.unstructuredUpdate>;

/** Saves the unstructured form: `trigger({ ticket, data })`. Spec: operations §3, §7. */
export function useUnstructuredUpdate(): SWRMutationResponse<
  UnstructuredUpdateResponse,
  ApiError,
  UnstructuredUpdateKey,
  UnstructuredUpdateBody
> {
  const client = useApiClient();
  return useSWRMutation<UnstructuredUpdateResponse, ApiError, UnstructuredUpdateKey, UnstructuredUpdateBody>(
    apiKeys.management.unstructuredUpdate(),
    (_key, { arg }) => client.management.unstructuredUpdateByTemplate(arg),
  );
}

/**
 * The ticket's satisfaction survey (`data.data[0]`); `null` skips. A failure shows 'Failed to
 * load survey'. Spec: operations §2, §7, §8 'Survey'.
 */
export function useCsatTemplate(
  ticket: string | null,
  config?: SWRConfiguration<CsatTemplateResponse, ApiError>,
): SWRResponse<CsatTemplateResponse, ApiError> {
  const client = useApiClient();
  return useSWR<CsatTemplateResponse, ApiError>(
    ticket ? apiKeys.management.csatTemplate(ticket) : null,
    () => client.management.csatTemplate(ticket as string),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/** The key type of {@link useCsatResponse}. */
export type CsatResponseKey = ReturnType<typeof apiKeys.management.csatResponse>;

/**
 * Submits the survey: `trigger({ ticket, template, data })`. A failure shows 'Failed to submit
 * survey form!'. Spec: operations §3, §4, §7, §8 'Survey'.
 */
export function useCsatResponse(): SWRMutationResponse<
  CsatResponseResult,
  ApiError,
  CsatResponseKey,
  CsatResponseBody
> {
  const client = useApiClient();
  return useSWRMutation<CsatResponseResult, ApiError, CsatResponseKey, CsatResponseBody>(
    apiKeys.management.csatResponse(),
    (_key, { arg }) => client.management.csatResponse(arg),
  );
}
