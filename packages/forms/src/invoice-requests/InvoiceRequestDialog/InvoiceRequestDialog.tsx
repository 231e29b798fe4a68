import { Dialog } from '@partner-portal/ui/overlays';
import { Alert, Button, FormActions, FormLayout, Spinner, Text } from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikCheckboxGroup } from '../../fields/FormikCheckboxGroup.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { formatDay, formatRupees } from '../format.ts';
import { invoiceRequestMessages } from '../messages.ts';
import { invoiceRequestSchema } from '../schema.ts';
import type { InvoiceWorkOrderOption } from '../types.ts';
import {
  INVOICE_REQUEST_LIMITS,
  invoiceRequestInitialValues,
  type InvoiceRequestSubmission,
  type InvoiceRequestValues,
} from '../values.ts';
import { Total } from './InvoiceRequestDialog.styles.ts';

/** Props of {@link InvoiceRequestDialog}. */
export interface InvoiceRequestDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called when it opens or closes (Cancel, Escape, the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** The partner whose work orders are requested (shown under the title). */
  partnerName: string;
  /** The partner's open work orders; undefined while loading. */
  workOrders?: readonly InvoiceWorkOrderOption[];
  /** True while the work orders load (a labelled spinner shows). */
  isLoadingWorkOrders?: boolean;
  /** A failure to load the work orders (the server message or the shared text), shown as an alert. */
  workOrdersError?: string | null;
  /** All open work orders of the partner when more exist than `workOrders` shows. */
  workOrdersTotal?: number;
  /** Starting values. Default: nothing chosen, no remarks. */
  initialValues?: InvoiceRequestValues;
  /**
   * Called with the chosen work order ids (numbers) and trimmed remarks. The dialog keeps every
   * value whatever happens: the caller closes it on success and passes `formError` on failure.
   */
  onSubmit: (values: InvoiceRequestSubmission, helpers: FormikHelpers<InvoiceRequestValues>) => Promise<void>;
  /** The failure of the last submit (the server message, 'Something went wrong!', time-out or offline text). */
  formError?: string | null;
}

/**
 * The 'New invoice request' dialog: the partner's completed work orders not yet requested as
 * checkboxes (number and amount, with ticket, project, completion date and description as their
 * description), the running total of the chosen ones, optional remarks, and 'Create invoice
 * request'. Validation: 1 to 200 work orders, remarks up to 500 characters. Loading, empty and
 * load-failure states show in place of the list; a submit failure shows above the fields and
 * keeps what was chosen and typed. It never fetches.
 *
 * Spec: operations §7 'Finance' (POST /finance/invoice-request/) and 'Management and warehouse'
 * (GET /management/invoiceing_work-orders/); shapes and texts are the reference server's choice.
 */
export function InvoiceRequestDialog({
  isOpen,
  onOpenChange,
  partnerName,
  workOrders,
  isLoadingWorkOrders = false,
  workOrdersError,
  workOrdersTotal,
  initialValues = invoiceRequestInitialValues,
  onSubmit,
  formError,
}: InvoiceRequestDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorId = useId();
  const schema = useMemo(
    () =>
      invoiceRequestSchema({
        workOrdersRequired: t(invoiceRequestMessages.workOrdersRequired),
        workOrdersTooMany: t(invoiceRequestMessages.workOrdersTooMany, {
          max: INVOICE_REQUEST_LIMITS.maxWorkOrders,
        }),
        remarksTooLong: t(invoiceRequestMessages.remarksTooLong, { max: INVOICE_REQUEST_LIMITS.maxRemarks }),
      }),
    [t],
  );
  const options = (workOrders ?? []).map((order) => ({
    value: String(order.id),
    label: t(invoiceRequestMessages.workOrderLabel, {
      woNumber: order.woNumber,
      amount: formatRupees(intl, order.amount),
    }),
    description: t(invoiceRequestMessages.workOrderDetail, {
      ticketId: order.ticketId,
      project: order.project.code,
      completedAt: formatDay(intl, order.completedAt),
      description: order.description,
    }),
  }));
  const submit = async (values: InvoiceRequestValues, helpers: FormikHelpers<InvoiceRequestValues>) => {
    const cast = schema.cast(values);
    await onSubmit({ workOrderIds: cast.workOrderIds.map(Number), remarks: cast.remarks ?? '' }, helpers);
  };

  return (
    <Dialog
      title={t(invoiceRequestMessages.requestTitle)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
    >
      {({ close }) => (
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting, values }) => {
            const chosen = new Set(values.workOrderIds);
            const total = (workOrders ?? [])
              .filter((order) => chosen.has(String(order.id)))
              .reduce((sum, order) => sum + order.amount, 0);
            let list;
            if (workOrdersError) list = <Alert variant="error">{workOrdersError}</Alert>;
            else if (isLoadingWorkOrders || !workOrders)
              list = <Spinner label={t(invoiceRequestMessages.workOrdersLoading)} />;
            else if (workOrders.length === 0)
              list = <Text tone="muted">{t(invoiceRequestMessages.workOrdersEmpty)}</Text>;
            else
              list = (
                <>
                  <FormikCheckboxGroup
                    name="workOrderIds"
                    label={t(invoiceRequestMessages.workOrders)}
                    description={t(invoiceRequestMessages.workOrdersHelp)}
                    options={options}
                    isRequired
                  />
                  {workOrdersTotal !== undefined && workOrdersTotal > workOrders.length && (
                    <Text tone="muted">
                      {t(invoiceRequestMessages.workOrdersPartial, {
                        shown: workOrders.length,
                        total: workOrdersTotal,
                      })}
                    </Text>
                  )}
                  <Total aria-live="polite">
                    {t(invoiceRequestMessages.selectedTotal, {
                      count: chosen.size,
                      amount: formatRupees(intl, total),
                    })}
                  </Total>
                </>
              );
            return (
              <Form noValidate aria-describedby={formError ? errorId : undefined}>
                <FormLayout>
                  <Text tone="muted">{t(invoiceRequestMessages.requestPartner, { name: partnerName })}</Text>
                  {formError && (
                    <Alert variant="error" id={errorId} title={t(invoiceRequestMessages.failed)}>
                      {formError}
                    </Alert>
                  )}
                  {list}
                  <FormikTextArea
                    name="remarks"
                    label={t(invoiceRequestMessages.remarks)}
                    maxLength={INVOICE_REQUEST_LIMITS.maxRemarks}
                  />
                  <FormActions align="end">
                    <Button variant="quiet" onPress={close} isDisabled={isSubmitting}>
                      {t(invoiceRequestMessages.cancel)}
                    </Button>
                    <Button
                      type="submit"
                      variant="primary"
                      isPending={isSubmitting}
                      isDisabled={!workOrders || workOrders.length === 0 || Boolean(workOrdersError)}
                    >
                      {t(invoiceRequestMessages.requestSubmit)}
                    </Button>
                  </FormActions>
                </FormLayout>
              </Form>
            );
          }}
        </Formik>
      )}
    </Dialog>
  );
}
