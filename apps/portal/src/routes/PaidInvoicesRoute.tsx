import type { Payable } from '@partner-portal/api';
import { usePaidInvoices, usePayablesExport } from '@partner-portal/api/hooks';
import { PaidInvoiceList, payableMessages } from '@partner-portal/forms/payables';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '../lib/download.ts';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { indiaToday } from '../lib/indiaToday.ts';
import { payableFilterQuery } from './payables/payableQuery.ts';

/**
 * /paid-invoices (finance_user or accounts_user): paid partner invoices with reference, who and
 * when (GET /finance/paid-invoices/), search, partner and payment month filters in the URL, and
 * 'Export CSV' of the filtered list (GET /finance/paid-invoices/export/). Spec: operations §2
 * 'Finance menu' (Paid Invoice List), §6. Issue 14.
 */
export function PaidInvoicesRoute() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ filters: ['partner', 'month'], defaultOrdering: '-paid_at' });
  const filters = useMemo(() => payableFilterQuery(list.state), [list.state]);
  const query = useMemo(() => ({ ...list.query, ...filters, overdue: undefined }), [list.query, filters]);
  const read = usePaidInvoices(query, { keepPreviousData: true });
  const exportCsv = usePayablesExport();

  return (
    <PaidInvoiceList<Payable>
      {...listView(intl, read)}
      totals={read.data?.totals}
      partners={read.data?.partners ?? []}
      months={read.data?.months ?? []}
      state={list.state}
      onStateChange={list.setState}
      formatError={(caught) => listFailureText(intl, caught) ?? ''}
      onExport={async () => {
        const blob = await exportCsv.trigger({ list: 'paid', query });
        const name = saveFile(blob, `paid-invoices-${indiaToday()}.csv`);
        toast.show({ type: 'success', message: intl.formatMessage(payableMessages.exported, { name }) });
      }}
    />
  );
}
