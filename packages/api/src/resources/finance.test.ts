import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, hangUntilAborted, jsonResponse } from '../test/fakeFetch.ts';
import { partnerInvoiceFileName } from './finance.ts';

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

describe('client.finance', () => {
  it('reads the task count, the partner list and the requests at their spec paths', async () => {
    const { client, calls } = clientWith((url) =>
      jsonResponse(
        url.includes('task-count') ? { status: 200, task_count: 12 } : { status: 200, results: [], count: 0 },
      ),
    );
    await expect(client.finance.taskCount()).resolves.toEqual({ status: 200, task_count: 12 });
    await client.invoiceRequests.partners({ ordering: '-open_amount' });
    await client.invoiceRequests.list({ status: 'pending', page: 2 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://portal.example/api/finance/task-count/',
      'GET https://portal.example/api/finance/invoicerequest_partner-list/?ordering=-open_amount',
      'GET https://portal.example/api/finance/invoice-request/?status=pending&page=2',
    ]);
  });

  it('creates, reviews, resends and retries with JSON bodies', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, message: 'ok', data: {} }));
    await client.invoiceRequests.create({ partner_id: 3, work_order_ids: [5, 6], remarks: 'December' });
    await client.invoiceRequests.review(12, { status: 'rejected', remarks: 'Rate card mismatch' });
    await client.finance.resendPartnerInvoice({ invoice_request_id: 12 });
    await client.finance.retryCreatePartnerInvoice({ invoice_request_id: 13 });
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
    const blob = await client.finance.generatePartnerInvoice({ invoice_request_id: 9 });
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
    await expect(client.finance.generatePartnerInvoice({ invoice_request_id: 1 })).rejects.toMatchObject({
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
    await expect(failing.client.finance.taskCount()).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(failing.onError).not.toHaveBeenCalled();
    const signedOut = clientWith(() => jsonResponse({ status: 401, message: 'Invalid token.' }, 401));
    await expect(signedOut.client.invoiceRequests.list()).rejects.toMatchObject({ status: 401 });
    expect(signedOut.onError).toHaveBeenCalledWith(
      expect.objectContaining({ messageId: 'invalidCredentials' }),
    );
    const offline = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      offline.client.invoiceRequests.create({ partner_id: 1, work_order_ids: [1] }),
    ).rejects.toMatchObject({ kind: 'network' });
    const slow = clientWith((_url, init) => hangUntilAborted(init), 20);
    await expect(slow.client.finance.generatePartnerInvoice({ invoice_request_id: 1 })).rejects.toMatchObject(
      { kind: 'timeout' },
    );
  });
});

describe('partnerInvoiceFileName', () => {
  it('names the file after the invoice, else the request', () => {
    expect(partnerInvoiceFileName({ invoice_number: 'INV-000004', request_number: 'IR-000012' })).toBe(
      'INV-000004.csv',
    );
    expect(partnerInvoiceFileName({ invoice_number: null, request_number: 'IR-000012' })).toBe(
      'IR-000012.csv',
    );
  });
});
