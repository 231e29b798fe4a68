/** Texts of the rate card answers (the spec shows none; the reference server's wording, issue 14). */
export const RATE_CARD_MESSAGES = {
  notFound: 'Rate card not found.',
} as const;

/** States of a rate card. */
export const RATE_CARD_STATUSES = ['active', 'draft', 'expired'] as const;

/** Kinds of region a rate card covers. */
export const RATE_REGION_KINDS = ['state', 'zone'] as const;

/** GET /management/rate-cards/{rate_id}/: the card's code (the rateId of /rate/{rateId}, access §3). */
export const rateCardParamsSchema = {
  params: {
    type: 'object',
    required: ['rate_id'],
    properties: { rate_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  },
} as const;
