import type { InvoiceRequest } from '@partner-portal/api';
import { useInvoiceRequests, useReviewInvoiceRequest } from '@partner-portal/api/hooks';
import {
  financeMessages,
  InvoiceReviewDialog,
  type InvoiceReviewSubmission,
} from '@partner-portal/forms/finance';
import { ListScreen } from '@partner-portal/forms/list-screen';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/listFailure.ts';
import { useListParams } from '../../lib/listParams.ts';
import { sessionCanCall } from './access.ts';
import {
  INVOICE_STATUSES,
  invoiceStatusFilter,
  oneOf,
  REQUEST_STATUSES,
  requestColumns,
  statusFilter,
} from './columns.tsx';
import { toRequestSummary } from './mappers.ts';
import { financeRouteMessages as m } from './messages.ts';

/** Props of {@link InvoiceRequestList}. */
export interface InvoiceRequestListProps {
  /** Prefix of the list's URL parameters when the page has another list (e.g. `requests`). */
  prefix?: string;
}

/**
 * The invoice requests (GET /finance/invoice-request/): search, 'Status' and 'Invoice status'
 * filters, server-side sorting and paging kept in the URL, and, for a user who may review
 * (`CALL_ROLES.invoiceRequestReview`), a 'Review' action on pending rows opening the review
 * dialog (PATCH /finance/invoice-request/{id}/). A failed review keeps the dialog, decision and
 * remarks with the shared failure text; success shows the server's message as a toast.
 * Spec: operations §7 'Finance', §8 'Shared HTTP'.
 */
export function InvoiceRequestList({ prefix }: InvoiceRequestListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({
    prefix,
    filters: ['status', 'invoice_status'],
    defaultOrdering: '-created_at',
  });
  const status = oneOf(REQUEST_STATUSES, list.state.filters.status);
  const invoiceStatus = oneOf(INVOICE_STATUSES, list.state.filters.invoice_status);
  const query = useMemo(
    () => ({
      ...list.query,
      ...(status ? { status } : {}),
      ...(invoiceStatus ? { invoice_status: invoiceStatus } : {}),
    }),
    [list.query, status, invoiceStatus],
  );
  const { data, error, isLoading, mutate } = useInvoiceRequests(query, { keepPreviousData: true });
  const review = useReviewInvoiceRequest();
  const canReview = sessionCanCall('invoiceRequestReview');
  const [reviewing, setReviewing] = useState<InvoiceRequest | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const columns = useMemo(() => requestColumns(intl), [intl]);
  const filters = useMemo(() => [statusFilter(intl), invoiceStatusFilter(intl)], [intl]);

  const closeReview = () => {
    setReviewing(null);
    setReviewError(null);
  };
  const submitReview = async ({ decision, remarks }: InvoiceReviewSubmission) => {
    if (!reviewing) return;
    setReviewError(null);
    try {
      const answer = await review.trigger({
        id: reviewing.id,
        status: decision,
        ...(remarks ? { remarks } : {}),
      });
      closeReview();
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setReviewError(listFailureText(intl, caught));
    }
  };

  return (
    <>
      <ListScreen<InvoiceRequest>
        title={t(m.requestsTitle)}
        columns={columns}
        rows={data?.results}
        total={data?.count}
        state={list.state}
        onStateChange={list.setState}
        searchLabel={t(m.searchRequests)}
        filters={filters}
        isLoading={isLoading}
        error={error ? listFailureText(intl, error) : undefined}
        onRetry={() => void mutate()}
        emptyTitle={t(m.requestsEmpty)}
        rowActions={
          canReview
            ? (row) =>
                row.status === 'pending' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(financeMessages.reviewLabel, { number: row.request_number })}
                    onPress={() => {
                      setReviewError(null);
                      setReviewing(row);
                    }}
                  >
                    {t(financeMessages.review)}
                  </Button>
                ) : null
            : undefined
        }
      />
      <InvoiceReviewDialog
        key={reviewing?.id ?? 'none'}
        request={reviewing ? toRequestSummary(reviewing) : null}
        onClose={closeReview}
        onSubmit={submitReview}
        formError={reviewError}
      />
    </>
  );
}
