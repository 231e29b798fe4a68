import type { InvoiceRequest } from '@partner-portal/api';
import {
  useInvoiceRequests,
  useResendPartnerInvoice,
  useRetryCreatePartnerInvoice,
} from '@partner-portal/api/hooks';
import { PartnerInvoiceActions } from '@partner-portal/forms/finance';
import { ListScreen } from '@partner-portal/forms/list-screen';
import { useToast } from '@partner-portal/ui/feedback';
import { Alert } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/listFailure.ts';
import { useListParams } from '../../lib/listParams.ts';
import { sessionCanCall } from './access.ts';
import { INVOICE_STATUSES, invoiceColumns, invoiceStatusFilter, oneOf } from './columns.tsx';
import { toInvoiceSummary } from './mappers.ts';
import { financeRouteMessages as m } from './messages.ts';
import { useInvoiceDownload } from './useInvoiceDownload.ts';

/** Props of {@link PartnerInvoiceList}. */
export interface PartnerInvoiceListProps {
  /** Prefix of the list's URL parameters when the page has other lists. */
  prefix?: string;
  /** Level of the list title. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The partner invoices: approved invoice requests (GET /finance/invoice-request/?status=approved)
 * with their invoice number and state, times sent and last sending; search, an 'Invoice status'
 * filter, sorting and pages in the URL. Row actions, each shown only to a user whose role may
 * make the call (`CALL_ROLES`): 'Download' (generate-partner-invoice, saved as a file), 'Resend'
 * (partner-invoice/resend/) and 'Retry creation' (partner-invoice/retry-create/), both confirmed
 * first. A failed download shows an alert above the list; a failed resend or retry stays in its
 * confirmation with the shared failure text; successes show the server's message.
 * Spec: operations §7 'Finance', §8 'Shared HTTP'.
 */
export function PartnerInvoiceList({ prefix, headingLevel = 2 }: PartnerInvoiceListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ prefix, filters: ['invoice_status'], defaultOrdering: '-created_at' });
  const invoiceStatus = oneOf(INVOICE_STATUSES, list.state.filters.invoice_status);
  const query = useMemo(
    () => ({
      ...list.query,
      status: 'approved' as const,
      ...(invoiceStatus ? { invoice_status: invoiceStatus } : {}),
    }),
    [list.query, invoiceStatus],
  );
  const { data, error, isLoading, mutate } = useInvoiceRequests(query, { keepPreviousData: true });
  const download = useInvoiceDownload();
  const resend = useResendPartnerInvoice();
  const retry = useRetryCreatePartnerInvoice();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const columns = useMemo(() => invoiceColumns(intl), [intl]);
  const filters = useMemo(() => [invoiceStatusFilter(intl)], [intl]);
  const can = {
    download: sessionCanCall('generatePartnerInvoice'),
    resend: sessionCanCall('partnerInvoiceResend'),
    retry: sessionCanCall('partnerInvoiceRetryCreate'),
  };
  const anyAction = can.download || can.resend || can.retry;
  const failureText = (caught: unknown) => listFailureText(intl, caught) ?? '';

  const actions = (row: InvoiceRequest) => (
    <PartnerInvoiceActions
      invoice={toInvoiceSummary(row)}
      formatError={failureText}
      onDownload={
        can.download
          ? async () => {
              setDownloadError(null);
              try {
                const name = await download(row);
                toast.show({ type: 'success', message: t(m.downloaded, { name }) });
              } catch (caught) {
                setDownloadError(listFailureText(intl, caught));
              }
            }
          : undefined
      }
      onResend={
        can.resend
          ? async () => {
              const answer = await resend.trigger({ invoice_request_id: row.id });
              toast.show({ type: 'success', message: answer.message });
            }
          : undefined
      }
      onRetry={
        can.retry
          ? async () => {
              const answer = await retry.trigger({ invoice_request_id: row.id });
              toast.show({ type: 'success', message: answer.message });
            }
          : undefined
      }
    />
  );

  return (
    <>
      {downloadError ? (
        <Alert variant="error" title={t(m.actionFailed)}>
          {downloadError}
        </Alert>
      ) : null}
      <ListScreen<InvoiceRequest>
        title={t(m.invoicesTitle)}
        headingLevel={headingLevel}
        description={t(m.invoicesDescription)}
        columns={columns}
        rows={data?.results}
        total={data?.count}
        state={list.state}
        onStateChange={list.setState}
        searchLabel={t(m.searchRequests)}
        filters={filters}
        isLoading={isLoading}
        error={error ? listFailureText(intl, error) : undefined}
        onRetry={() => void mutate()}
        emptyTitle={t(m.invoicesEmpty)}
        rowActions={anyAction ? actions : undefined}
      />
    </>
  );
}
