import type { TppTransaction } from '@partner-portal/api';
import { useTppTransactions } from '@partner-portal/api/hooks';
import { payableMessages, TppTransactionList, tppTransactionsCsv } from '@partner-portal/forms/payables';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '../lib/download.ts';
import { listFailureText } from '../lib/failureText.ts';
import { indiaToday } from '../lib/indiaToday.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { payableFilterQuery } from './payables/payableQuery.ts';

/**
 * /tpp-transactions (finance_user or accounts_user): third-party payments to partners, one row
 * per payment reference (GET /finance/tpp-transactions/), partner and payment month filters in the
 * URL, 'Export CSV' of the filtered list (made from the rows: the call answers them all). Spec:
 * operations §2 'Finance menu' (Transactions: TPP Transactions), §6. Issue 14.
 */
export function TppTransactionsRoute() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListParams({ filters: ['partner', 'month'], defaultPageSize: 100 });
  const query = useMemo(() => {
    const { partner, month } = payableFilterQuery(list.state);
    return { ...(partner ? { partner } : {}), ...(month ? { month } : {}) };
  }, [list.state]);
  const read = useTppTransactions(query, { keepPreviousData: true });
  const view = listView(intl, { ...read, data: read.data && { ...read.data, status: 200 } });
  return (
    <TppTransactionList<TppTransaction>
      {...view}
      totals={read.data?.totals}
      partners={read.data?.partners ?? []}
      months={read.data?.months ?? []}
      state={list.state}
      onStateChange={list.setState}
      formatError={(caught) => listFailureText(intl, caught) ?? ''}
      onExport={async () => {
        const rows = read.data?.results ?? [];
        const blob = new Blob([tppTransactionsCsv(rows)], { type: 'text/csv;charset=utf-8' });
        const name = saveFile(blob, `tpp-transactions-${indiaToday()}.csv`);
        toast.show({ type: 'success', message: intl.formatMessage(payableMessages.exported, { name }) });
      }}
    />
  );
}
