import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  InvoiceRequest,
  InvoiceRequestPartner,
  InvoiceRequestQuery,
  InvoiceRequestReview,
  NewInvoiceRequest,
  PartnerInvoiceBody,
  TaskCountResponse,
} from '../resources/finance.ts';
import type { ListQuery, ListResponse, WriteResponse } from '../resources/lists.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/**
 * The finance Actions badge count (GET /finance/task-count/); `enabled = false` skips.
 * Spec: operations §2 'Finance menu' (Actions badge), §3 'Other responses', §7.
 */
export function useFinanceTaskCount(
  enabled = true,
  config?: Config<TaskCountResponse>,
): SWRResponse<TaskCountResponse, ApiError> {
  const client = useApiClient();
  return useApiRead(enabled ? apiKeys.finance.taskCount() : null, () => client.finance.taskCount(), config);
}

/** Partners with open work orders (GET /finance/invoicerequest_partner-list/); `null` skips. Spec: operations §7. */
export function useInvoiceRequestPartners(
  query: ListQuery | null = {},
  config?: Config<ListResponse<InvoiceRequestPartner>>,
): SWRResponse<ListResponse<InvoiceRequestPartner>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.finance.invoiceRequestPartners(query) : null,
    () => client.finance.invoiceRequestPartners(query ?? {}),
    config,
  );
}

/** Invoice requests (GET /finance/invoice-request/); `null` skips. Spec: operations §7. */
export function useInvoiceRequests(
  query: InvoiceRequestQuery | null = {},
  config?: Config<ListResponse<InvoiceRequest>>,
): SWRResponse<ListResponse<InvoiceRequest>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.finance.invoiceRequests(query) : null,
    () => client.finance.invoiceRequests(query ?? {}),
    config,
  );
}

/** Argument of {@link useReviewInvoiceRequest}'s trigger. */
export interface ReviewInvoiceRequestArg extends InvoiceRequestReview {
  id: number;
}

/** Key types of the finance write hooks. */
export type CreateInvoiceRequestKey = ReturnType<typeof apiKeys.finance.createInvoiceRequest>;
export type ReviewInvoiceRequestKey = ReturnType<typeof apiKeys.finance.reviewInvoiceRequest>;
export type GeneratePartnerInvoiceKey = ReturnType<typeof apiKeys.finance.generatePartnerInvoice>;
export type ResendPartnerInvoiceKey = ReturnType<typeof apiKeys.finance.resendPartnerInvoice>;
export type RetryCreatePartnerInvoiceKey = ReturnType<typeof apiKeys.finance.retryCreatePartnerInvoice>;

const FINANCE_LISTS = [
  ['finance', 'invoice-request'],
  ['finance', 'invoicerequest_partner-list'],
  ['finance', 'task-count'],
  ['management', 'invoiceing_work-orders'],
  ['management', 'dashboard-analytics'],
] as const;

/** Creates an invoice request, then revalidates the finance lists and work orders. Spec: operations §7. */
export function useCreateInvoiceRequest(): SWRMutationResponse<
  WriteResponse<InvoiceRequest>,
  ApiError,
  CreateInvoiceRequestKey,
  NewInvoiceRequest
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.finance.createInvoiceRequest(),
    (_key, { arg }: { arg: NewInvoiceRequest }) => client.finance.createInvoiceRequest(arg),
    {
      onSuccess: () => revalidate(...FINANCE_LISTS),
    },
  );
}

/** Approves or rejects an invoice request (`trigger({ id, status, remarks })`). Spec: operations §7. */
export function useReviewInvoiceRequest(): SWRMutationResponse<
  WriteResponse<InvoiceRequest>,
  ApiError,
  ReviewInvoiceRequestKey,
  ReviewInvoiceRequestArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.finance.reviewInvoiceRequest(),
    (_key, { arg: { id, ...body } }: { arg: ReviewInvoiceRequestArg }) =>
      client.finance.reviewInvoiceRequest(id, body),
    { onSuccess: () => revalidate(...FINANCE_LISTS) },
  );
}

/**
 * Generates (or fetches again) a partner invoice file: `trigger({ invoice_request_id })` resolves
 * with the `Blob` (CSV from the reference server); save it with `partnerInvoiceFileName(row)`.
 * Spec: operations §7 'Finance' ("the response is a file blob").
 */
export function useGeneratePartnerInvoice(): SWRMutationResponse<
  Blob,
  ApiError,
  GeneratePartnerInvoiceKey,
  PartnerInvoiceBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.finance.generatePartnerInvoice(),
    (_key, { arg }: { arg: PartnerInvoiceBody }) => client.finance.generatePartnerInvoice(arg),
    { onSuccess: () => revalidate(['finance', 'invoice-request']) },
  );
}

/** Sends a created partner invoice again. Spec: operations §7. */
export function useResendPartnerInvoice(): SWRMutationResponse<
  WriteResponse<InvoiceRequest>,
  ApiError,
  ResendPartnerInvoiceKey,
  PartnerInvoiceBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.finance.resendPartnerInvoice(),
    (_key, { arg }: { arg: PartnerInvoiceBody }) => client.finance.resendPartnerInvoice(arg),
    { onSuccess: () => revalidate(['finance', 'invoice-request']) },
  );
}

/** Retries a failed partner invoice creation. Spec: operations §7. */
export function useRetryCreatePartnerInvoice(): SWRMutationResponse<
  WriteResponse<InvoiceRequest>,
  ApiError,
  RetryCreatePartnerInvoiceKey,
  PartnerInvoiceBody
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.finance.retryCreatePartnerInvoice(),
    (_key, { arg }: { arg: PartnerInvoiceBody }) => client.finance.retryCreatePartnerInvoice(arg),
    { onSuccess: () => revalidate(['finance', 'invoice-request'], ['finance', 'task-count']) },
  );
}
