import { idSchema } from '../shared.ts';

/** Review states of partner data. */
export const VENDOR_DATA_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Texts of the vendor data review answers (the spec shows none; the reference server's wording). */
export const VENDOR_DATA_MESSAGES = {
  notFound: 'Partner data response not found.',
  reviewed: 'This response has already been reviewed.',
  approved: 'Partner data approved.',
  rejected: 'Partner data rejected.',
  invalid: "Send id and action 'approve' or 'reject'.",
  remarksRequired: 'Remarks are required to reject.',
} as const;

/** Body of POST /partner/vendor-data-approve/. */
export interface VendorDataReviewBody {
  id: number;
  action: 'approve' | 'reject';
  remarks?: string;
}

/** POST /partner/vendor-data-approve/ `{ id, action, remarks? (at most 500) }`. */
export const reviewSchema = {
  body: {
    type: 'object',
    required: ['id', 'action'],
    properties: {
      id: idSchema,
      action: { type: 'string', enum: ['approve', 'reject'] },
      remarks: { type: 'string', maxLength: 500 },
    },
  },
} as const;
