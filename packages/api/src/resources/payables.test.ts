import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';

function clientWith(respond: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, calls } = createFakeFetch(respond);
  const client = createApiClient({
    baseUrl: 'https://portal.example/api',
    getToken: () => 'tok',
    fetch,
    onError: vi.fn(),
  });
  return { client, calls };
}

const wirePayable = {
  id: 31,
  request_number: 'IR-000031',
  invoice_number: 'INV-000009',
  partner: {
    id: 1,
    uuid: 'p-1',
    name: 'Sharma Field Services',
    phone: '9810000000',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  amount: 125000,
  work_order_count: 1,
  invoiced_at: '2026-09-28T06:30:00.000Z',
  due_date: '2026-10-28',
  is_overdue: true,
  paid_at: null,
  payment_date: null,
  payment_reference: null,
  paid_by: null,
};

describe('client.payables, client.invoiceList, client.clientInvoices (issue 14)', () => {
  it('lists payables with filters in the server words and answers camelCase rows, totals and choices', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        count: 1,
        results: [wirePayable],
        totals: { count: 1, amount: 125000, overdue_count: 1, overdue_amount: 125000 },
        partners: [{ id: 1, name: 'Sharma Field Services' }],
        months: ['2026-09'],
      }),
    );
    const page = await client.payables.list({ partner: 1, month: '2026-09', overdue: true, page: 2 });
    expect(calls[0]?.url).toBe(
      'https://portal.example/api/finance/payables/?partner=1&month=2026-09&page=2&overdue=true',
    );
    expect(page.results[0]).toMatchObject({
      invoiceNumber: 'INV-000009',
      isOverdue: true,
      dueDate: '2026-10-28',
    });
    expect(page.totals).toEqual({ count: 1, amount: 125000, overdueCount: 1, overdueAmount: 125000 });
    expect(page.months).toEqual(['2026-09']);
  });

  it('marks paid with the server body and maps who paid', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        message: 'Marked paid: INV-000009 (reference UTR-1).',
        data: [
          { ...wirePayable, paid_by: { id: 6, full_name: 'Demo Finance User' }, payment_reference: 'UTR-1' },
        ],
      }),
    );
    const answer = await client.payables.markPaid({
      invoiceRequestIds: [31],
      paymentReference: 'UTR-1',
      paymentDate: '2026-11-25',
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      invoice_request_ids: [31],
      payment_reference: 'UTR-1',
      payment_date: '2026-11-25',
    });
    expect(answer.data[0]?.paidBy).toEqual({ id: 6, fullName: 'Demo Finance User' });
  });

  it('exports without paging, and downloads own invoices at their paths', async () => {
    const { client, calls } = clientWith(
      () =>
        new Response('Invoice\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    await client.payables.exportCsv('payables', { page: 3, page_size: 20, overdue: false, search: 'Iyer' });
    await client.payables.exportCsv('paid', { overdue: true, month: '2026-10' });
    await client.invoiceList.download(12);
    await client.clientInvoices.download(3);
    expect(calls.map((call) => call.url)).toEqual([
      'https://portal.example/api/finance/payables/export/?search=Iyer&overdue=false',
      'https://portal.example/api/finance/paid-invoices/export/?month=2026-10',
      'https://portal.example/api/finance/invoice-list/12/download/',
      'https://portal.example/api/finance/client-invoices/3/download/',
    ]);
  });
});
