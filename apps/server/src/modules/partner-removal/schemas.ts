import { idSchema, textSchema } from '../shared.ts';

/** Texts of the partner removal answers (the spec shows none; the reference server's wording). */
export const PARTNER_REMOVAL_MESSAGES = {
  partnerNotFound: 'Partner not found.',
  requested: 'Partner removal requested.',
  pending: 'A removal request for this partner is already pending.',
  invalid: 'Send partner_id and a reason of at least 10 characters.',
} as const;

/** Body of POST /partner/partner-remove-request/. */
export interface PartnerRemovalBody {
  partner_id: number;
  reason: string;
}

/** POST /partner/partner-remove-request/ `{ partner_id, reason (10-1000) }`. */
export const partnerRemovalSchema = {
  body: {
    type: 'object',
    required: ['partner_id', 'reason'],
    properties: { partner_id: idSchema, reason: textSchema(10, 1000) },
  },
} as const;
