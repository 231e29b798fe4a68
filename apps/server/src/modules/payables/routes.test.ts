import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { PAYABLES_MESSAGES } from './schemas.ts';

// Accounts payable, the payable partner's invoices and the client invoices (issue 14).

const NOW = new Date('2026-11-25T05:00:00Z');
let app: FastifyInstance;
let finance: string;
let accounts: string;
let payablePartner: string;
let invoicer: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  finance = await signIn(app, 'finance_user@demo.test');
  accounts = await signIn(app, 'accounts_user@demo.test');
  payablePartner = await signIn(app, 'payable_partner_user@demo.test');
  invoicer = await signIn(app, 'client_invoicer@demo.test');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Token ${token}` } : {},
  });

async function rows<T>(sql: string, params: (string | number)[] = []): Promise<T[]> {
  return app.ctx.db.query<T>(sql, params);
}

interface Payable {
  id: number;
  invoice_number: string;
  partner: { id: number; name: string };
  amount: number;
  due_date: string;
  invoiced_at: string;
  is_overdue: boolean;
  payment_reference: string | null;
}

const invoicedOn = (row: Payable) =>
  new Date(new Date(row.invoiced_at).getTime() + 330 * 60_000).toISOString().slice(0, 10);

describe('/finance/payables/', () => {
  it('lists unpaid invoices due first, with totals, partner and month choices', async () => {
    const body = (await send('GET', '/finance/payables/?page_size=100', finance)).json();
    expect(body.count).toBeGreaterThan(10);
    const dues = body.results.map((row: Payable) => row.due_date);
    expect(dues).toEqual([...dues].sort());
    expect(body.results.every((row: Payable) => row.payment_reference === null)).toBe(true);
    const sum = body.results.reduce((total: number, row: Payable) => total + row.amount, 0);
    expect(body.totals.amount).toBeCloseTo(sum, 2);
    expect(body.totals.overdue_count).toBe(body.results.filter((row: Payable) => row.is_overdue).length);
    expect(body.totals.overdue_count).toBeGreaterThan(0);
    expect(body.totals.overdue_count).toBeLessThan(body.count);
    expect(body.partners.length).toBeGreaterThan(3);
    expect(body.months[0]).toMatch(/^\d{4}-\d{2}$/);
  });

  it('filters by partner, month and overdue, and searches', async () => {
    const all = (await send('GET', '/finance/payables/?page_size=100', finance)).json();
    const first: Payable = all.results[0];
    const byPartner = (await send('GET', `/finance/payables/?partner=${first.partner.id}`, finance)).json();
    expect(byPartner.results.every((row: Payable) => row.partner.id === first.partner.id)).toBe(true);
    const month = all.months[0];
    const byMonth = (await send('GET', `/finance/payables/?month=${month}&page_size=100`, finance)).json();
    expect(byMonth.count).toBeGreaterThan(0);
    expect(byMonth.results.every((row: Payable) => invoicedOn(row).startsWith(month))).toBe(true);
    const overdue = (await send('GET', '/finance/payables/?overdue=true&page_size=100', finance)).json();
    expect(overdue.results.every((row: Payable) => row.is_overdue)).toBe(true);
    expect(overdue.count).toBe(all.totals.overdue_count);
    const notDue = (await send('GET', '/finance/payables/?overdue=false', finance)).json();
    expect(notDue.count + overdue.count).toBe(all.count);
    const search = (await send('GET', `/finance/payables/?search=${first.invoice_number}`, finance)).json();
    expect(search.results.map((row: Payable) => row.id)).toEqual([first.id]);
  });

  it('answers 400 for a bad month, overdue or ordering, 401 without a token, 403 for accounts_user', async () => {
    for (const query of ['month=2026-13', 'month=nov', 'overdue=maybe', 'ordering=secret']) {
      const response = await send('GET', `/finance/payables/?${query}`, finance);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await send('GET', '/finance/payables/?month=2026-13', finance)).json().message).toBe(
      PAYABLES_MESSAGES.monthInvalid,
    );
    expect((await send('GET', '/finance/payables/', null)).statusCode).toBe(401);
    expect((await send('GET', '/finance/payables/', accounts)).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV', async () => {
    const overdue = (await send('GET', '/finance/payables/?overdue=true&page_size=100', finance)).json();
    const response = await send('GET', '/finance/payables/export/?overdue=true', finance);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payables-2026-11-25.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Invoice,Invoice request,Partner,Partner city,Amount (INR),Invoice date,Due date,Overdue',
    );
    expect(lines).toHaveLength(overdue.count + 1);
    expect(lines.slice(1).every((line) => line.endsWith(',yes'))).toBe(true);
    expect((await send('GET', '/finance/payables/export/?month=x', finance)).statusCode).toBe(400);
  });
});

describe('/finance/payables/mark-paid/', () => {
  const payables = async (): Promise<Payable[]> =>
    (await send('GET', '/finance/payables/?page_size=100&ordering=id', finance)).json().results;

  it('marks invoices paid with a reference and date; paying again is a 409 naming the invoice', async () => {
    const [one, two] = await payables();
    const date = [invoicedOn(one!), invoicedOn(two!)].sort()[1]!;
    const response = await send('POST', '/finance/payables/mark-paid/', finance, {
      invoice_request_ids: [one!.id, two!.id],
      payment_reference: 'UTR-2026-1125',
      payment_date: date,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(
      `Marked paid: ${one!.invoice_number}, ${two!.invoice_number} (reference UTR-2026-1125).`,
    );
    expect(body.data[0]).toMatchObject({
      payment_reference: 'UTR-2026-1125',
      payment_date: date,
      paid_by: { full_name: 'Demo Finance User' },
      is_overdue: false,
    });
    const paid = (await send('GET', '/finance/paid-invoices/?search=UTR-2026-1125', accounts)).json();
    expect(paid.results.map((row: Payable) => row.id).sort()).toEqual([one!.id, two!.id].sort());
    const again = await send('POST', '/finance/payables/mark-paid/', finance, {
      invoice_request_ids: [two!.id],
      payment_reference: 'UTR-AGAIN',
      payment_date: date,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Already paid: ${two!.invoice_number}. Someone recorded this payment before you; reload the list to see it.`,
    );
    const [kept] = await rows<{ payment_reference: string }>(
      'SELECT payment_reference FROM invoice_requests WHERE id = $1',
      [two!.id],
    );
    expect(kept!.payment_reference).toBe('UTR-2026-1125');
  });

  it('pays all or nothing: one paid invoice in the batch leaves the others unpaid', async () => {
    const [paid] = await rows<{ id: number }>(
      'SELECT id FROM invoice_requests WHERE paid_at IS NOT NULL LIMIT 1',
    );
    const [open] = await payables();
    const response = await send('POST', '/finance/payables/mark-paid/', finance, {
      invoice_request_ids: [open!.id, paid!.id],
      payment_reference: 'UTR-BATCH',
      payment_date: '2026-11-25',
    });
    expect(response.statusCode).toBe(409);
    const [still] = await rows<{ paid_at: string | null }>(
      'SELECT paid_at FROM invoice_requests WHERE id = $1',
      [open!.id],
    );
    expect(still!.paid_at).toBeNull();
  });

  it('answers 400 for a missing or bad reference or date, a future date, a date before the invoice', async () => {
    const [open] = await payables();
    const cases: [object, string][] = [
      [{ invoice_request_ids: [open!.id], payment_date: '2026-11-20' }, PAYABLES_MESSAGES.referenceInvalid],
      [
        { invoice_request_ids: [open!.id], payment_reference: 'x', payment_date: '2026-11-20' },
        PAYABLES_MESSAGES.referenceInvalid,
      ],
      [
        { invoice_request_ids: [open!.id], payment_reference: '=HYPERLINK()', payment_date: '2026-11-20' },
        PAYABLES_MESSAGES.referenceInvalid,
      ],
      [
        { invoice_request_ids: [open!.id], payment_reference: 'UTR-1', payment_date: '25/11/2026' },
        PAYABLES_MESSAGES.dateInvalid,
      ],
      [
        { invoice_request_ids: [open!.id], payment_reference: 'UTR-1', payment_date: '2026-02-30' },
        PAYABLES_MESSAGES.dateInvalid,
      ],
      [
        { invoice_request_ids: [open!.id], payment_reference: 'UTR-1', payment_date: '2026-11-26' },
        PAYABLES_MESSAGES.dateInFuture,
      ],
      [
        { invoice_request_ids: [open!.id], payment_reference: 'UTR-1', payment_date: '2020-01-01' },
        PAYABLES_MESSAGES.dateBeforeInvoice.replace('{number}', open!.invoice_number),
      ],
      [
        { invoice_request_ids: [], payment_reference: 'UTR-1', payment_date: '2026-11-20' },
        PAYABLES_MESSAGES.markPaidInvalid,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/finance/payables/mark-paid/', finance, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('answers 404 for unknown or not invoiced requests, 403 for accounts_user', async () => {
    const [pending] = await rows<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE status = 'pending' LIMIT 1`,
    );
    const response = await send('POST', '/finance/payables/mark-paid/', finance, {
      invoice_request_ids: [pending!.id, 999999],
      payment_reference: 'UTR-1',
      payment_date: '2026-11-20',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      PAYABLES_MESSAGES.notPayable.replace('{ids}', `${pending!.id}, 999999`),
    );
    const refused = await send('POST', '/finance/payables/mark-paid/', accounts, {
      invoice_request_ids: [pending!.id],
      payment_reference: 'UTR-1',
      payment_date: '2026-11-20',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('/finance/paid-invoices/ and /finance/finance-dashboard/', () => {
  it('lists paid invoices with reference, who and when, latest first, and exports them', async () => {
    const body = (await send('GET', '/finance/paid-invoices/?page_size=100', accounts)).json();
    expect(body.count).toBeGreaterThan(10);
    const row = body.results[0];
    expect(row.payment_reference).toMatch(/^UTR/);
    expect(row.paid_by.full_name).toBe('Demo Finance User');
    const csv = (await send('GET', '/finance/paid-invoices/export/', accounts)).body.split('\r\n');
    expect(csv[0]).toContain('Payment reference,Paid by');
    expect(csv.filter(Boolean)).toHaveLength(body.count + 1);
  });

  it('totals outstanding, overdue and paid by month and by partner', async () => {
    const body = (await send('GET', '/finance/finance-dashboard/', finance)).json();
    const payables = (await send('GET', '/finance/payables/?page_size=1', finance)).json();
    expect(body.totals.outstanding).toBeCloseTo(payables.totals.amount, 2);
    expect(body.totals.overdue).toBeCloseTo(payables.totals.overdue_amount, 2);
    const monthSum = body.by_month.reduce(
      (sum: number, m: { outstanding: number }) => sum + m.outstanding,
      0,
    );
    expect(monthSum).toBeCloseTo(body.totals.outstanding, 2);
    expect(body.by_partner.length).toBeGreaterThan(3);
    expect((await send('GET', '/finance/finance-dashboard/', accounts)).statusCode).toBe(403);
  });
});

describe('/finance/invoice-list/ (payable_partner_user)', () => {
  it("lists only the linked partner's requests and invoices with their stage", async () => {
    const [link] = await rows<{ partner_id: number }>(
      `SELECT partner_id FROM payable_partner_users pu JOIN users u ON u.id = pu.user_id WHERE u.email = 'payable_partner_user@demo.test'`,
    );
    const body = (await send('GET', '/finance/invoice-list/?page_size=100', payablePartner)).json();
    const [own] = await rows<{ count: number }>(
      'SELECT count(*)::int AS count FROM invoice_requests WHERE partner_id = $1',
      [link!.partner_id],
    );
    expect(body.count).toBe(own!.count);
    const stages = new Set(body.results.map((row: { stage: string }) => row.stage));
    expect(stages).toEqual(new Set(['requested', 'invoiced', 'paid']));
    const paid = body.results.find((row: { stage: string }) => row.stage === 'paid');
    expect(paid.payment_reference).toMatch(/^UTR/);
    const filtered = (await send('GET', '/finance/invoice-list/?stage=paid', payablePartner)).json();
    expect(filtered.results.every((row: { stage: string }) => row.stage === 'paid')).toBe(true);
    expect((await send('GET', '/finance/invoice-list/?stage=lost', payablePartner)).statusCode).toBe(400);
  });

  it("downloads an own invoice; another partner's invoice or a request not invoiced is 404", async () => {
    const own = (await send('GET', '/finance/invoice-list/?stage=invoiced', payablePartner)).json()
      .results[0];
    const file = await send('GET', `/finance/invoice-list/${own.id}/download/`, payablePartner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${own.invoice_number}.csv"`);
    expect(file.body).toContain(`Invoice number,${own.invoice_number}`);
    const [foreign] = await rows<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE invoice_status = 'created'
       AND partner_id NOT IN (SELECT partner_id FROM payable_partner_users) LIMIT 1`,
    );
    for (const id of [foreign!.id, 999999, 'abc']) {
      const response = await send('GET', `/finance/invoice-list/${id}/download/`, payablePartner);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe('Invoice not found.');
    }
    const requested = (await send('GET', '/finance/invoice-list/?stage=requested', payablePartner)).json()
      .results[0];
    expect(
      (await send('GET', `/finance/invoice-list/${requested.id}/download/`, payablePartner)).statusCode,
    ).toBe(404);
    expect((await send('GET', '/finance/invoice-list/', finance)).statusCode).toBe(403);
  });
});

describe('/finance/client-invoices/ (client_invoicer)', () => {
  it("lists only the invoicer's company's invoices, issued, paid and overdue", async () => {
    const body = (await send('GET', '/finance/client-invoices/?page_size=100', invoicer)).json();
    expect(body.count).toBe(12);
    expect(body.results.every((row: { client_name: string }) => row.client_name === 'HP India')).toBe(true);
    expect(new Set(body.results.map((row: { status: string }) => row.status))).toEqual(
      new Set(['issued', 'paid', 'overdue']),
    );
    const row = body.results[0];
    expect(row.total_amount).toBeCloseTo(row.amount + row.gst_amount, 2);
    const overdue = (await send('GET', '/finance/client-invoices/?status=overdue', invoicer)).json();
    expect(overdue.results.every((r: { status: string; due_at: string }) => r.due_at < '2026-11-25')).toBe(
      true,
    );
  });

  it("downloads an own invoice; another company's is 404", async () => {
    const own = (await send('GET', '/finance/client-invoices/', invoicer)).json().results[0];
    const file = await send('GET', `/finance/client-invoices/${own.id}/download/`, invoicer);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`Invoice number,${own.invoice_number}`);
    expect(file.body).toContain('GST 18%');
    const [foreign] = await rows<{ id: number }>(
      `SELECT id FROM client_invoices WHERE client_name <> 'HP India' LIMIT 1`,
    );
    expect(
      (await send('GET', `/finance/client-invoices/${foreign!.id}/download/`, invoicer)).statusCode,
    ).toBe(404);
    expect((await send('GET', '/finance/client-invoices/', finance)).statusCode).toBe(403);
  });
});
