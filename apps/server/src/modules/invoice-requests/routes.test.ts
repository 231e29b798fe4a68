import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { FINANCE_MESSAGES } from './schemas.ts';
import { withMessageId } from '../../testing/messageIds.ts';

let app: FastifyInstance;
let finance: string;
let coordinator: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-01-20T05:00:00Z') });
  finance = await signIn(app, 'finance_user@demo.test');
  coordinator = await signIn(app, 'coordinator@demo.test');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Token ${token}` } });

async function rows<T>(sql: string, params: (string | number)[] = []): Promise<T[]> {
  return app.ctx.db.query<T>(sql, params);
}

describe('/finance/invoicerequest_partner-list/', () => {
  it('lists partners with open work orders and their open amount, sortable', async () => {
    const body = (
      await send(
        'GET',
        '/finance/invoicerequest_partner-list/?ordering=-open_amount&page_size=100',
        coordinator,
      )
    ).json();
    expect(body.count).toBe(body.results.length);
    const amounts = body.results.map((p: { open_amount: number }) => p.open_amount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    const [first] = body.results;
    const [sum] = await rows<{ amount: number; count: number }>(
      'SELECT sum(amount)::float8 AS amount, count(*)::int AS count FROM work_orders WHERE partner_id = $1 AND invoice_request_id IS NULL',
      [first.id],
    );
    expect(first).toMatchObject({ open_amount: sum!.amount, open_work_orders: sum!.count });
    const page = (
      await send('GET', '/finance/invoicerequest_partner-list/?page_size=3&page=2', coordinator)
    ).json();
    expect(page.results).toHaveLength(3);
    expect(page.count).toBe(body.count);
  });
});

describe('/finance/invoice-request/', () => {
  it('lists requests filtered by status and searched by number', async () => {
    const pending = (
      await send('GET', '/finance/invoice-request/?status=pending&page_size=100', finance)
    ).json();
    expect(pending.count).toBe(10);
    expect(pending.results.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const one = (await send('GET', '/finance/invoice-request/?search=IR-000003', finance)).json();
    expect(one.results).toEqual([
      expect.objectContaining({ request_number: 'IR-000003', work_order_count: 2 }),
    ]);
    expect((await send('GET', '/finance/invoice-request/?invoice_status=lost', finance)).statusCode).toBe(
      400,
    );
  });

  it('creates a request from free work orders and sums their amounts', async () => {
    const free = await rows<{ id: number; partner_id: number; amount: number }>(
      `SELECT id, partner_id, amount::float8 AS amount FROM work_orders WHERE invoice_request_id IS NULL AND partner_id =
         (SELECT partner_id FROM work_orders WHERE invoice_request_id IS NULL GROUP BY partner_id HAVING count(*) >= 2 ORDER BY partner_id DESC LIMIT 1)
       ORDER BY id LIMIT 2`,
    );
    const partnerId = free[0]!.partner_id;
    const response = await send('POST', '/finance/invoice-request/', coordinator, {
      partner_id: partnerId,
      work_order_ids: free.map((w) => w.id),
      remarks: 'December visits',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 201,
      message: FINANCE_MESSAGES.requestCreated,
      data: {
        status: 'pending',
        amount: free[0]!.amount + free[1]!.amount,
        work_order_count: 2,
        remarks: 'December visits',
        invoice_status: 'none',
      },
    });
    expect(body.data.request_number).toMatch(/^IR-\d{6}$/);
    const again = await send('POST', '/finance/invoice-request/', coordinator, {
      partner_id: partnerId,
      work_order_ids: [free[0]!.id],
    });
    expect(again.json()).toEqual(
      withMessageId({
        status: 409,
        message: `Work orders already in an invoice request: ${free[0]!.id}.`,
      }),
    );
  });

  it('refuses work orders of another partner, unknown partners and bad bodies without writing', async () => {
    const [before] = await rows<{ count: number }>('SELECT count(*)::int AS count FROM invoice_requests');
    const [wo] = await rows<{ id: number; partner_id: number }>(
      'SELECT id, partner_id FROM work_orders WHERE invoice_request_id IS NULL ORDER BY id LIMIT 1',
    );
    const [other] = await rows<{ id: number }>(
      'SELECT id FROM network_partners WHERE id <> $1 ORDER BY id LIMIT 1',
      [wo!.partner_id],
    );
    const foreign = await send('POST', '/finance/invoice-request/', coordinator, {
      partner_id: other!.id,
      work_order_ids: [wo!.id],
    });
    expect(foreign.json()).toEqual(
      withMessageId({
        status: 404,
        message: `Work orders not found for this partner: ${wo!.id}.`,
      }),
    );
    expect(
      (
        await send('POST', '/finance/invoice-request/', coordinator, {
          partner_id: 999999,
          work_order_ids: [wo!.id],
        })
      ).json(),
    ).toEqual(
      withMessageId({
        status: 404,
        message: FINANCE_MESSAGES.partnerNotFound,
      }),
    );
    for (const bad of [
      {},
      { partner_id: wo!.partner_id, work_order_ids: [] },
      { partner_id: 'x', work_order_ids: [wo!.id] },
    ]) {
      expect((await send('POST', '/finance/invoice-request/', coordinator, bad)).json()).toEqual(
        withMessageId({
          status: 400,
          message: FINANCE_MESSAGES.requestInvalid,
        }),
      );
    }
    const [after] = await rows<{ count: number }>('SELECT count(*)::int AS count FROM invoice_requests');
    expect(after!.count).toBe(before!.count);
  });

  it('approves or rejects a pending request once; a rejection frees its work orders', async () => {
    const [first, second] = await rows<{ id: number }>(
      `SELECT id FROM invoice_requests WHERE status = 'pending' ORDER BY id LIMIT 2`,
    );
    const approved = await send('PATCH', `/finance/invoice-request/${first!.id}/`, finance, {
      status: 'approved',
    });
    expect(approved.json()).toMatchObject({
      status: 200,
      message: FINANCE_MESSAGES.approved,
      data: { id: first!.id, status: 'approved' },
    });
    expect(
      (
        await send('PATCH', `/finance/invoice-request/${first!.id}/`, finance, {
          status: 'rejected',
          remarks: 'late',
        })
      ).json(),
    ).toEqual(
      withMessageId({
        status: 409,
        message: FINANCE_MESSAGES.alreadyReviewed,
      }),
    );
    expect(
      (
        await send('PATCH', `/finance/invoice-request/${second!.id}/`, finance, { status: 'rejected' })
      ).json(),
    ).toEqual(
      withMessageId({
        status: 400,
        message: FINANCE_MESSAGES.remarksRequired,
      }),
    );
    expect(
      (await send('PATCH', `/finance/invoice-request/${second!.id}/`, finance, { status: 'paid' })).json()
        .message,
    ).toBe(FINANCE_MESSAGES.reviewInvalid);
    const rejected = await send('PATCH', `/finance/invoice-request/${second!.id}/`, finance, {
      status: 'rejected',
      remarks: 'Rate card mismatch',
    });
    expect(rejected.json()).toMatchObject({
      data: { status: 'rejected', review_remarks: 'Rate card mismatch', work_order_count: 0 },
    });
    expect(
      (await send('PATCH', '/finance/invoice-request/999999/', finance, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', '/finance/invoice-request/abc/', finance, { status: 'approved' })).statusCode,
    ).toBe(404);
  });
});

describe('concurrent writes', () => {
  it('lets only one of two simultaneous requests take the same work order', async () => {
    const [wo] = await rows<{ id: number; partner_id: number }>(
      'SELECT id, partner_id FROM work_orders WHERE invoice_request_id IS NULL ORDER BY id DESC LIMIT 1',
    );
    const body = { partner_id: wo!.partner_id, work_order_ids: [wo!.id] };
    const answers = await Promise.all([
      send('POST', '/finance/invoice-request/', coordinator, body),
      send('POST', '/finance/invoice-request/', coordinator, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [linked] = await rows<{ count: number }>(
      'SELECT count(*)::int AS count FROM invoice_requests r JOIN work_orders wo ON wo.invoice_request_id = r.id WHERE wo.id = $1',
      [wo!.id],
    );
    expect(linked!.count).toBe(1);
  });
});
