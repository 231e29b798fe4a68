import { Badge, type BadgeTone } from '@partner-portal/ui/data';
import type { TableColumn } from '@partner-portal/ui/data';
import { Alert, Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { ListScreen, type ListFilter } from '../../list-screen/ListScreen.tsx';
import { formatCalendarDay, formatInr, formatMonth } from '../format.ts';
import { payableMessages as m } from '../messages.ts';
import type { ClientInvoiceRow, ClientInvoiceState } from '../types.ts';

const STATUS = {
  issued: { label: m.statusIssued, tone: 'info' },
  overdue: { label: m.statusOverdue, tone: 'error' },
  paid: { label: m.statusPaid, tone: 'success' },
} as const satisfies Record<ClientInvoiceState, { label: unknown; tone: BadgeTone }>;

/** The client invoice states, in filter order. */
export const CLIENT_INVOICE_STATES = Object.keys(STATUS) as ClientInvoiceState[];

function clientColumns(intl: IntlShape): TableColumn<ClientInvoiceRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'invoice_number',
      name: t(m.columnInvoice),
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => row.invoiceNumber,
    },
    { id: 'project', name: t(m.columnProject), render: (row) => `${row.project.code} · ${row.project.name}` },
    {
      id: 'period',
      name: t(m.columnPeriod),
      allowsSorting: true,
      render: (row) => formatMonth(intl, row.period),
    },
    { id: 'amount', name: t(m.columnTaxable), align: 'end', render: (row) => formatInr(intl, row.amount) },
    { id: 'gst', name: t(m.columnGst), align: 'end', render: (row) => formatInr(intl, row.gstAmount) },
    {
      id: 'total_amount',
      name: t(m.columnTotal),
      allowsSorting: true,
      align: 'end',
      render: (row) => formatInr(intl, row.totalAmount),
    },
    {
      id: 'status',
      name: t(m.columnStatus),
      render: (row) => (
        <Badge variant="status" tone={STATUS[row.status].tone}>
          {t(STATUS[row.status].label)}
        </Badge>
      ),
    },
    {
      id: 'issued_at',
      name: t(m.columnIssued),
      allowsSorting: true,
      render: (row) => formatCalendarDay(intl, row.issuedAt),
    },
    {
      id: 'due_at',
      name: t(m.columnDue),
      allowsSorting: true,
      render: (row) => formatCalendarDay(intl, row.dueAt),
    },
  ];
}

/** Props of {@link ClientInvoiceList}. */
export interface ClientInvoiceListProps<
  T extends ClientInvoiceRow = ClientInvoiceRow,
> extends InvoiceListProps<T> {
  /** Downloads a row's invoice file; a rejection shows `formatError(error)` above the list. */
  onDownload?: (row: T) => Promise<void>;
  /** The text of a failed download. */
  formatError: (error: unknown) => string;
}

/**
 * /client-invoices (client_invoicer): the invoices raised on their company with project, billing
 * month, amount before GST, GST, total, status (Issued, Overdue, Paid), issue and due dates,
 * search, a 'Status' filter and 'Download'. Issue 14.
 */
export function ClientInvoiceList<T extends ClientInvoiceRow>({
  onDownload,
  formatError,
  headingLevel = 2,
  ...list
}: ClientInvoiceListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => clientColumns(intl), [intl]);
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: 'status',
        label: t(m.columnStatus),
        options: CLIENT_INVOICE_STATES.map((id) => ({ id, label: t(STATUS[id].label) })),
      },
    ],
    [t],
  );
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  return (
    <>
      {downloadError ? (
        <Alert variant="error" title={t(m.downloadFailed)}>
          {downloadError}
        </Alert>
      ) : null}
      <ListScreen<T>
        {...list}
        headingLevel={headingLevel}
        title={t(m.clientInvoicesTitle)}
        description={t(m.clientInvoicesDescription)}
        columns={columns}
        searchLabel={t(m.searchClientInvoices)}
        filters={filters}
        emptyTitle={t(m.clientInvoicesEmpty)}
        rowActions={
          onDownload
            ? (row) => (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={pendingId === row.id}
                  aria-label={t(m.downloadOne, { number: row.invoiceNumber })}
                  onPress={async () => {
                    setDownloadError(null);
                    setPendingId(row.id);
                    try {
                      await onDownload(row);
                    } catch (caught) {
                      setDownloadError(formatError(caught));
                    } finally {
                      setPendingId(null);
                    }
                  }}
                >
                  {t(m.download)}
                </Button>
              )
            : undefined
        }
      />
    </>
  );
}
