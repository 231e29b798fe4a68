import type { InvoiceRequest } from '@partner-portal/api';
import {
  useInvoiceRequests,
  useResendPartnerInvoice,
  useRetryPartnerInvoice,
} from '@partner-portal/api/hooks';
import {
  INVOICE_STATUSES,
  invoiceRequestMessages,
  oneOf,
  PartnerInvoiceList,
} from '@partner-portal/forms/invoice-requests';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/failureText.ts';
import { useListParams } from '../../lib/listParams.ts';
import { sessionCanCall } from './access.ts';
import { useInvoiceDownload } from './useInvoiceDownload.ts';

/** Props of {@link PartnerInvoiceListContainer}. */
export interface PartnerInvoiceListContainerProps {
  /** Prefix of the list's URL parameters when the page has other lists. */
  prefix?: string;
  /** Level of the list title. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The partner invoices (GET /finance/invoice-request/?status=approved) wired to forms'
 * `PartnerInvoiceList`: search, 'Invoice status' filter, sorting and pages in the URL; row
 * actions only for a user whose role may make the call (`CALL_ROLES`): 'Download'
 * (generate-partner-invoice, saved as a file), 'Resend' and 'Retry creation'. A failed download
 * shows an alert above the list; a failed resend or retry stays in its confirmation with the
 * shared failure text; successes show the server's message. Spec: operations §7 'Finance', §8.
 */
export function PartnerInvoiceListContainer({ prefix, headingLevel = 2 }: PartnerInvoiceListContainerProps) {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ prefix, filters: ['invoice_status'], defaultOrdering: '-created_at' });
  const invoiceStatus = oneOf(INVOICE_STATUSES, list.state.filters.invoice_status);
  const query = useMemo(
    () => ({
      ...list.query,
      status: 'approved' as const,
      ...(invoiceStatus ? { invoiceStatus } : {}),
    }),
    [list.query, invoiceStatus],
  );
  const { data, error, isLoading, mutate } = useInvoiceRequests(query, { keepPreviousData: true });
  const download = useInvoiceDownload();
  const resend = useResendPartnerInvoice();
  const retry = useRetryPartnerInvoice();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  return (
    <PartnerInvoiceList<InvoiceRequest>
      headingLevel={headingLevel}
      rows={data?.results}
      total={data?.count}
      state={list.state}
      onStateChange={list.setState}
      isLoading={isLoading}
      error={error ? listFailureText(intl, error) : undefined}
      onRetry={() => void mutate()}
      formatError={(caught) => listFailureText(intl, caught) ?? ''}
      downloadError={downloadError}
      onDownload={
        sessionCanCall('generatePartnerInvoice')
          ? async (row) => {
              setDownloadError(null);
              try {
                const name = await download(row);
                toast.show({
                  type: 'success',
                  message: intl.formatMessage(invoiceRequestMessages.downloaded, { name }),
                });
              } catch (caught) {
                setDownloadError(listFailureText(intl, caught));
              }
            }
          : undefined
      }
      onResend={
        sessionCanCall('partnerInvoiceResend')
          ? async (row) => {
              const answer = await resend.trigger(row.id);
              toast.show({ type: 'success', message: answer.message });
            }
          : undefined
      }
      onRetryCreation={
        sessionCanCall('partnerInvoiceRetryCreate')
          ? async (row) => {
              const answer = await retry.trigger(row.id);
              toast.show({ type: 'success', message: answer.message });
            }
          : undefined
      }
    />
  );
}
