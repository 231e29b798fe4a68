import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, hangUntilAborted, jsonResponse } from '../test/fakeFetch.ts';
import { partnerInvoiceFileName } from './invoiceRequests.ts';

function clientWith(respond: Parameters<typeof createFakeFetch>[0], timeoutMs?: number) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://portal.example/api',
    getToken: () => 'tok',
    fetch,
    onError,
    timeoutMs,
  });
  return { client, calls, onError };
}

describe('client.invoiceRequests', () => {
  it('reads the task count, the partner list and the requests at their spec paths', async () => {
    const { client, calls } = clientWith((url) =>
      jsonResponse(
        url.includes('task-count') ? { status: 200, task_count: 12 } : { status: 200, results: [], count: 0 },
      ),
    );
    await expect(client.invoiceRequests.taskCount()).resolves.toBe(12);
    await client.invoiceRequests.partners({ ordering: '-open_amount' });
    await client.invoiceRequests.list({ status: 'pending', invoiceStatus: 'failed', page: 2 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://portal.example/api/finance/task-count/',
      'GET https://portal.example/api/finance/invoicerequest_partner-list/?ordering=-open_amount',
      'GET https://portal.example/api/finance/invoice-request/?status=pending&page=2&invoice_status=failed',
    ]);
  });

  it('answers rows in camelCase', async () => {
    const row = {
      id: 3,
      request_number: 'IR-000003',
      partner: { id: 7, uuid: 'p-7', name: 'Rao Field Services', city: 'Mumbai', email: 'rao@partners.test' },
      status: 'pending',
      amount: 2050.5,
      work_order_count: 2,
      remarks: '',
      review_remarks: '',
      created_at: '2026-01-16T09:00:00.000Z',
      reviewed_at: null,
      invoice_number: null,
      invoice_status: 'none',
      sent_count: 0,
      last_sent_at: null,
    };
    const { client } = clientWith((url) =>
      jsonResponse(
        url.includes('partner-list')
          ? {
              status: 200,
              count: 1,
              results: [
                {
                  id: 7,
                  uuid: 'p-7',
                  name: 'Rao',
                  phone: '9',
                  city: 'Mumbai',
                  state: 'MH',
                  open_work_orders: 2,
                  open_amount: 2050.5,
                },
              ],
            }
          : url.includes('work-orders')
            ? {
                status: 200,
                count: 1,
                results: [
                  {
                    id: 5,
                    wo_number: 'WO-5',
                    project: { id: 1, code: 'P1', name: 'P' },
                    partner: { id: 7, name: 'Rao', city: 'Mumbai' },
                    ticket_id: 'T5',
                    description: 'd',
                    amount: 10,
                    completed_at: '2026-01-01T00:00:00Z',
                    invoice_request_id: null,
                  },
                ],
              }
            : { status: 200, count: 1, results: [row] },
      ),
    );
    await expect(client.invoiceRequests.list()).resolves.toMatchObject({
      results: [
        { requestNumber: 'IR-000003', workOrderCount: 2, invoiceStatus: 'none', createdAt: row.created_at },
      ],
    });
    await expect(client.invoiceRequests.partners()).resolves.toMatchObject({
      results: [{ openWorkOrders: 2, openAmount: 2050.5 }],
    });
    await expect(client.invoiceRequests.workOrders({ partner: 7 })).resolves.toMatchObject({
      results: [
        { woNumber: 'WO-5', ticketId: 'T5', completedAt: '2026-01-01T00:00:00Z', invoiceRequestId: null },
      ],
    });
  });

  it('creates, reviews, resends and retries with JSON bodies', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, message: 'ok', data: {} }));
    await client.invoiceRequests.create({ partnerId: 3, workOrderIds: [5, 6], remarks: 'December' });
    await client.invoiceRequests.review(12, { status: 'rejected', remarks: 'Rate card mismatch' });
    await client.invoiceRequests.resendInvoice(12);
    await client.invoiceRequests.retryInvoiceCreation(13);
    expect(
      calls.map((call) => [
        call.init.method,
        call.url.replace('https://portal.example/api', ''),
        JSON.parse(String(call.init.body)),
      ]),
    ).toEqual([
      ['POST', '/finance/invoice-request/', { partner_id: 3, work_order_ids: [5, 6], remarks: 'December' }],
      ['PATCH', '/finance/invoice-request/12/', { status: 'rejected', remarks: 'Rate card mismatch' }],
      ['POST', '/finance/partner-invoice/resend/', { invoice_request_id: 12 }],
      ['POST', '/finance/partner-invoice/retry-create/', { invoice_request_id: 13 }],
    ]);
  });

  it('downloads the generated invoice as a Blob', async () => {
    const csv = 'Invoice number,INV-000009\r\nTotal,,,,,1500.00\r\n';
    const { client, calls } = clientWith(
      () =>
        new Response(csv, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="INV-000009.csv"',
          },
        }),
    );
    const blob = await client.invoiceRequests.generateInvoice(9);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    await expect(blob.text()).resolves.toBe(csv);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.url).toBe('https://portal.example/api/finance/generate-partner-invoice/');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ invoice_request_id: 9 });
    expect(calls[0]!.headers.get('Accept')).toBeNull();
  });

  it('rejects the download with the server message on a 4xx', async () => {
    const { client, onError } = clientWith(() =>
      jsonResponse({ status: 409, message: 'Only an approved invoice request can be invoiced.' }, 409),
    );
    await expect(client.invoiceRequests.generateInvoice(1)).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      message: 'Only an approved invoice request can be invoiced.',
    });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Only an approved invoice request can be invoiced.' }),
    );
  });

  it('rejects a 5xx silently, a 401 with the invalid-credentials text, offline and on time-out', async () => {
    const failing = clientWith(() => jsonResponse({}, 502));
    await expect(failing.client.invoiceRequests.taskCount()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(failing.onError).not.toHaveBeenCalled();
    const signedOut = clientWith(() => jsonResponse({ status: 401, message: 'Invalid token.' }, 401));
    await expect(signedOut.client.invoiceRequests.list()).rejects.toMatchObject({ status: 401 });
    expect(signedOut.onError).toHaveBeenCalledWith(
      expect.objectContaining({ messageId: 'invalidCredentials' }),
    );
    const offline = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      offline.client.invoiceRequests.create({ partnerId: 1, workOrderIds: [1] }),
    ).rejects.toMatchObject({ kind: 'network' });
    const slow = clientWith((_url, init) => hangUntilAborted(init), 20);
    await expect(slow.client.invoiceRequests.generateInvoice(1)).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('partnerInvoiceFileName', () => {
  it('names the file after the invoice, else the request', () => {
    expect(partnerInvoiceFileName({ invoiceNumber: 'INV-000004', requestNumber: 'IR-000012' })).toBe(
      'INV-000004.csv',
    );
    expect(partnerInvoiceFileName({ invoiceNumber: null, requestNumber: 'IR-000012' })).toBe('IR-000012.csv');
  });
});
