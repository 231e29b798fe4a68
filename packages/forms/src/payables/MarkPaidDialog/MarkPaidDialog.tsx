import { Dialog } from '@partner-portal/ui/overlays';
import { Alert, Button, FormActions, FormLayout } from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { formatInr } from '../format.ts';
import { payableMessages as m } from '../messages.ts';
import { Summary } from '../payables.styles.ts';
import { markPaidSchema, type MarkPaidValues } from '../schema.ts';
import type { PayableRow } from '../types.ts';

/** Props of {@link MarkPaidDialog}. */
export interface MarkPaidDialogProps {
  /** The invoices to pay; the dialog is open while this holds at least one. */
  invoices: readonly PayableRow[] | null;
  /** Today in India, `YYYY-MM-DD`: the default and latest payment date. */
  today: string;
  /** Called when the dialog closes (Cancel, Escape, the close button). */
  onClose: () => void;
  /**
   * Called with the trimmed reference and date. The dialog keeps the typed values whatever
   * happens: the caller closes it on success and passes `formError` on failure.
   */
  onSubmit: (values: MarkPaidValues, helpers: FormikHelpers<MarkPaidValues>) => Promise<void>;
  /** The failure of the last submit, e.g. the server's 409 'Already paid: INV-000012. ...'. */
  formError?: string | null;
  /** Starting values. Default: no reference, `today`. */
  initialValues?: MarkPaidValues;
}

/**
 * 'Mark paid' for one invoice ('Mark INV-000012 paid') or several ('Mark 3 invoices paid'): the
 * invoices and their total in rupees, a required payment reference (bank UTR, cheque or transfer
 * number) and payment date (YYYY-MM-DD, not in the future), then 'Record payment'. A failure shows
 * above the fields and keeps what was typed. It never fetches. Issue 14 (accounts payable).
 */
export function MarkPaidDialog({
  invoices,
  today,
  onClose,
  onSubmit,
  formError,
  initialValues,
}: MarkPaidDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorId = useId();
  const schema = useMemo(
    () =>
      markPaidSchema(
        {
          referenceRequired: t(m.referenceRequired),
          referenceInvalid: t(m.referenceInvalid),
          dateRequired: t(m.dateRequired),
          dateInvalid: t(m.dateInvalid),
          dateInFuture: t(m.dateInFuture),
        },
        today,
      ),
    [t, today],
  );
  const list = invoices ?? [];
  const isOpen = list.length > 0;
  const title =
    list.length === 1
      ? t(m.markPaidTitleOne, { number: list[0]!.invoiceNumber })
      : t(m.markPaidTitleMany, { count: list.length });
  const total = list.reduce((sum, invoice) => sum + invoice.amount, 0);
  const submit = async (values: MarkPaidValues, helpers: FormikHelpers<MarkPaidValues>) => {
    await onSubmit(schema.cast(values), helpers);
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {({ close }) =>
        isOpen && (
          <Formik
            initialValues={initialValues ?? { paymentReference: '', paymentDate: today }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-describedby={formError ? errorId : undefined}>
                <FormLayout>
                  <Summary>
                    <dt>{t(m.summaryInvoices)}</dt>
                    <dd>
                      {list.map((invoice) => `${invoice.invoiceNumber} (${invoice.partner.name})`).join(', ')}
                    </dd>
                    <dt>{t(m.summaryTotal)}</dt>
                    <dd>{formatInr(intl, total)}</dd>
                  </Summary>
                  {formError && (
                    <Alert variant="error" id={errorId} title={t(m.payFailed)}>
                      {formError}
                    </Alert>
                  )}
                  <FormikTextField
                    name="paymentReference"
                    label={t(m.paymentReference)}
                    description={t(m.paymentReferenceHelp)}
                    isRequired
                    maxLength={40}
                    autoComplete="off"
                  />
                  <FormikTextField
                    name="paymentDate"
                    label={t(m.paymentDate)}
                    description={t(m.paymentDateHelp)}
                    isRequired
                    maxLength={10}
                    inputMode="numeric"
                  />
                  <FormActions align="end">
                    <Button variant="quiet" onPress={close} isDisabled={isSubmitting}>
                      {t(m.cancel)}
                    </Button>
                    <Button type="submit" variant="primary" isPending={isSubmitting}>
                      {t(m.confirmPaid)}
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
