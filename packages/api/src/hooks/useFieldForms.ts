import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  CsatResponseBody,
  CsatResponseResult,
  CsatTemplateResponse,
  CsoFeedbackInput,
  CsoFeedbackResponse,
  CsoReportInput,
  CsoReportResponse,
  CsoUrlCheckQuery,
  CsoUrlCheckResponse,
  UnstructuredTemplateResponse,
  UnstructuredUpdateBody,
  UnstructuredUpdateResponse,
} from '../resources/management.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The service call report link check (GET /management/cso-url-check/), cached per link.
 * `null` skips it (e.g. before the route params are known). A 4xx is never retried: show
 * `error.message` (the server's) in red in place of the form; kind `network` shows 'Error
 * Checking Link!'. Spec: operations §2, §4, §7, §8 'Forms'.
 */
export function useCsoUrlCheck(
  query: CsoUrlCheckQuery | null,
  config?: SWRConfiguration<CsoUrlCheckResponse, ApiError>,
): SWRResponse<CsoUrlCheckResponse, ApiError> {
  const client = useApiClient();
  return useSWR<CsoUrlCheckResponse, ApiError>(
    query ? apiKeys.management.csoUrlCheck(query.ticket_id, query.urlunique_id) : null,
    () => client.management.csoUrlCheck(query as CsoUrlCheckQuery),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/** The key type of the service call report mutations. */
export type CsoDataKey = ReturnType<typeof apiKeys.management.csoData>;

/**
 * Step 1 of the service call report as a mutation: `trigger(input)` resolves with `{ id, ... }`.
 * Failures show 'Error Saving Form Data!' plus the error. Spec: operations §4, §7, §8 'Forms'.
 */
export function useCreateCsoReport(): SWRMutationResponse<
  CsoReportResponse,
  ApiError,
  CsoDataKey,
  CsoReportInput
> {
  const client = useApiClient();
  return useSWRMutation<CsoReportResponse, ApiError, CsoDataKey, CsoReportInput>(
    apiKeys.management.csoData(),
    (_key, { arg }) => client.management.createCsoReport(arg),
  );
}

/**
 * Step 2 of the service call report: `trigger({ id, input })`; on success the app goes to
 * /success. Spec: operations §4, §7.
 */
export function useUpdateCsoReport(): SWRMutationResponse<
  CsoFeedbackResponse,
  ApiError,
  CsoDataKey,
  { id: number; input: CsoFeedbackInput }
> {
  const client = useApiClient();
  return useSWRMutation<CsoFeedbackResponse, ApiError, CsoDataKey, { id: number; input: CsoFeedbackInput }>(
    apiKeys.management.csoData(),
    (_key, { arg }) => client.management.updateCsoReport(arg.id, arg.input),
  );
}

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
