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
  WorkOrder,
  WorkOrderQuery,
} from '../resources/invoiceRequests.ts';
import type { ListQuery, ListResponse, WriteResponse } from '../resources/lists.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/** Partners with open work orders (GET /finance/invoicerequest_partner-list/); `null` skips. Spec: operations §7. */
export function useInvoiceRequestPartners(
  query: ListQuery | null = {},
  config?: Config<ListResponse<InvoiceRequestPartner>>,
): SWRResponse<ListResponse<InvoiceRequestPartner>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.invoiceRequests.partners(query) : null,
    () => client.invoiceRequests.partners(query ?? {}),
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
    query ? apiKeys.invoiceRequests.list(query) : null,
    () => client.invoiceRequests.list(query ?? {}),
    config,
  );
}

/**
 * Completed work orders for invoicing (GET /management/invoiceing_work-orders/), e.g. a partner's
 * free ones for the request dialog; `null` skips. Spec: operations §7.
 */
export function useInvoicingWorkOrders(
  query: WorkOrderQuery | null = {},
  config?: Config<ListResponse<WorkOrder>>,
): SWRResponse<ListResponse<WorkOrder>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.invoiceRequests.workOrders(query) : null,
    () => client.invoiceRequests.workOrders(query ?? {}),
    config,
  );
}

/** Argument of {@link useReviewInvoiceRequest}'s trigger. */
export interface ReviewInvoiceRequestArg extends InvoiceRequestReview {
  id: number;
}

/** Key types of the invoice request writes. */
export type CreateInvoiceRequestKey = ReturnType<typeof apiKeys.invoiceRequests.create>;
export type ReviewInvoiceRequestKey = ReturnType<typeof apiKeys.invoiceRequests.review>;

/** The lists an invoice request or partner invoice write changes (revalidated after it). */
export const FINANCE_LISTS = [
  ['finance', 'invoice-request'],
  ['finance', 'invoicerequest_partner-list'],
  ['finance', 'task-count'],
  ['management', 'invoiceing_work-orders'],
  apiKeys.dashboardAnalytics.all(),
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
    apiKeys.invoiceRequests.create(),
    (_key, { arg }: { arg: NewInvoiceRequest }) => client.invoiceRequests.create(arg),
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
    apiKeys.invoiceRequests.review(),
    (_key, { arg: { id, ...body } }: { arg: ReviewInvoiceRequestArg }) =>
      client.invoiceRequests.review(id, body),
    { onSuccess: () => revalidate(...FINANCE_LISTS) },
  );
}

/**
 * The finance Actions badge count (GET /finance/task-count/): invoice requests awaiting review plus
 * invoices whose creation failed; `enabled = false` skips. Spec: operations §2 'Finance menu', §3, §7.
 */
export function useInvoiceRequestTaskCount(
  enabled = true,
  config?: Config<number>,
): SWRResponse<number, ApiError> {
  const client = useApiClient();
  return useApiRead(
    enabled ? apiKeys.invoiceRequests.taskCount() : null,
    () => client.invoiceRequests.taskCount(),
    config,
  );
}

/** Key types of the partner invoice writes. */
export type GeneratePartnerInvoiceKey = ReturnType<typeof apiKeys.invoiceRequests.generateInvoice>;
export type ResendPartnerInvoiceKey = ReturnType<typeof apiKeys.invoiceRequests.resendInvoice>;
export type RetryPartnerInvoiceKey = ReturnType<typeof apiKeys.invoiceRequests.retryInvoiceCreation>;

/**
 * Generates (or fetches again) the partner invoice of an approved request: `trigger(invoiceRequestId)`
 * resolves with the `Blob` (CSV from the reference server); save it with `partnerInvoiceFileName(row)`.
 * Spec: operations §7 'Finance' ("the response is a file blob").
 */
export function useGeneratePartnerInvoice(): SWRMutationResponse<
  Blob,
  ApiError,
  GeneratePartnerInvoiceKey,
  number
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.invoiceRequests.generateInvoice(),
    (_key, { arg }: { arg: number }) => client.invoiceRequests.generateInvoice(arg),
    { onSuccess: () => revalidate(['finance', 'invoice-request']) },
  );
}

/** Sends a created partner invoice again: `trigger(invoiceRequestId)`. Spec: operations §7. */
export function useResendPartnerInvoice(): SWRMutationResponse<
  WriteResponse<InvoiceRequest>,
  ApiError,
  ResendPartnerInvoiceKey,
  number
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.invoiceRequests.resendInvoice(),
    (_key, { arg }: { arg: number }) => client.invoiceRequests.resendInvoice(arg),
    { onSuccess: () => revalidate(['finance', 'invoice-request']) },
  );
}

/** Retries a failed partner invoice creation: `trigger(invoiceRequestId)`. Spec: operations §7. */
export function useRetryPartnerInvoice(): SWRMutationResponse<
  WriteResponse<InvoiceRequest>,
  ApiError,
  RetryPartnerInvoiceKey,
  number
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.invoiceRequests.retryInvoiceCreation(),
    (_key, { arg }: { arg: number }) => client.invoiceRequests.retryInvoiceCreation(arg),
    { onSuccess: () => revalidate(['finance', 'invoice-request'], ['finance', 'task-count']) },
  );
}
