import type { PartnerInvoiceEntry, PartnerInvoiceStage } from '@partner-portal/api';
import { usePartnerInvoiceEntries, usePartnerInvoiceEntryDownload } from '@partner-portal/api/hooks';
import { INVOICE_STAGES, InvoiceEntryList, payableMessages } from '@partner-portal/forms/payables';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '../lib/download.ts';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /invoice-list (payable_partner_user's landing page): their partner's own invoice requests and
 * invoices (GET /finance/invoice-list/, server-filtered), with status, payment reference, search
 * and a status filter in the URL, and 'Download' of a made invoice (GET
 * /finance/invoice-list/{id}/download/). Spec: operations §2 'Finance menu', §6. Issue 14.
 */
export function InvoiceListRoute() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ filters: ['stage'], defaultOrdering: '-created_at' });
  const stageFilter = list.state.filters.stage;
  const stage = INVOICE_STAGES.find((id) => id === stageFilter) as PartnerInvoiceStage | undefined;
  const query = useMemo(() => ({ ...list.query, ...(stage ? { stage } : {}) }), [list.query, stage]);
  const read = usePartnerInvoiceEntries(query, { keepPreviousData: true });
  const download = usePartnerInvoiceEntryDownload();
  return (
    <InvoiceEntryList<PartnerInvoiceEntry>
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      formatError={(caught) => listFailureText(intl, caught) ?? ''}
      onDownload={async (row) => {
        const blob = await download.trigger(row.id);
        const name = saveFile(blob, `${row.invoiceNumber ?? row.requestNumber}.csv`);
        toast.show({ type: 'success', message: intl.formatMessage(payableMessages.exported, { name }) });
      }}
    />
  );
}
