import { Badge, type BadgeTone } from '@partner-portal/ui/data';
import type { TableColumn } from '@partner-portal/ui/data';
import { Alert, Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { InvoiceListProps } from '../../invoice-requests/listProps.ts';
import { ListScreen, type ListFilter } from '../../list-screen/ListScreen.tsx';
import { formatCalendarDay, formatInr } from '../format.ts';
import { payableMessages as m } from '../messages.ts';
import type { InvoiceEntryRow, InvoiceStage } from '../types.ts';

const STAGE = {
  requested: { label: m.stageRequested, tone: 'warning' },
  approved: { label: m.stageApproved, tone: 'info' },
  invoiced: { label: m.stageInvoiced, tone: 'accent' },
  paid: { label: m.stagePaid, tone: 'success' },
  rejected: { label: m.stageRejected, tone: 'error' },
} as const satisfies Record<InvoiceStage, { label: unknown; tone: BadgeTone }>;

/** The stages, in filter order. */
export const INVOICE_STAGES = Object.keys(STAGE) as InvoiceStage[];

function entryColumns(intl: IntlShape): TableColumn<InvoiceEntryRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'request_number',
      name: t(m.columnRequest),
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => row.requestNumber,
    },
    { id: 'invoice_number', name: t(m.columnInvoice), render: (row) => row.invoiceNumber ?? '' },
    {
      id: 'amount',
      name: t(m.columnAmount),
      allowsSorting: true,
      align: 'end',
      render: (row) => formatInr(intl, row.amount),
    },
    {
      id: 'stage',
      name: t(m.columnStatus),
      render: (row) => (
        <Badge variant="status" tone={row.isOverdue ? 'error' : STAGE[row.stage].tone}>
          {row.isOverdue ? t(m.overdue) : t(STAGE[row.stage].label)}
        </Badge>
      ),
    },
    {
      id: 'created_at',
      name: t(m.columnRequested),
      allowsSorting: true,
      render: (row) => formatCalendarDay(intl, row.createdAt.slice(0, 10)),
    },
    {
      id: 'due_date',
      name: t(m.columnDue),
      allowsSorting: true,
      render: (row) => formatCalendarDay(intl, row.dueDate),
    },
    {
      id: 'payment',
      name: t(m.columnPayment),
      render: (row) =>
        row.paymentReference
          ? t(m.paidWith, { date: formatCalendarDay(intl, row.paymentDate), reference: row.paymentReference })
          : '',
    },
  ];
}

/** Props of {@link InvoiceEntryList}. */
export interface InvoiceEntryListProps<
  T extends InvoiceEntryRow = InvoiceEntryRow,
> extends InvoiceListProps<T> {
  /** Downloads an invoiced or paid row's invoice file; a rejection shows `formatError(error)` above the list. */
  onDownload?: (row: T) => Promise<void>;
  /** The text of a failed download. */
  formatError: (error: unknown) => string;
}

/**
 * /invoice-list (payable_partner_user): the partner's own invoice requests and invoices with where
 * each stands (Requested, Approved, Invoiced, Overdue, Paid with its date and reference, Rejected),
 * search, a 'Status' filter and 'Download' of a made invoice. Issue 14.
 */
export function InvoiceEntryList<T extends InvoiceEntryRow>({
  onDownload,
  formatError,
  headingLevel = 2,
  ...list
}: InvoiceEntryListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => entryColumns(intl), [intl]);
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: 'stage',
        label: t(m.filterStage),
        options: INVOICE_STAGES.map((id) => ({ id, label: t(STAGE[id].label) })),
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
        title={t(m.invoiceListTitle)}
        description={t(m.invoiceListDescription)}
        columns={columns}
        searchLabel={t(m.searchInvoiceList)}
        filters={filters}
        emptyTitle={t(m.invoiceListEmpty)}
        rowActions={
          onDownload
            ? (row) =>
                row.invoiceNumber && (row.stage === 'invoiced' || row.stage === 'paid') ? (
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
                ) : null
            : undefined
        }
      />
    </>
  );
}
