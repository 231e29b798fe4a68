import type { VendorDataResponse, VendorDataStatus } from '@partner-portal/api';
import { useReviewVendorData, useVendorDataReview } from '@partner-portal/api/hooks';
import {
  vendorDataReviewMessages as m,
  ReasonDialog,
  VendorDataReviewList,
} from '@partner-portal/forms/vendor-data-review';
import { useToast } from '@partner-portal/ui/feedback';
import { ConfirmDialog } from '@partner-portal/ui/overlays';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { userCan } from '../lib/access.ts';
import { listView } from '../lib/listView.ts';
import { usePartnerRemoval } from '../lib/usePartnerRemoval.tsx';

type Review = { row: VendorDataResponse; action: 'approve' | 'reject' } | null;

/**
 * /vendor-data-review (Partner Data Review): the data partners submitted (GET
 * /partner/vendor-data-response/) with a status filter, search, sorting and paging in the URL;
 * a pending response can be approved (confirm dialog) or rejected with remarks (POST
 * /partner/vendor-data-approve/), and a partner's removal requested (POST
 * /partner/partner-remove-request/). Actions are shown to the roles that may call them.
 * Spec: operations §2 (vendor-data-review), §7 'Management and warehouse', §8.
 */
export function VendorDataReviewRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ filters: ['status'], defaultOrdering: '-submitted_at' });
  const status = list.state.filters.status as VendorDataStatus | undefined;
  const read = useVendorDataReview(
    { ...list.query, ...(status ? { status } : {}) },
    { keepPreviousData: true },
  );
  const approve = useReviewVendorData();
  const removal = usePartnerRemoval();
  const [review, setReview] = useState<Review>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const canReview = userCan('vendorDataApprove');

  const send = async (row: VendorDataResponse, action: 'approve' | 'reject', remarks?: string) => {
    const answer = await approve.trigger({ id: row.id, action, ...(remarks ? { remarks } : {}) });
    setReview(null);
    toast.show({ type: 'success', message: answer.message });
  };

  return (
    <VendorDataReviewList
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      {...(canReview
        ? {
            onApprove: (row: VendorDataResponse) => setReview({ row, action: 'approve' }),
            onReject: (row: VendorDataResponse) => {
              setFormError(null);
              setReview({ row, action: 'reject' });
            },
          }
        : {})}
      moreActions={(row) => removal.button(row.partner)}
    >
      <ConfirmDialog
        title={t(m.approveTitle)}
        message={t(m.approveMessage, {
          collection: review?.row.collectionName ?? '',
          partner: review?.row.partner.name ?? '',
        })}
        confirmLabel={t(m.approve)}
        isOpen={review?.action === 'approve'}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
        onConfirm={() => (review ? send(review.row, 'approve') : undefined)}
        formatError={(error) => listFailureText(intl, error)}
      />
      <ReasonDialog
        title={t(m.rejectTitle, { name: review?.row.partner.name ?? '' })}
        intro={t(m.rejectIntro)}
        label={t(m.remarks)}
        minLength={1}
        maxLength={500}
        submitLabel={t(m.reject)}
        isOpen={review?.action === 'reject'}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
        formError={formError}
        onSubmit={async (remarks) => {
          if (!review) return;
          setFormError(null);
          try {
            await send(review.row, 'reject', remarks);
          } catch (error) {
            setFormError(listFailureText(intl, error));
            throw error;
          }
        }}
      />
      {removal.dialog}
    </VendorDataReviewList>
  );
}
