/** GET /dev/outbox/?to=: an e-mail address or a phone number (compared as given, case-insensitively). */
export const outboxQuerySchema = {
  querystring: { type: 'object', properties: { to: { type: 'string' } } },
} as const;
