import { partnerInvoiceFileName, type InvoiceRequest } from '@partner-portal/api';
import { useGeneratePartnerInvoice } from '@partner-portal/api/hooks';
import { useCallback } from 'react';
import { saveFile } from '../../lib/download.ts';

/**
 * Generates a partner invoice (POST /finance/generate-partner-invoice/) and saves the file the
 * server answers, under the server's file name (Content-Disposition) or, failing that,
 * `partnerInvoiceFileName`. Resolves with the saved name; rejects with the call's `ApiError`.
 * Spec: operations §7 'Finance' ("the response is a file blob").
 */
export function useInvoiceDownload(): (
  request: Pick<InvoiceRequest, 'id' | 'invoiceNumber' | 'requestNumber'>,
) => Promise<string> {
  const { trigger } = useGeneratePartnerInvoice();
  return useCallback(
    async (request) => {
      const blob = await trigger(request.id);
      return saveFile(blob, partnerInvoiceFileName(request));
    },
    [trigger],
  );
}
