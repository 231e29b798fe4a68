import { itemIdParamsSchema, PINCODE_PATTERN, textSchema } from '../shared.ts';

/** Texts of the raw address answers (the spec shows none; the reference server's wording, issue 14). */
export const RAW_ADDRESS_MESSAGES = {
  notFound: 'Raw address not found.',
  resolvedAlready: 'This address was resolved already.',
  invalid: 'Send a 6-digit pincode and the district (at most 120 characters).',
  pincodeUnknown: 'Pincode {pincode} was not found.',
  districtMismatch: 'Pincode {pincode} lies in {districts}, not in {district}.',
  resolved: 'Address of {ticket} resolved to {district}, {pincode}.',
} as const;

/** States of a raw address. */
export const RAW_ADDRESS_STATUSES = ['pending', 'resolved'] as const;

/** Body of POST /management/raw-addresses/{id}/resolve/. */
export interface ResolveAddressBody {
  pincode: string;
  district: string;
}

/** POST /management/raw-addresses/{id}/resolve/ `{ pincode, district }`. */
export const resolveAddressSchema = {
  ...itemIdParamsSchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['pincode', 'district'],
    properties: {
      pincode: { type: 'string', pattern: PINCODE_PATTERN },
      district: textSchema(1, 120),
    },
  },
} as const;
