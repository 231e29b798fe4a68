/** GET /dev/inbox/?to=: an e-mail address or a phone number (compared case-insensitively). */
export const demoInboxQuerySchema = {
  querystring: {
    type: 'object',
    properties: { to: { type: 'string', maxLength: 254 } },
    additionalProperties: false,
  },
} as const;
