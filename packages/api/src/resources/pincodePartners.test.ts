import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.pincodePartners', () => {
  it('lists the partners of a pincode at its spec path', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 200, pin: '560001', results: [], count: 0 }),
    );
    await expect(client.pincodePartners.list({ pin: '560001' })).resolves.toEqual({
      status: 200,
      pin: '560001',
      results: [],
      count: 0,
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/assign-pin-partner/?pin=560001',
    ]);
  });
});
