/** Texts of the KYC verification answers (the spec shows none; the reference server's wording, issue 14). */
export const KYC_MESSAGES = {
  notFound: 'KYC record not found.',
  alreadyDecided: 'The KYC of {name} was already {status} by {who}.',
  incomplete: 'The KYC documents of {name} are incomplete; it cannot be decided yet.',
  reasonRequired: 'Give a reason for the rejection (10 to 500 characters).',
  decisionInvalid: 'Send decision (verified or rejected) and, to reject, a reason.',
  verified: 'KYC of {name} verified; the partner is active.',
  rejected: 'KYC of {name} rejected.',
} as const;

/** The decisions on a KYC. */
export const KYC_DECISIONS = ['verified', 'rejected'] as const;

/** Body of POST /finance/kyc-verification/{uuid}/decision/. */
export interface DecisionBody {
  decision: (typeof KYC_DECISIONS)[number];
  reason?: string;
}

/** POST /finance/kyc-verification/{uuid}/decision/. */
export const decisionSchema = {
  params: {
    type: 'object',
    required: ['uuid'],
    properties: { uuid: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } },
  },
  body: {
    type: 'object',
    required: ['decision'],
    additionalProperties: false,
    properties: {
      decision: { type: 'string', enum: KYC_DECISIONS },
      reason: { type: 'string', maxLength: 500 },
    },
  },
} as const;
