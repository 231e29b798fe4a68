import { describe, expect, it } from 'vitest';
import { clientWith, writeLines } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.partnerRemoval', () => {
  it('sends a removal request as JSON in the server words and answers camelCase', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse(
        {
          status: 201,
          message: 'ok',
          data: {
            id: 1,
            partner_id: 2,
            reason: 'Closed the business',
            status: 'pending',
            created_at: '2026-01-01T00:00:00Z',
          },
        },
        201,
      ),
    );
    const answer = await client.partnerRemoval.request({ partnerId: 2, reason: 'Closed the business' });
    expect(writeLines(calls)).toEqual([
      ['POST', '/partner/partner-remove-request/', { partner_id: 2, reason: 'Closed the business' }],
    ]);
    expect(answer.data).toEqual({
      id: 1,
      partnerId: 2,
      reason: 'Closed the business',
      status: 'pending',
      createdAt: '2026-01-01T00:00:00Z',
    });
  });
});
