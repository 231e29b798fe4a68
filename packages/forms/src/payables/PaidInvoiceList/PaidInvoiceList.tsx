import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { paidColumns, payableFilters } from '../columns.tsx';
import { invoiceTotal, ListTotals, useCsvExport } from '../listParts.tsx';
import { payableMessages as m } from '../messages.ts';
import type { PayablePartnerOption, PayableRow, PayableTotalsView } from '../types.ts';

/** Props of {@link PaidInvoiceList}. */
export interface PaidInvoiceListProps<T extends PayableRow = PayableRow> extends InvoiceListProps<T> {
  /** Totals over every row the filters match. */
  totals?: PayableTotalsView;
  /** Choices of the partner filter. */
  partners: readonly PayablePartnerOption[];
  /** Choices of the payment month filter, `YYYY-MM`. */
  months: readonly string[];
  /** Downloads the filtered list as CSV; a rejection shows `formatError(error)` above the list. */
  onExport?: () => Promise<void>;
  /** The text of a failed export. */
  formatError: (error: unknown) => string;
}

/**
 * /paid-invoices: paid partner invoices (latest payment first) with the payment day, reference,
 * who recorded it and when; the total paid of the filtered list; search (also by reference),
 * partner and payment month filters; 'Export CSV'. Issue 14 (accounts payable).
 */
export function PaidInvoiceList<T extends PayableRow>({
  totals,
  partners,
  months,
  onExport,
  formatError,
  headingLevel = 2,
  ...list
}: PaidInvoiceListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => paidColumns(intl), [intl]);
  const filters = useMemo(() => payableFilters(intl, 'paid', partners, months), [intl, partners, months]);
  const csv = useCsvExport(onExport, formatError);
  return (
    <>
      {csv.notice}
      <ListScreen<T>
        {...list}
        headingLevel={headingLevel}
        title={t(m.paidTitle)}
        description={t(m.paidDescription)}
        columns={columns}
        searchLabel={t(m.searchPaid)}
        filters={filters}
        emptyTitle={t(m.paidEmpty)}
        toolbar={csv.button}
        controls={
          totals ? (
            <ListTotals
              label={t(m.totalsLabel)}
              figures={[{ term: t(m.totalPaid), value: invoiceTotal(intl, totals.amount, totals.count) }]}
            />
          ) : null
        }
      />
    </>
  );
}
