import { queryValue } from '../../routes/listing.ts';
import { idSchema, textSchema } from '../shared.ts';

/** Statuses of a spare part. */
export const SPARE_STATUSES = ['in_stock', 'in_transit', 'delivered', 'returned', 'doa'] as const;

/** Texts of the spare answers (the spec shows none; the reference server's wording). */
export const SPARE_MESSAGES = {
  trackDetailQuery: 'Send id or docket_number.',
  notFound: 'Spare not found.',
  returned: 'Spare return recorded.',
  notReturnable: 'Only a delivered or DOA spare can be returned.',
  returnInvalid: 'Send spare_id and a reason of at least 5 characters.',
} as const;

/** GET /management/get-track-detail/ `?id=` or `?docket_number=` (checked in the handler). */
export const trackDetailSchema = {
  querystring: {
    type: 'object',
    properties: {
      id: queryValue(12),
      docket_number: queryValue(64),
    },
  },
} as const;

/** Body of POST /management/return-spare/. */
export interface ReturnSpareBody {
  spare_id: number;
  reason: string;
}

/** POST /management/return-spare/ `{ spare_id, reason (5-500) }`. */
export const returnSpareSchema = {
  body: {
    type: 'object',
    required: ['spare_id', 'reason'],
    properties: { spare_id: idSchema, reason: textSchema(5, 500) },
  },
} as const;
