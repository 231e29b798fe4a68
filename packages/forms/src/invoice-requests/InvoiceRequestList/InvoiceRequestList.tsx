import { Button } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen } from '../../list-screen/ListScreen.tsx';
import { invoiceStatusFilter, requestColumns, statusFilter } from '../columns.tsx';
import { invoiceRequestListMessages as m } from '../listMessages.ts';
import type { InvoiceListProps } from '../listProps.ts';
import { invoiceRequestMessages } from '../messages.ts';
import type { InvoiceRequestRow } from '../types.ts';

/** Props of {@link InvoiceRequestList}. */
export interface InvoiceRequestListProps<
  T extends InvoiceRequestRow = InvoiceRequestRow,
> extends InvoiceListProps<T> {
  /** Opens the review of a pending request; without it the rows have no 'Review'. */
  onReview?: (request: T) => void;
}

/**
 * The invoice requests: request, partner, amount, work orders, review status, review remarks and
 * date; search, 'Status' and 'Invoice status' filters (server filters `status`, `invoice_status`),
 * sortable by the server's orderings; pending rows offer 'Review' when `onReview` is given.
 * Loading, empty ('No invoice request yet.') and failure (with Retry) states come from `ListScreen`.
 * Spec: operations §7 'Finance'.
 */
export function InvoiceRequestList<T extends InvoiceRequestRow>({
  onReview,
  ...list
}: InvoiceRequestListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => requestColumns(intl), [intl]);
  const filters = useMemo(() => [statusFilter(intl), invoiceStatusFilter(intl)], [intl]);
  return (
    <ListScreen<T>
      {...list}
      title={t(m.requestsTitle)}
      columns={columns}
      searchLabel={t(m.searchRequests)}
      filters={filters}
      emptyTitle={t(m.requestsEmpty)}
      rowActions={
        onReview
          ? (row) =>
              row.status === 'pending' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(invoiceRequestMessages.reviewLabel, { number: row.requestNumber })}
                  onPress={() => onReview(row)}
                >
                  {t(invoiceRequestMessages.review)}
                </Button>
              ) : null
          : undefined
      }
    />
  );
}
