import { describe, expect, it } from 'vitest';
import { callLines, clientWith, writeLines } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

const partner = {
  id: 3,
  uuid: 'p-3',
  name: 'Sharma Electricals',
  phone: '9876500003',
  city: 'Pune',
  state: 'MH',
};

describe('client.vendorDataReview', () => {
  it('lists at its spec path with the query in the server words and answers camelCase', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        count: 1,
        results: [
          {
            id: 5,
            partner,
            collection_name: 'GST details',
            data: { gstin: '27ABCDE1234F1Z5' },
            status: 'pending',
            remarks: '',
            submitted_at: '2026-01-01T00:00:00Z',
            reviewed_at: null,
          },
        ],
      }),
    );
    const page = await client.vendorDataReview.list({ status: 'pending', collectionName: 'GST details' });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/partner/vendor-data-response/?status=pending&collection_name=GST+details',
    ]);
    expect(page.results).toEqual([
      {
        id: 5,
        partner,
        collectionName: 'GST details',
        data: { gstin: '27ABCDE1234F1Z5' },
        status: 'pending',
        remarks: '',
        submittedAt: '2026-01-01T00:00:00Z',
        reviewedAt: null,
      },
    ]);
  });

  it('sends a review as JSON to its spec path', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        message: 'ok',
        data: { id: 9, status: 'rejected', remarks: 'Blurred', reviewed_at: '2026-01-02T00:00:00Z' },
      }),
    );
    const answer = await client.vendorDataReview.review({ id: 9, action: 'reject', remarks: 'Blurred' });
    expect(writeLines(calls)).toEqual([
      ['POST', '/partner/vendor-data-approve/', { id: 9, action: 'reject', remarks: 'Blurred' }],
    ]);
    expect(answer.data).toEqual({
      id: 9,
      status: 'rejected',
      remarks: 'Blurred',
      reviewedAt: '2026-01-02T00:00:00Z',
    });
  });
});
