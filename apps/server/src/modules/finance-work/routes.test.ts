import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { FINANCE_WORK_MESSAGES } from './schemas.ts';

// The finance Actions list and the TPP transactions (issue 14).

const NOW = new Date('2026-11-25T05:00:00Z');
let app: FastifyInstance;
let finance: string;
let accounts: string;
let partner: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  finance = await signIn(app, 'finance_user@demo.test');
  accounts = await signIn(app, 'accounts_user@demo.test');
  partner = await signIn(app, 'partner@demo.test');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const get = (url: string, token: string | null) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: `Token ${token}` } : {} });

interface Action {
  type: string;
  id: number;
  since: string;
}

describe('/finance/actions/', () => {
  it('lists every task the Actions badge counts, oldest first', async () => {
    const body = (await get('/finance/actions/', finance)).json();
    const count = (await get('/finance/task-count/', finance)).json().task_count;
    expect(body.count).toBe(count);
    expect(body.results).toHaveLength(count);
    const types = new Set(body.results.map((row: Action) => row.type));
    expect(types).toContain('kyc_verification');
    expect(types).toContain('invoice_review');
    const since = body.results.map((row: Action) => row.since);
    expect(since).toEqual([...since].sort());
  });

  it('counts a newly failed invoice in both the list and the badge', async () => {
    const before = (await get('/finance/task-count/', accounts)).json().task_count;
    const [row] = await app.ctx.db.query<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE status = 'approved' AND invoice_status = 'none' ORDER BY id LIMIT 1`,
    );
    await app.ctx.db.query(`UPDATE invoice_requests SET invoice_status = 'failed' WHERE id = $1`, [row!.id]);
    const body = (await get('/finance/actions/', accounts)).json();
    expect((await get('/finance/task-count/', accounts)).json().task_count).toBe(before + 1);
    expect(body.count).toBe(before + 1);
    expect(body.results).toContainEqual(expect.objectContaining({ type: 'invoice_failed', id: row!.id }));
    await app.ctx.db.query(`UPDATE invoice_requests SET invoice_status = 'none' WHERE id = $1`, [row!.id]);
  });

  it('answers 401 without a token and 403 to a partner', async () => {
    expect((await get('/finance/actions/', null)).statusCode).toBe(401);
    expect((await get('/finance/actions/', partner)).statusCode).toBe(403);
  });
});

interface Transaction {
  payment_reference: string;
  payment_date: string;
  partner: { id: number; name: string };
  invoice_count: number;
  amount: number;
}

describe('/finance/tpp-transactions/', () => {
  it('groups the paid invoices by payment reference, latest payment first, with filter choices', async () => {
    const body = (await get('/finance/tpp-transactions/', accounts)).json();
    expect(body.count).toBeGreaterThan(0);
    const [paid] = await app.ctx.db.query<{ count: number; amount: number }>(
      `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount FROM invoice_requests WHERE paid_at IS NOT NULL`,
    );
    const invoices = body.results.reduce((n: number, row: Transaction) => n + row.invoice_count, 0);
    expect(invoices).toBe(paid!.count);
    expect(body.totals.amount).toBeCloseTo(paid!.amount, 2);
    const dates = body.results.map((row: Transaction) => row.payment_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.partners.length).toBeGreaterThan(0);
    expect(body.months.length).toBeGreaterThan(0);
  });

  it('filters by partner and payment month', async () => {
    const all = (await get('/finance/tpp-transactions/', finance)).json();
    const first = all.results[0] as Transaction;
    const month = first.payment_date.slice(0, 7);
    const body = (
      await get(`/finance/tpp-transactions/?partner=${first.partner.id}&month=${month}`, finance)
    ).json();
    expect(body.count).toBeGreaterThan(0);
    expect(
      body.results.every(
        (row: Transaction) => row.partner.id === first.partner.id && row.payment_date.startsWith(month),
      ),
    ).toBe(true);
  });

  it('answers 400 for a bad month, a bad partner or another parameter', async () => {
    const month = await get('/finance/tpp-transactions/?month=2026-13', finance);
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toBe(FINANCE_WORK_MESSAGES.monthInvalid);
    for (const query of ['partner=abc', 'search=x']) {
      const response = await get(`/finance/tpp-transactions/?${query}`, finance);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(FINANCE_WORK_MESSAGES.tppQueryInvalid);
    }
  });

  it('answers 401 without a token and 403 to a partner', async () => {
    expect((await get('/finance/tpp-transactions/', null)).statusCode).toBe(401);
    expect((await get('/finance/tpp-transactions/', partner)).statusCode).toBe(403);
  });
});
