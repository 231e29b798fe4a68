import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Spinner,
  Text,
} from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikSelect } from '../../fields/FormikSelect.tsx';
import { formatRupees } from '../format.ts';
import { invoiceRequestMessages } from '../messages.ts';
import { partnerInvoiceSchema } from '../schema.ts';
import type { PartnerInvoiceRequestOption } from '../types.ts';
import {
  partnerInvoiceInitialValues,
  type PartnerInvoiceSubmission,
  type PartnerInvoiceValues,
} from '../values.ts';
import { FormBox } from './PartnerInvoiceForm.styles.ts';

/** Props of {@link PartnerInvoiceForm}. */
export interface PartnerInvoiceFormProps {
  /** Approved invoice requests to choose from; undefined while loading. */
  requests?: readonly PartnerInvoiceRequestOption[];
  /** A failure to load the requests (the server message or the shared text). */
  requestsError?: string | null;
  /** Starting values. Default: nothing chosen. */
  initialValues?: PartnerInvoiceValues;
  /**
   * Called with the chosen request id; the caller generates the file and saves it. The choice is
   * kept whatever happens; pass `formError` on failure and `successMessage` on success.
   */
  onSubmit: (values: PartnerInvoiceSubmission, helpers: FormikHelpers<PartnerInvoiceValues>) => Promise<void>;
  /** The failure of the last generation (server message, 'Something went wrong!', time-out, offline). */
  formError?: string | null;
  /** Shown as a status after a download (e.g. the saved file's name). */
  successMessage?: string | null;
  /** Level of the form's heading. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * 'Generate a partner invoice': a select of the approved invoice requests (number, partner,
 * amount in rupees) and 'Generate and download'. The first generation creates the invoice; later
 * ones download the same invoice again. Loading, none-available and load-failure states replace
 * the select; a generation failure shows in an alert and keeps the choice; a success shows a
 * status. It never fetches or downloads itself.
 *
 * Spec: operations §7 'Finance' (POST /finance/generate-partner-invoice/, "the response is a
 * file blob"); the form's texts are the reference wording (the spec shows none).
 */
export function PartnerInvoiceForm({
  requests,
  requestsError,
  initialValues = partnerInvoiceInitialValues,
  onSubmit,
  formError,
  successMessage,
  headingLevel = 2,
}: PartnerInvoiceFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const statusId = `${baseId}-status`;
  const schema = useMemo(
    () => partnerInvoiceSchema({ requestRequired: t(invoiceRequestMessages.generateRequired) }),
    [t],
  );
  const options = (requests ?? []).map((request) => ({
    id: String(request.id),
    label: t(invoiceRequestMessages.generateRequestOption, {
      requestNumber: request.requestNumber,
      partner: request.partner.name,
      amount: formatRupees(intl, request.amount),
    }),
  }));
  const submit = (values: PartnerInvoiceValues, helpers: FormikHelpers<PartnerInvoiceValues>) =>
    onSubmit({ invoiceRequestId: Number(values.invoiceRequestId) }, helpers);

  let field;
  if (requestsError) field = <Alert variant="error">{requestsError}</Alert>;
  else if (!requests) field = <Spinner label={t(invoiceRequestMessages.generateLoading)} />;
  else if (requests.length === 0) field = <Text tone="muted">{t(invoiceRequestMessages.generateNone)}</Text>;
  else
    field = (
      <FormikSelect
        name="invoiceRequestId"
        label={t(invoiceRequestMessages.generateRequest)}
        options={options}
        isRequired
      />
    );

  return (
    <FormBox>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form
            noValidate
            aria-labelledby={headingId}
            aria-describedby={formError || successMessage ? statusId : undefined}
          >
            <FormLayout>
              <Heading level={headingLevel} size="md" id={headingId}>
                {t(invoiceRequestMessages.generateTitle)}
              </Heading>
              <Text tone="muted">{t(invoiceRequestMessages.generateIntro)}</Text>
              {formError ? (
                <Alert variant="error" id={statusId} title={t(invoiceRequestMessages.generateFailed)}>
                  {formError}
                </Alert>
              ) : successMessage ? (
                <Alert variant="success" id={statusId} title={t(invoiceRequestMessages.generateDone)}>
                  {successMessage}
                </Alert>
              ) : null}
              {field}
              <FormActions>
                <Button
                  type="submit"
                  variant="primary"
                  isPending={isSubmitting}
                  isDisabled={!requests || requests.length === 0}
                >
                  {t(invoiceRequestMessages.generateSubmit)}
                </Button>
              </FormActions>
            </FormLayout>
          </Form>
        )}
      </Formik>
    </FormBox>
  );
}
