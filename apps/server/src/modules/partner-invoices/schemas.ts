import { idSchema } from '../shared.ts';

/** Body of the partner invoice calls. */
export interface PartnerInvoiceBody {
  invoice_request_id: number;
}

/** `{ invoice_request_id }` of generate-partner-invoice, resend and retry-create. */
export const partnerInvoiceSchema = {
  body: {
    type: 'object',
    required: ['invoice_request_id'],
    properties: { invoice_request_id: idSchema },
  },
} as const;
