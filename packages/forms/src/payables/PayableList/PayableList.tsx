import { Alert, Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { payableColumns, payableFilters } from '../columns.tsx';
import { formatInr } from '../format.ts';
import { MarkPaidDialog } from '../MarkPaidDialog/index.ts';
import { payableMessages as m } from '../messages.ts';
import { Actions, Figures } from '../payables.styles.ts';
import type { MarkPaidValues } from '../schema.ts';
import type { PayablePartnerOption, PayableRow, PayableTotalsView } from '../types.ts';

/** Props of {@link PayableList}. */
export interface PayableListProps<T extends PayableRow = PayableRow> extends InvoiceListProps<T> {
  /** Totals over every row the filters match; omitted before the first answer. */
  totals?: PayableTotalsView;
  /** Choices of the partner filter. */
  partners: readonly PayablePartnerOption[];
  /** Choices of the invoice month filter, `YYYY-MM`. */
  months: readonly string[];
  /** Today in India (`YYYY-MM-DD`): the default and latest payment date. */
  today: string;
  /**
   * Records the payment of `invoices`; resolve to close the dialog (and clear the selection),
   * reject to keep it open with what was typed and `formatError(error)` shown in it.
   */
  onMarkPaid?: (invoices: T[], values: MarkPaidValues) => Promise<void>;
  /** Downloads the filtered list as CSV; a rejection shows `formatError(error)` above the list. */
  onExport?: () => Promise<void>;
  /** The text of a failed payment or export. */
  formatError: (error: unknown) => string;
}

/**
 * /payables: approved partner invoices awaiting payment (due first) with the totals of the filtered
 * list (to pay, overdue), search, filters by partner, invoice month and due state, and server-side
 * sorting. 'Mark paid' on a row, or on the selected rows ('Mark selected paid'), opens
 * {@link MarkPaidDialog}; 'Export CSV' downloads the filtered list. Issue 14 (accounts payable).
 */
export function PayableList<T extends PayableRow>({
  totals,
  partners,
  months,
  today,
  onMarkPaid,
  onExport,
  formatError,
  headingLevel = 2,
  ...list
}: PayableListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => payableColumns(intl), [intl]);
  const filters = useMemo(() => payableFilters(intl, 'payable', partners, months), [intl, partners, months]);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [paying, setPaying] = useState<T[] | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  const rows = list.rows ?? [];
  const selectedRows = selected === 'all' ? [...rows] : rows.filter((row) => selected.has(row.id));

  const open = (invoices: T[]) => {
    setPayError(null);
    setPaying(invoices);
  };

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
        title={t(m.payablesTitle)}
        description={t(m.payablesDescription)}
        columns={columns}
        searchLabel={t(m.search)}
        filters={filters}
        emptyTitle={t(m.payablesEmpty)}
        selectionMode={onMarkPaid ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <Actions>
            {onMarkPaid ? (
              <Button
                variant="primary"
                isDisabled={selectedRows.length === 0}
                onPress={() => open(selectedRows)}
              >
                {selectedRows.length > 0
                  ? t(m.markSelectedPaidCount, { count: selectedRows.length })
                  : t(m.markSelectedPaid)}
              </Button>
            ) : null}
            {onExport ? (
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
            ) : null}
          </Actions>
        }
        controls={
          totals ? (
            <Figures aria-label={t(m.totalsLabel)}>
              <div>
                <dt>{t(m.totalOutstanding)}</dt>
                <dd>
                  {t(m.amountAndCount, { amount: formatInr(intl, totals.amount), count: totals.count })}
                </dd>
              </div>
              <div>
                <dt>{t(m.totalOverdue)}</dt>
                <dd>
                  {t(m.amountAndCount, {
                    amount: formatInr(intl, totals.overdueAmount),
                    count: totals.overdueCount,
                  })}
                </dd>
              </div>
            </Figures>
          ) : null
        }
        rowActions={
          onMarkPaid
            ? (row) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(m.markPaidOne, { number: row.invoiceNumber })}
                  onPress={() => open([row])}
                >
                  {t(m.markPaid)}
                </Button>
              )
            : undefined
        }
      />
      <MarkPaidDialog
        invoices={paying}
        today={today}
        formError={payError}
        onClose={() => setPaying(null)}
        onSubmit={async (values) => {
          if (!paying || !onMarkPaid) return;
          setPayError(null);
          try {
            await onMarkPaid(paying, values);
            setPaying(null);
            setSelected(new Set());
          } catch (caught) {
            setPayError(formatError(caught));
          }
        }}
      />
    </>
  );
}
