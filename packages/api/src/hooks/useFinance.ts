import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { PartnerInvoiceBody, TaskCountResponse } from '../resources/finance.ts';
import type { InvoiceRequest } from '../resources/invoiceRequests.ts';
import type { WriteResponse } from '../resources/lists.ts';
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

/** Key types of the finance write hooks. */
export type GeneratePartnerInvoiceKey = ReturnType<typeof apiKeys.finance.generatePartnerInvoice>;
export type ResendPartnerInvoiceKey = ReturnType<typeof apiKeys.finance.resendPartnerInvoice>;
export type RetryCreatePartnerInvoiceKey = ReturnType<typeof apiKeys.finance.retryCreatePartnerInvoice>;

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
