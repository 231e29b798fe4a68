import type { TableColumn } from '@partner-portal/ui/data';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { payableFilters } from '../columns.tsx';
import { financeWorkMessages as m } from '../financeWorkMessages.ts';
import { formatCalendarDay, formatInr } from '../format.ts';
import { ListTotals, useCsvExport } from '../listParts.tsx';
import type { PayablePartnerOption } from '../types.ts';

/** A third-party payment as /tpp-transactions shows it; `paymentDate` `YYYY-MM-DD`, `amount` rupees. Structurally the api's `TppTransaction`. */
export interface TppTransactionRow {
  paymentReference: string;
  paymentDate: string;
  partner: { id: number; name: string };
  invoiceCount: number;
  invoiceNumbers: readonly string[];
  amount: number;
}

/** Props of {@link TppTransactionList}. */
export interface TppTransactionListProps<
  T extends TppTransactionRow = TppTransactionRow,
> extends InvoiceListProps<T> {
  /** Totals over every transaction the filters match. */
  totals?: { count: number; amount: number };
  /** Choices of the partner filter. */
  partners: readonly PayablePartnerOption[];
  /** Choices of the payment month filter, `YYYY-MM`. */
  months: readonly string[];
  /** Downloads the filtered list as CSV; a rejection shows `formatError(error)` above the list. */
  onExport?: () => Promise<void>;
  /** The text of a failed export. */
  formatError: (error: unknown) => string;
}

/** The transactions as CSV text (header row; reference, date, partner, invoices, numbers, amount). */
export function tppTransactionsCsv(rows: readonly TppTransactionRow[]): string {
  const field = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
    ['payment_reference', 'payment_date', 'partner', 'invoice_count', 'invoice_numbers', 'amount_inr'],
    ...rows.map((row) => [
      row.paymentReference,
      row.paymentDate,
      row.partner.name,
      row.invoiceCount,
      row.invoiceNumbers.join(' '),
      row.amount.toFixed(2),
    ]),
  ];
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/**
 * /tpp-transactions: third-party payments to partners, one row per payment reference and partner
 * (payment date, invoices paid, total in INR), latest first; partner and payment month filters;
 * the total of the filtered list; 'Export CSV'. Spec: operations §2 'Finance menu' (Transactions:
 * TPP Transactions). Issue 14.
 */
export function TppTransactionList<T extends TppTransactionRow>({
  totals,
  partners,
  months,
  onExport,
  formatError,
  headingLevel = 2,
  ...list
}: TppTransactionListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo<TableColumn<T>[]>(
    () => [
      {
        id: 'payment_reference',
        name: t(m.columnReference),
        isRowHeader: true,
        render: (row) => row.paymentReference,
      },
      {
        id: 'payment_date',
        name: t(m.columnPaymentDate),
        render: (row) => formatCalendarDay(intl, row.paymentDate),
      },
      { id: 'partner', name: t(m.columnPartner), render: (row) => row.partner.name },
      {
        id: 'invoices',
        name: t(m.columnInvoices),
        align: 'end',
        render: (row) => <span title={row.invoiceNumbers.join(', ')}>{row.invoiceCount}</span>,
      },
      { id: 'amount', name: t(m.columnAmount), align: 'end', render: (row) => formatInr(intl, row.amount) },
    ],
    [intl, t],
  );
  const filters = useMemo(() => payableFilters(intl, 'paid', partners, months), [intl, partners, months]);
  const csv = useCsvExport(onExport, formatError);
  return (
    <>
      {csv.notice}
      <ListScreen<T>
        {...list}
        headingLevel={headingLevel}
        title={t(m.tppTitle)}
        description={t(m.tppDescription)}
        columns={columns}
        isSearchable={false}
        getRowId={(row) => `${row.paymentReference}-${row.partner.id}-${row.paymentDate}`}
        filters={filters}
        emptyTitle={t(m.tppEmpty)}
        toolbar={csv.button}
        controls={
          totals ? (
            <ListTotals
              label={t(m.totalsLabel)}
              figures={[
                {
                  term: t(m.totalPaid),
                  value: t(m.amountAndCount, { amount: formatInr(intl, totals.amount), count: totals.count }),
                },
              ]}
            />
          ) : null
        }
      />
    </>
  );
}
