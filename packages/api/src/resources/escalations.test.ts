import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.escalations', () => {
  it('reads the spec shape (tickets_data, count.total_records) as a camelCase page', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        tickets_data: [
          {
            id: 1,
            ticket_id: 'TKT-270000',
            project: { id: 1, code: 'P', name: 'Metro' },
            customer_name: 'Anil',
            city: 'Pune',
            reason: 'Late',
            priority: 'critical',
            status: 'open',
            escalated_at: '2026-01-01T00:00:00Z',
          },
        ],
        count: { total_records: 41 },
      }),
    );
    await expect(client.escalations.list({ priority: 'high' })).resolves.toEqual({
      status: 200,
      count: 41,
      results: [
        {
          id: 1,
          ticketId: 'TKT-270000',
          project: { id: 1, code: 'P', name: 'Metro' },
          customerName: 'Anil',
          city: 'Pune',
          reason: 'Late',
          priority: 'critical',
          status: 'open',
          escalatedAt: '2026-01-01T00:00:00Z',
        },
      ],
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/escalation-tasks/?priority=high',
    ]);
  });

  it('rejects offline with the network notice', async () => {
    const offline = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.client.escalations.list()).rejects.toMatchObject({ kind: 'network' });
    expect(offline.onError).toHaveBeenCalledWith(expect.objectContaining({ messageId: 'network' }));
  });
});
