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
import { userCan } from '../../lib/access.ts';
import { listView } from '../../lib/listView.ts';
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
  const read = useInvoiceRequests(query, { keepPreviousData: true });
  const download = useInvoiceDownload();
  const resend = useResendPartnerInvoice();
  const retry = useRetryPartnerInvoice();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  return (
    <PartnerInvoiceList<InvoiceRequest>
      headingLevel={headingLevel}
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      formatError={(caught) => listFailureText(intl, caught) ?? ''}
      downloadError={downloadError}
      onDownload={
        userCan('generatePartnerInvoice')
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
        userCan('partnerInvoiceResend')
          ? async (row) => {
              const answer = await resend.trigger(row.id);
              toast.show({ type: 'success', message: answer.message });
            }
          : undefined
      }
      onRetryCreation={
        userCan('partnerInvoiceRetryCreate')
          ? async (row) => {
              const answer = await retry.trigger(row.id);
              toast.show({ type: 'success', message: answer.message });
            }
          : undefined
      }
    />
  );
}
