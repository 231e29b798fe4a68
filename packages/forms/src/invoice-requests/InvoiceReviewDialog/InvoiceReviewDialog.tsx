import { Dialog } from '@partner-portal/ui/overlays';
import { Alert, Button, FormActions, FormLayout } from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { formatDay, formatRupees } from '../format.ts';
import { invoiceRequestMessages } from '../messages.ts';
import { invoiceReviewSchema } from '../schema.ts';
import type { InvoiceRequestSummary } from '../types.ts';
import {
  INVOICE_REQUEST_LIMITS,
  invoiceReviewInitialValues,
  type InvoiceReviewSubmission,
  type InvoiceReviewValues,
} from '../values.ts';
import { Summary } from './InvoiceReviewDialog.styles.ts';

/** Props of {@link InvoiceReviewDialog}. */
export interface InvoiceReviewDialogProps {
  /** The request under review; the dialog is open while it is set (and `isOpen` is not false). */
  request: InvoiceRequestSummary | null;
  /** Called when the dialog closes (Cancel, Escape, the close button). */
  onClose: () => void;
  /** Starting values. Default: no decision, no remarks. */
  initialValues?: InvoiceReviewValues;
  /**
   * Called with the decision ('approved' or 'rejected') and trimmed remarks. The dialog keeps the
   * values whatever happens: the caller closes it on success and passes `formError` on failure.
   */
  onSubmit: (values: InvoiceReviewSubmission, helpers: FormikHelpers<InvoiceReviewValues>) => Promise<void>;
  /** The failure of the last submit (e.g. the server's 'This invoice request has already been reviewed.'). */
  formError?: string | null;
}

/**
 * The review dialog of an invoice request, titled 'Review invoice request {number}': a summary
 * (partner, amount in rupees, work orders, request date and remarks), a required Approve / Reject
 * choice and remarks (required to reject, at most 500 characters), then 'Save review'. A failure
 * shows above the fields and keeps the decision and remarks. It never fetches.
 *
 * Spec: operations §7 'Finance' (PATCH /finance/invoice-request/{id}/ with status and remarks:
 * the reference server's shape; "Remarks are required to reject." is its message).
 */
export function InvoiceReviewDialog({
  request,
  onClose,
  initialValues = invoiceReviewInitialValues,
  onSubmit,
  formError,
}: InvoiceReviewDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorId = useId();
  const schema = useMemo(
    () =>
      invoiceReviewSchema({
        decisionRequired: t(invoiceRequestMessages.decisionRequired),
        remarksRequired: t(invoiceRequestMessages.remarksRequired),
        remarksTooLong: t(invoiceRequestMessages.remarksTooLong, { max: INVOICE_REQUEST_LIMITS.maxRemarks }),
      }),
    [t],
  );
  const submit = async (values: InvoiceReviewValues, helpers: FormikHelpers<InvoiceReviewValues>) => {
    const cast = schema.cast(values);
    await onSubmit({ decision: cast.decision, remarks: cast.remarks ?? '' }, helpers);
  };

  return (
    <Dialog
      title={t(invoiceRequestMessages.reviewTitle, { number: request?.requestNumber ?? '' })}
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {({ close }) =>
        request && (
          <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
            {({ isSubmitting, values }) => (
              <Form noValidate aria-describedby={formError ? errorId : undefined}>
                <FormLayout>
                  <Summary>
                    <dt>{t(invoiceRequestMessages.reviewPartner)}</dt>
                    <dd>{request.partner.name}</dd>
                    <dt>{t(invoiceRequestMessages.reviewAmount)}</dt>
                    <dd>{formatRupees(intl, request.amount)}</dd>
                    <dt>{t(invoiceRequestMessages.reviewWorkOrders)}</dt>
                    <dd>{intl.formatNumber(request.workOrderCount)}</dd>
                    <dt>{t(invoiceRequestMessages.reviewRequested)}</dt>
                    <dd>{formatDay(intl, request.createdAt)}</dd>
                    {request.remarks && (
                      <>
                        <dt>{t(invoiceRequestMessages.reviewRequestRemarks)}</dt>
                        <dd>{request.remarks}</dd>
                      </>
                    )}
                  </Summary>
                  {formError && (
                    <Alert variant="error" id={errorId} title={t(invoiceRequestMessages.failed)}>
                      {formError}
                    </Alert>
                  )}
                  <FormikRadioGroup
                    name="decision"
                    label={t(invoiceRequestMessages.decision)}
                    orientation="horizontal"
                    isRequired
                    options={[
                      { value: 'approved', label: t(invoiceRequestMessages.approve) },
                      { value: 'rejected', label: t(invoiceRequestMessages.reject) },
                    ]}
                  />
                  <FormikTextArea
                    name="remarks"
                    label={t(invoiceRequestMessages.remarks)}
                    description={t(invoiceRequestMessages.reviewRemarksHelp)}
                    isRequired={values.decision === 'rejected'}
                    maxLength={INVOICE_REQUEST_LIMITS.maxRemarks}
                  />
                  <FormActions align="end">
                    <Button variant="quiet" onPress={close} isDisabled={isSubmitting}>
                      {t(invoiceRequestMessages.cancel)}
                    </Button>
                    <Button type="submit" variant="primary" isPending={isSubmitting}>
                      {t(invoiceRequestMessages.reviewSubmit)}
                    </Button>
                  </FormActions>
                </FormLayout>
              </Form>
            )}
          </Formik>
        )
      }
    </Dialog>
  );
}
