import { Alert, Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { paidColumns, payableFilters } from '../columns.tsx';
import { formatInr } from '../format.ts';
import { payableMessages as m } from '../messages.ts';
import { Figures } from '../payables.styles.ts';
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
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  return (
    <>
      {exportError ? (
        <Alert variant="error" title={t(m.exportFailed)}>
          {exportError}
        </Alert>
      ) : null}
      <ListScreen<T>
        {...list}
        headingLevel={headingLevel}
        title={t(m.paidTitle)}
        description={t(m.paidDescription)}
        columns={columns}
        searchLabel={t(m.searchPaid)}
        filters={filters}
        emptyTitle={t(m.paidEmpty)}
        toolbar={
          onExport ? (
            <Button
              variant="secondary"
              isPending={isExporting}
              onPress={async () => {
                setExportError(null);
                setExporting(true);
                try {
                  await onExport();
                } catch (caught) {
                  setExportError(formatError(caught));
                } finally {
                  setExporting(false);
                }
              }}
            >
              {t(m.exportCsv)}
            </Button>
          ) : null
        }
        controls={
          totals ? (
            <Figures aria-label={t(m.totalsLabel)}>
              <div>
                <dt>{t(m.totalPaid)}</dt>
                <dd>
                  {t(m.amountAndCount, { amount: formatInr(intl, totals.amount), count: totals.count })}
                </dd>
              </div>
            </Figures>
          ) : null
        }
      />
    </>
  );
}
