import type { InvoiceRequestPartner } from '@partner-portal/api';
import { useCreateInvoiceRequest, useInvoicingWorkOrders } from '@partner-portal/api/hooks';
import { InvoiceRequestDialog, type InvoiceRequestSubmission } from '@partner-portal/forms/invoice-requests';
import { useToast } from '@partner-portal/ui/feedback';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/failureText.ts';

/** Work orders offered at once (the list calls answer at most 100 per page). */
export const WORK_ORDER_PAGE_SIZE = 100;

/** Props of {@link CreateInvoiceRequest}. */
export interface CreateInvoiceRequestProps {
  /** The partner to raise a request for; the dialog is open while set. */
  partner: InvoiceRequestPartner | null;
  /** Called when the dialog closes (cancelled or created). */
  onClose: () => void;
}

/**
 * Raises an invoice request for a partner: loads the partner's completed work orders not yet
 * requested (GET /management/invoiceing_work-orders/?partner=…, oldest first, up to 100) into
 * the 'New invoice request' dialog and posts the chosen ones (POST /finance/invoice-request/).
 * A failure keeps the dialog with every choice and remark and shows the shared failure text
 * (the server's message for a 4xx, 'Something went wrong!' for a 5xx, the time-out or offline
 * text); success closes it and shows the server's message. Spec: operations §7 'Finance' and
 * 'Management and warehouse' (the work orders call feeds the invoicing screens), §8.
 */
export function CreateInvoiceRequest({ partner, onClose }: CreateInvoiceRequestProps) {
  const intl = useIntl();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const workOrders = useInvoicingWorkOrders(
    partner ? { partner: partner.id, page_size: WORK_ORDER_PAGE_SIZE, ordering: 'completed_at' } : null,
  );
  const create = useCreateInvoiceRequest();

  const close = () => {
    setFormError(null);
    onClose();
  };
  const submit = async ({ workOrderIds, remarks }: InvoiceRequestSubmission) => {
    if (!partner) return;
    setFormError(null);
    try {
      const answer = await create.trigger({
        partnerId: partner.id,
        workOrderIds,
        ...(remarks ? { remarks } : {}),
      });
      close();
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setFormError(listFailureText(intl, caught));
    }
  };

  return (
    <InvoiceRequestDialog
      key={partner?.id ?? 'none'}
      isOpen={partner !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      partnerName={partner?.name ?? ''}
      workOrders={workOrders.data?.results}
      workOrdersTotal={workOrders.data?.count}
      isLoadingWorkOrders={workOrders.isLoading}
      workOrdersError={workOrders.error && !workOrders.data ? listFailureText(intl, workOrders.error) : null}
      onSubmit={submit}
      formError={formError}
    />
  );
}
