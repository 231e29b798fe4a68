import type { ClientInvoice, ClientInvoiceStatus } from '@partner-portal/api';
import { useClientInvoiceDownload, useClientInvoices } from '@partner-portal/api/hooks';
import { CLIENT_INVOICE_STATES, ClientInvoiceList, payableMessages } from '@partner-portal/forms/payables';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '../lib/download.ts';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /client-invoices (client_invoicer's landing page): the invoices raised on their company (GET
 * /finance/client-invoices/, server-filtered) with GST, status and due date, search and a status
 * filter in the URL, and 'Download' (GET /finance/client-invoices/{id}/download/).
 * Spec: operations §2 'Finance menu', §6. Issue 14.
 */
export function ClientInvoicesRoute() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ filters: ['status'], defaultOrdering: '-issued_at' });
  const statusFilter = list.state.filters.status;
  const status = CLIENT_INVOICE_STATES.find((id) => id === statusFilter) as ClientInvoiceStatus | undefined;
  const query = useMemo(() => ({ ...list.query, ...(status ? { status } : {}) }), [list.query, status]);
  const read = useClientInvoices(query, { keepPreviousData: true });
  const download = useClientInvoiceDownload();
  return (
    <ClientInvoiceList<ClientInvoice>
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      formatError={(caught) => listFailureText(intl, caught) ?? ''}
      onDownload={async (row) => {
        const blob = await download.trigger(row.id);
        const name = saveFile(blob, `${row.invoiceNumber}.csv`);
        toast.show({ type: 'success', message: intl.formatMessage(payableMessages.exported, { name }) });
      }}
    />
  );
}
