import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.vendorInteractions', () => {
  it('lists at its spec path with the query and answers camelCase', async () => {
    const partner = { id: 3, uuid: 'p-3', name: 'Sharma', phone: '9876500003', city: 'Pune', state: 'MH' };
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        count: 1,
        results: [
          {
            id: 1,
            partner,
            channel: 'call',
            summary: 'Asked for spares',
            interacted_by: 'Asha',
            interacted_at: '2026-01-01T00:00:00Z',
          },
        ],
      }),
    );
    const page = await client.vendorInteractions.list({ channel: 'call' });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/partner/vendor-interaction/?channel=call',
    ]);
    expect(page.results).toEqual([
      {
        id: 1,
        partner,
        channel: 'call',
        summary: 'Asked for spares',
        interactedBy: 'Asha',
        interactedAt: '2026-01-01T00:00:00Z',
      },
    ]);
  });
});
