import type { InvoiceRequest } from '@partner-portal/api';
import { useInvoiceRequests, useReviewInvoiceRequest } from '@partner-portal/api/hooks';
import {
  INVOICE_STATUSES,
  InvoiceRequestList,
  InvoiceReviewDialog,
  oneOf,
  REQUEST_STATUSES,
  type InvoiceReviewSubmission,
} from '@partner-portal/forms/invoice-requests';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/failureText.ts';
import { useListParams } from '../../lib/listParams.ts';
import { userCan } from '../../lib/access.ts';
import { listView } from '../../lib/listView.ts';

/** Props of {@link InvoiceRequestListContainer}. */
export interface InvoiceRequestListContainerProps {
  /** Prefix of the list's URL parameters when the page has another list (e.g. `requests`). */
  prefix?: string;
}

/**
 * The invoice requests (GET /finance/invoice-request/) wired to forms' `InvoiceRequestList`:
 * search, 'Status' and 'Invoice status' filters, sorting and paging kept in the URL, and, for a
 * user who may review (`CALL_ROLES.invoiceRequestReview`), 'Review' on pending rows opening the
 * review dialog (PATCH /finance/invoice-request/{id}/). A failed review keeps the dialog, decision
 * and remarks with the shared failure text; success shows the server's message as a toast.
 * Spec: operations §7 'Finance', §8 'Shared HTTP'.
 */
export function InvoiceRequestListContainer({ prefix }: InvoiceRequestListContainerProps) {
  const intl = useIntl();
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
      ...(invoiceStatus ? { invoiceStatus } : {}),
    }),
    [list.query, status, invoiceStatus],
  );
  const read = useInvoiceRequests(query, { keepPreviousData: true });
  const review = useReviewInvoiceRequest();
  const [reviewing, setReviewing] = useState<InvoiceRequest | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);

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
      <InvoiceRequestList<InvoiceRequest>
        {...listView(intl, read)}
        state={list.state}
        onStateChange={list.setState}
        onReview={
          userCan('invoiceRequestReview')
            ? (row) => {
                setReviewError(null);
                setReviewing(row);
              }
            : undefined
        }
      />
      <InvoiceReviewDialog
        key={reviewing?.id ?? 'none'}
        request={reviewing}
        onClose={closeReview}
        onSubmit={submitReview}
        formError={reviewError}
      />
    </>
  );
}
