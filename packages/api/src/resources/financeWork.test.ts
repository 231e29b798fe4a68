import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';

function clientWith(respond: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, calls } = createFakeFetch(respond);
  const client = createApiClient({ baseUrl: 'https://portal.example/api', getToken: () => 'tok', fetch });
  return { client, calls };
}

describe('client.financeWork', () => {
  it('reads the Actions list and the TPP transactions (filters in the query, rows in camelCase)', async () => {
    const { client, calls } = clientWith((url) =>
      jsonResponse(
        url.includes('/finance/actions/')
          ? { status: 200, results: [{ type: 'kyc_verification', id: 3 }], count: 1 }
          : {
              status: 200,
              results: [
                {
                  payment_reference: 'UTR1',
                  payment_date: '2026-11-20',
                  partner: { id: 4, name: 'Patel Electricals' },
                  invoice_count: 2,
                  invoice_numbers: ['INV-000001', 'INV-000002'],
                  amount: 1500.5,
                },
              ],
              count: 1,
              totals: { count: 1, amount: 1500.5 },
              partners: [{ id: 4, name: 'Patel Electricals' }],
              months: ['2026-11'],
            },
      ),
    );
    await expect(client.financeWork.actions()).resolves.toMatchObject({ count: 1 });
    const tpp = await client.financeWork.tppTransactions({ partner: 4, month: '2026-11' });
    expect(tpp.results[0]).toEqual({
      paymentReference: 'UTR1',
      paymentDate: '2026-11-20',
      partner: { id: 4, name: 'Patel Electricals' },
      invoiceCount: 2,
      invoiceNumbers: ['INV-000001', 'INV-000002'],
      amount: 1500.5,
    });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://portal.example/api/finance/actions/',
      'GET https://portal.example/api/finance/tpp-transactions/?partner=4&month=2026-11',
    ]);
  });
});
