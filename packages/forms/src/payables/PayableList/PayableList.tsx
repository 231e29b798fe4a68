import { Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { payableColumns, payableFilters } from '../columns.tsx';
import { invoiceTotal, ListTotals, useCsvExport } from '../listParts.tsx';
import { MarkPaidDialog } from '../MarkPaidDialog/index.ts';
import { payableMessages as m } from '../messages.ts';
import { Actions } from '../payables.styles.ts';
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
  const csv = useCsvExport(onExport, formatError);
  const rows = list.rows ?? [];
  const selectedRows = selected === 'all' ? [...rows] : rows.filter((row) => selected.has(row.id));

  const open = (invoices: T[]) => {
    setPayError(null);
    setPaying(invoices);
  };

  return (
    <>
      {csv.notice}
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
            {csv.button}
          </Actions>
        }
        controls={
          totals ? (
            <ListTotals
              label={t(m.totalsLabel)}
              figures={[
                { term: t(m.totalOutstanding), value: invoiceTotal(intl, totals.amount, totals.count) },
                {
                  term: t(m.totalOverdue),
                  value: invoiceTotal(intl, totals.overdueAmount, totals.overdueCount),
                },
              ]}
            />
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
