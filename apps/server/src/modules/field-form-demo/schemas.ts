/** GET /dev/cso-data/{id}/: any text (ids that are not 1-9 digits answer 404, as unknown ids do). */
export const reportParamsSchema = {
  params: { type: 'object', properties: { id: { type: 'string' } } },
} as const;

/** GET /dev/unstructured-responses/?ticket and /dev/csat-responses/?ticket. */
export const responsesQuerySchema = {
  querystring: { type: 'object', properties: { ticket: { type: 'string' } } },
} as const;
