import { useInvoiceRequests } from '@partner-portal/api/hooks';
import {
  invoiceRequestMessages,
  PartnerInvoiceForm,
  type PartnerInvoiceSubmission,
} from '@partner-portal/forms/invoice-requests';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { PartnerInvoiceListContainer } from './invoice-requests/PartnerInvoiceListContainer.tsx';
import { useInvoiceDownload } from './invoice-requests/useInvoiceDownload.ts';

/** Approved requests offered by the form at once (the list calls answer at most 100 per page). */
const OPTIONS_PAGE_SIZE = 100;

/**
 * /partner-invoice (finance menu 'Add Invoice', finance_user or accounts_user): the 'Generate a
 * partner invoice' form over the approved invoice requests whose invoice did not fail (the 100
 * newest), which generates the invoice (POST /finance/generate-partner-invoice/) and downloads
 * the file the server answers under its name; a failure keeps the choice and shows the shared
 * failure text. Below, the partner invoices with download, resend and retry actions.
 * Spec: operations §2 'Finance menu', §6, §7 'Finance' ("the response is a file blob"), §8.
 */
export function PartnerInvoiceGenerationRoute() {
  const intl = useIntl();
  const approved = useInvoiceRequests({
    status: 'approved',
    page_size: OPTIONS_PAGE_SIZE,
    ordering: '-created_at',
  });
  const download = useInvoiceDownload();
  const [formError, setFormError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const options = approved.data?.results.filter((request) => request.invoiceStatus !== 'failed');

  const submit = async ({ invoiceRequestId }: PartnerInvoiceSubmission) => {
    setFormError(null);
    setSuccessMessage(null);
    const request = approved.data?.results.find((row) => row.id === invoiceRequestId);
    try {
      const name = await download(
        request ?? {
          id: invoiceRequestId,
          invoiceNumber: null,
          requestNumber: `invoice-${invoiceRequestId}`,
        },
      );
      setSuccessMessage(intl.formatMessage(invoiceRequestMessages.downloaded, { name }));
    } catch (caught) {
      setFormError(listFailureText(intl, caught));
    }
  };

  return (
    <>
      <PartnerInvoiceForm
        requests={options}
        requestsError={approved.error && !approved.data ? listFailureText(intl, approved.error) : null}
        onSubmit={submit}
        formError={formError}
        successMessage={successMessage}
      />
      <PartnerInvoiceListContainer />
    </>
  );
}
