import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  ServiceCallFeedback,
  ServiceCallFeedbackSaved,
  ServiceCallReport,
  ServiceCallReportLink,
  ServiceCallReportPrefill,
  ServiceCallReportSaved,
} from '../resources/serviceCallReport.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The report link's check and prefill, cached per link; `null` skips it (e.g. before the route
 * params are known). A 4xx is never retried: show `error.message` (the server's) in red in place
 * of the form; kind `network` shows 'Error Checking Link!'. Spec: operations §2, §4, §7, §8 'Forms'.
 */
export function useServiceCallReportLink(
  link: ServiceCallReportLink | null,
  config?: SWRConfiguration<ServiceCallReportPrefill, ApiError>,
): SWRResponse<ServiceCallReportPrefill, ApiError> {
  const client = useApiClient();
  return useSWR<ServiceCallReportPrefill, ApiError>(
    link ? apiKeys.serviceCallReport.link(link.ticketId, link.linkId) : null,
    () => client.serviceCallReport.checkLink(link as ServiceCallReportLink),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/** The mutation key of the report's two saves. */
export type ServiceCallReportKey = ReturnType<typeof apiKeys.serviceCallReport.save>;

/**
 * Step 1 as a mutation: `trigger(report)` resolves with the saved record (`id` addresses step 2).
 * Failures show 'Error Saving Form Data!' plus the error. Spec: operations §4, §7, §8 'Forms'.
 */
export function useCreateServiceCallReport(): SWRMutationResponse<
  ServiceCallReportSaved,
  ApiError,
  ServiceCallReportKey,
  ServiceCallReport
> {
  const client = useApiClient();
  return useSWRMutation<ServiceCallReportSaved, ApiError, ServiceCallReportKey, ServiceCallReport>(
    apiKeys.serviceCallReport.save(),
    (_key, { arg }) => client.serviceCallReport.create(arg),
  );
}

/**
 * Step 2 as a mutation: `trigger({ link, id, feedback })` (the link's ids are its credential);
 * on success the app goes to /success. Spec: operations §4, §7.
 */
export function useServiceCallReportFeedback(): SWRMutationResponse<
  ServiceCallFeedbackSaved,
  ApiError,
  ServiceCallReportKey,
  { link: ServiceCallReportLink; id: number; feedback: ServiceCallFeedback }
> {
  const client = useApiClient();
  return useSWRMutation<
    ServiceCallFeedbackSaved,
    ApiError,
    ServiceCallReportKey,
    { link: ServiceCallReportLink; id: number; feedback: ServiceCallFeedback }
  >(apiKeys.serviceCallReport.save(), (_key, { arg }) =>
    client.serviceCallReport.addFeedback(arg.link, arg.id, arg.feedback),
  );
}
