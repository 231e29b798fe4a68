import type { Payable } from '@partner-portal/api';
import { useMarkPaid, usePayables, usePayablesExport } from '@partner-portal/api/hooks';
import { payableMessages, PayableList } from '@partner-portal/forms/payables';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '../lib/download.ts';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { indiaToday } from '../lib/indiaToday.ts';
import { PAYABLE_FILTERS, payableFilterQuery } from './payables/payableQuery.ts';

/**
 * /payables (finance_user only): approved partner invoices awaiting payment (GET
 * /finance/payables/) with search, partner, month and due filters, sorting and pages in the URL;
 * 'Mark paid' for a row or the selected rows (POST /finance/payables/mark-paid/; a failure, e.g.
 * the 409 of an invoice paid meanwhile, stays in the dialog with what was typed); 'Export CSV' of
 * the filtered list (GET /finance/payables/export/). Spec: operations §2 'Finance menu', §6. Issue 14.
 */
export function PayablesRoute() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ filters: PAYABLE_FILTERS, defaultOrdering: 'due_date' });
  const filters = useMemo(() => payableFilterQuery(list.state), [list.state]);
  const query = useMemo(() => ({ ...list.query, ...filters }), [list.query, filters]);
  const read = usePayables(query, { keepPreviousData: true });
  const markPaid = useMarkPaid();
  const exportCsv = usePayablesExport();
  const formatError = (caught: unknown) => listFailureText(intl, caught) ?? '';

  return (
    <PayableList<Payable>
      {...listView(intl, read)}
      totals={read.data?.totals}
      partners={read.data?.partners ?? []}
      months={read.data?.months ?? []}
      today={indiaToday()}
      state={list.state}
      onStateChange={list.setState}
      formatError={formatError}
      onMarkPaid={async (invoices, values) => {
        const answer = await markPaid.trigger({
          invoiceRequestIds: invoices.map((invoice) => invoice.id),
          paymentReference: values.paymentReference,
          paymentDate: values.paymentDate,
        });
        toast.show({ type: 'success', message: answer.message });
      }}
      onExport={async () => {
        const blob = await exportCsv.trigger({ list: 'payables', query });
        const name = saveFile(blob, `payables-${indiaToday()}.csv`);
        toast.show({ type: 'success', message: intl.formatMessage(payableMessages.exported, { name }) });
      }}
    />
  );
}
