import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { FINANCE_MESSAGES } from './schemas.ts';
import { csvField } from './invoiceCsv.ts';
import { withMessageId } from '../../testing/messageIds.ts';

let app: FastifyInstance;
let finance: string;
let accounts: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-01-20T05:00:00Z') });
  finance = await signIn(app, 'finance_user@demo.test');
  accounts = await signIn(app, 'accounts_user@demo.test');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Token ${token}` } });

async function rows<T>(sql: string, params: (string | number)[] = []): Promise<T[]> {
  return app.ctx.db.query<T>(sql, params);
}

describe('/finance/task-count/', () => {
  it('counts pending requests, failed invoices and KYCs waiting for verification', async () => {
    const [expected] = await rows<{ count: number }>(
      `SELECT (SELECT count(*)::int FROM invoice_requests WHERE status = 'pending' OR invoice_status = 'failed')
         + (SELECT count(*)::int FROM network_partners WHERE kyc_status = 'pending' AND kyc_submitted_at IS NOT NULL) AS count`,
    );
    expect((await send('GET', '/finance/task-count/', accounts)).json()).toEqual({
      status: 200,
      task_count: expected!.count,
    });
    expect(expected!.count).toBe(12 + 12);
  });
});

describe('partner invoices', () => {
  it('generates the invoice file of an approved request: CSV lines, total and a download name', async () => {
    const [request] = await rows<{ id: number; amount: number }>(
      `SELECT id, amount::float8 AS amount FROM invoice_requests WHERE status = 'approved' AND invoice_status = 'none' ORDER BY id LIMIT 1`,
    );
    const response = await send('POST', '/finance/generate-partner-invoice/', accounts, {
      invoice_request_id: request!.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    const number = /filename="(INV-\d{6})\.csv"/.exec(disposition)?.[1];
    expect(number).toBeDefined();
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(`Invoice number,${number}`);
    expect(lines).toContain('Work order,Ticket,Project,Description,Completed on,Amount');
    const workOrders = await rows<{ wo_number: string }>(
      'SELECT wo_number FROM work_orders WHERE invoice_request_id = $1',
      [request!.id],
    );
    for (const wo of workOrders) expect(lines.some((line) => line.startsWith(`${wo.wo_number},`))).toBe(true);
    expect(lines.at(-1)).toBe(`Total,,,,,${request!.amount.toFixed(2)}`);
    // The second generation returns the same invoice.
    const again = await send('POST', '/finance/generate-partner-invoice/', accounts, {
      invoice_request_id: request!.id,
    });
    expect(again.headers['content-disposition']).toBe(disposition);
    const [stored] = await rows<{ invoice_number: string; invoice_status: string }>(
      'SELECT invoice_number, invoice_status FROM invoice_requests WHERE id = $1',
      [request!.id],
    );
    expect(stored).toEqual({ invoice_number: number, invoice_status: 'created' });
  });

  it('refuses pending, failed and unknown requests and bad bodies', async () => {
    const [pending] = await rows<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE status = 'pending' ORDER BY id LIMIT 1`,
    );
    const [failed] = await rows<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE invoice_status = 'failed' ORDER BY id LIMIT 1`,
    );
    expect(
      (
        await send('POST', '/finance/generate-partner-invoice/', finance, { invoice_request_id: pending!.id })
      ).json(),
    ).toEqual(
      withMessageId({
        status: 409,
        message: FINANCE_MESSAGES.notApproved,
      }),
    );
    expect(
      (
        await send('POST', '/finance/generate-partner-invoice/', finance, { invoice_request_id: failed!.id })
      ).json(),
    ).toEqual(
      withMessageId({
        status: 409,
        message: FINANCE_MESSAGES.creationFailed,
      }),
    );
    expect(
      (await send('POST', '/finance/generate-partner-invoice/', finance, { invoice_request_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', '/finance/generate-partner-invoice/', finance, {})).json()).toEqual(
      withMessageId({
        status: 400,
        message: FINANCE_MESSAGES.invoiceBodyInvalid,
      }),
    );
  });

  it('resends a created invoice and retries a failed creation', async () => {
    const [created] = await rows<{ id: number; sent_count: number; invoice_number: string; email: string }>(
      `SELECT r.id, r.sent_count, r.invoice_number, p.email FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
       WHERE r.invoice_status = 'created' ORDER BY r.id LIMIT 1`,
    );
    const resent = (
      await send('POST', '/finance/partner-invoice/resend/', finance, { invoice_request_id: created!.id })
    ).json();
    expect(resent).toMatchObject({
      status: 200,
      message: `Invoice ${created!.invoice_number} sent again to ${created!.email}.`,
      data: { sent_count: created!.sent_count + 1, last_sent_at: '2026-01-20T05:00:00.000Z' },
    });
    const [failed] = await rows<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE invoice_status = 'failed' ORDER BY id LIMIT 1`,
    );
    expect(
      (
        await send('POST', '/finance/partner-invoice/resend/', finance, { invoice_request_id: failed!.id })
      ).json().message,
    ).toBe(FINANCE_MESSAGES.noInvoice);
    const retried = (
      await send('POST', '/finance/partner-invoice/retry-create/', accounts, {
        invoice_request_id: failed!.id,
      })
    ).json();
    expect(retried.data).toMatchObject({
      invoice_status: 'created',
      invoice_number: expect.stringMatching(/^INV-\d{6}$/),
    });
    expect(retried.message).toBe(`Invoice ${retried.data.invoice_number} created.`);
    expect(
      (
        await send('POST', '/finance/partner-invoice/retry-create/', accounts, {
          invoice_request_id: failed!.id,
        })
      ).json(),
    ).toEqual(
      withMessageId({
        status: 409,
        message: FINANCE_MESSAGES.notFailed,
      }),
    );
  });
});

describe('csvField', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });
});
