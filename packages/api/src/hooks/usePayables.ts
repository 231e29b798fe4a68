import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ClientInvoice, ClientInvoiceQuery } from '../resources/clientInvoices.ts';
import type { PartnerInvoiceEntry, PartnerInvoiceEntryQuery } from '../resources/invoiceList.ts';
import type { ListResponse, WriteResponse } from '../resources/lists.ts';
import type {
  FinanceDashboard,
  MarkPaid,
  Payable,
  PayablePage,
  PayableQuery,
} from '../resources/payables.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

// Accounts payable, the payable partner's invoices and the client invoices (issue 14).

type Config<T> = SWRConfiguration<T, ApiError>;

/** Unpaid partner invoices with totals and filter choices (GET /finance/payables/); `null` skips. */
export function usePayables(
  query: PayableQuery | null = {},
  config?: Config<PayablePage>,
): SWRResponse<PayablePage, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.payables.list(query) : null,
    () => client.payables.list(query ?? {}),
    config,
  );
}

/** Paid partner invoices (GET /finance/paid-invoices/); `null` skips. */
export function usePaidInvoices(
  query: PayableQuery | null = {},
  config?: Config<PayablePage>,
): SWRResponse<PayablePage, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.payables.paid(query) : null,
    () => client.payables.paid(query ?? {}),
    config,
  );
}

/** The finance dashboard (GET /finance/finance-dashboard/); `enabled = false` skips. */
export function useFinanceDashboard(
  enabled = true,
  config?: Config<FinanceDashboard>,
): SWRResponse<FinanceDashboard, ApiError> {
  const client = useApiClient();
  return useApiRead(enabled ? apiKeys.payables.dashboard() : null, () => client.payables.dashboard(), config);
}

/** Key types of the payables writes. */
export type MarkPaidKey = ReturnType<typeof apiKeys.payables.markPaid>;
export type PayablesExportKey = ReturnType<typeof apiKeys.payables.exportCsv>;

/**
 * Records one payment for one or more invoices (POST /finance/payables/mark-paid/), then
 * revalidates the payables, paid list, dashboard and partner invoice lists. Rejects with the
 * `ApiError` (400 bad reference or date, 404, 409 already paid).
 */
export function useMarkPaid(): SWRMutationResponse<
  WriteResponse<Payable[]>,
  ApiError,
  MarkPaidKey,
  MarkPaid
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.payables.markPaid(),
    (_key, { arg }: { arg: MarkPaid }) => client.payables.markPaid(arg),
    {
      onSuccess: () =>
        revalidate(apiKeys.payables.all(), ['finance', 'invoice-request'], ['finance', 'invoice-list']),
    },
  );
}

/** Argument of {@link usePayablesExport}'s trigger: which list and its filters. */
export interface PayablesExportArg {
  list: 'payables' | 'paid';
  query: PayableQuery;
}

/** Downloads the filtered payables or paid list as CSV: `trigger({ list, query })` resolves with the `Blob`. */
export function usePayablesExport(): SWRMutationResponse<
  Blob,
  ApiError,
  PayablesExportKey,
  PayablesExportArg
> {
  const client = useApiClient();
  return useSWRMutation(apiKeys.payables.exportCsv(), (_key, { arg }: { arg: PayablesExportArg }) =>
    client.payables.exportCsv(arg.list, arg.query),
  );
}

/** The payable partner's own invoices (GET /finance/invoice-list/); `null` skips. */
export function usePartnerInvoiceEntries(
  query: PartnerInvoiceEntryQuery | null = {},
  config?: Config<ListResponse<PartnerInvoiceEntry>>,
): SWRResponse<ListResponse<PartnerInvoiceEntry>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.invoiceList.list(query) : null,
    () => client.invoiceList.list(query ?? {}),
    config,
  );
}

/** Key type of the partner invoice download. */
export type PartnerInvoiceEntryDownloadKey = ReturnType<typeof apiKeys.invoiceList.download>;

/** Downloads one of the payable partner's invoices: `trigger(id)` resolves with the `Blob` (404 for another partner's). */
export function usePartnerInvoiceEntryDownload(): SWRMutationResponse<
  Blob,
  ApiError,
  PartnerInvoiceEntryDownloadKey,
  number
> {
  const client = useApiClient();
  return useSWRMutation(apiKeys.invoiceList.download(), (_key, { arg }: { arg: number }) =>
    client.invoiceList.download(arg),
  );
}

/** The client invoicer's company's invoices (GET /finance/client-invoices/); `null` skips. */
export function useClientInvoices(
  query: ClientInvoiceQuery | null = {},
  config?: Config<ListResponse<ClientInvoice>>,
): SWRResponse<ListResponse<ClientInvoice>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.clientInvoices.list(query) : null,
    () => client.clientInvoices.list(query ?? {}),
    config,
  );
}

/** Key type of the client invoice download. */
export type ClientInvoiceDownloadKey = ReturnType<typeof apiKeys.clientInvoices.download>;

/** Downloads one of the company's client invoices: `trigger(id)` resolves with the `Blob`. */
export function useClientInvoiceDownload(): SWRMutationResponse<
  Blob,
  ApiError,
  ClientInvoiceDownloadKey,
  number
> {
  const client = useApiClient();
  return useSWRMutation(apiKeys.clientInvoices.download(), (_key, { arg }: { arg: number }) =>
    client.clientInvoices.download(arg),
  );
}
