import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPincode } from '../identity/pincodes.ts';
import { buildTestApp, signIn } from '../testing/testApp.ts';

/**
 * The work queues of the verification and audit roles (issue 14): each role sees its own seeded
 * items, completes its primary action, and gets 400 for bad input, 404 for another user's item
 * and 409 for an item already done. The role matrix is in routes/callRoles.test.ts.
 */

let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ config: { storageMode: 'local' } });
  for (const role of [
    'kci',
    'coordinator',
    'auditor_user',
    'admin',
    'verify_scheduler',
    'customer_connect',
  ]) {
    token[role] = await signIn(app, `${role}@demo.test`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const call = (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Token ${token[role]}` },
    ...(payload ? { payload } : {}),
  });

async function one<T>(sql: string, params: (string | number)[] = []): Promise<T> {
  const [row] = await app.ctx.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const events = (ticketId: string, action: string) =>
  app.ctx.db.query<{ note: string | null; new_value: string }>(
    'SELECT note, new_value FROM ticket_events WHERE ticket_id = $1 AND action = $2',
    [ticketId, action],
  );

describe('kci-tasks', () => {
  it('lists the kci user’s own pending checklists, with their items; coordinators see every one', async () => {
    const own = (await call('kci', 'GET', '/api/management/kci-tasks/?page_size=100')).json();
    expect(own.count).toBeGreaterThanOrEqual(10);
    expect(own.count).toBeLessThanOrEqual(40);
    expect(own.results[0]).toMatchObject({
      status: 'pending',
      ticket: { ticket_number: expect.stringMatching(/^TKT-3\d{5}$/) },
      items: expect.arrayContaining([
        expect.objectContaining({ label: 'Serial number photographed', answer: null }),
      ]),
    });
    const all = (await call('coordinator', 'GET', '/api/management/kci-tasks/')).json();
    expect(all.count).toBeGreaterThan(own.count);
  });

  it('completes a checklist: every item answered, a failed item needs a remark; 409 the second time', async () => {
    const task = (await call('kci', 'GET', '/api/management/kci-tasks/')).json().results[0];
    const items = task.items as { id: number }[];
    const url = `/api/management/kci-tasks/${task.id}/complete/`;
    const missing = await call('kci', 'POST', url, { answers: [{ item_id: items[0]!.id, answer: 'pass' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Answer every item of the checklist.');
    const answers = items.map((item, i) => ({ item_id: item.id, answer: i === 0 ? 'fail' : 'pass' }));
    const unremarked = await call('kci', 'POST', url, { answers });
    expect(unremarked.statusCode).toBe(400);
    expect(unremarked.json().message).toMatch(/^Give a remark for each failed item: /);
    const bad = await call('kci', 'POST', url, { answers: [{ item_id: items[0]!.id, answer: 'maybe' }] });
    expect(bad.statusCode).toBe(400);
    answers[0] = { ...answers[0]!, remark: 'Serial sticker torn, photo unreadable' } as (typeof answers)[0];
    const done = await call('kci', 'POST', url, { answers });
    expect(done.statusCode).toBe(200);
    expect(done.json().task).toMatchObject({ status: 'completed', result: 'failed' });
    expect(await events(task.ticket.ticket_id, 'kci_completed')).toHaveLength(1);
    expect((await call('kci', 'POST', url, { answers })).statusCode).toBe(409);
  });

  it('answers 404 for another user’s checklist', async () => {
    const foreign = await one<{ id: number }>(
      `SELECT c.id FROM kci_checklists c JOIN users u ON u.id = c.assignee_id WHERE u.email = 'admin@demo.test' LIMIT 1`,
    );
    const response = await call('kci', 'POST', `/api/management/kci-tasks/${foreign.id}/complete/`, {
      answers: [{ item_id: 1, answer: 'pass' }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('KCI checklist not found.');
  });
});

describe('audit-documents', () => {
  it('lists the auditor’s own pending documents and gives a 60 s signed link', async () => {
    const page = (await call('auditor_user', 'GET', '/api/management/audit-documents/?page_size=100')).json();
    expect(page.count).toBeGreaterThanOrEqual(10);
    expect(page.count).toBeLessThanOrEqual(45);
    expect(page.results[0]).not.toHaveProperty('storage_key');
    const link = await call(
      'auditor_user',
      'GET',
      `/api/management/audit-documents/${page.results[0].id}/file-link/`,
    );
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ url: expect.stringContaining('/audit/'), expires_in: 60 });
  });

  it('rejects with a reason (400 without), records who, 409 the second time; 404 for another auditor’s document', async () => {
    const document = (await call('auditor_user', 'GET', '/api/management/audit-documents/')).json()
      .results[0];
    const url = `/api/management/audit-documents/${document.id}/review/`;
    const noReason = await call('auditor_user', 'POST', url, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give a reason of 10 to 500 characters to reject a document.');
    expect((await call('auditor_user', 'POST', url, { decision: 'lost' })).statusCode).toBe(400);
    const done = await call('auditor_user', 'POST', url, {
      decision: 'rejected',
      reason: 'Invoice copy is not legible',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().document).toMatchObject({ status: 'rejected', reviewed_by: 'Demo Auditor User' });
    expect((await call('auditor_user', 'POST', url, { decision: 'accepted' })).statusCode).toBe(409);
    const foreign = await one<{ id: number }>(
      `SELECT d.id FROM audit_documents d JOIN users u ON u.id = d.auditor_id WHERE u.email = 'admin@demo.test' LIMIT 1`,
    );
    expect(
      (await call('auditor_user', 'GET', `/api/management/audit-documents/${foreign.id}/file-link/`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'GET', `/api/management/audit-documents/${foreign.id}/file-link/`)).statusCode,
    ).toBe(200);
  });
});

describe('verify-schedule', () => {
  it('schedules a verification in the future (400 in the past), then records its outcome', async () => {
    const page = (
      await call('verify_scheduler', 'GET', '/api/management/verify-schedule/?page_size=100')
    ).json();
    expect(page.count).toBeGreaterThanOrEqual(10);
    const item = page.results.find((row: { status: string }) => row.status === 'to_schedule');
    const url = `/api/management/verify-schedule/${item.id}/`;
    const outcomeFirst = await call('verify_scheduler', 'POST', `${url}outcome/`, { outcome: 'verified' });
    expect(outcomeFirst.statusCode).toBe(409);
    const past = await call('verify_scheduler', 'POST', `${url}schedule/`, {
      scheduled_at: '2020-01-01T10:00:00.000Z',
      channel: 'call',
      assignee_name: 'Meera Iyer',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The verification must be scheduled in the future.');
    const missing = await call('verify_scheduler', 'POST', `${url}schedule/`, { channel: 'call' });
    expect(missing.statusCode).toBe(400);
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const done = await call('verify_scheduler', 'POST', `${url}schedule/`, {
      scheduled_at: at,
      channel: 'visit',
      assignee_name: 'Meera Iyer',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().verification).toMatchObject({
      status: 'scheduled',
      channel: 'visit',
      assignee_name: 'Meera Iyer',
    });
    const noNote = await call('verify_scheduler', 'POST', `${url}outcome/`, { outcome: 'discrepancy' });
    expect(noNote.statusCode).toBe(400);
    const recorded = await call('verify_scheduler', 'POST', `${url}outcome/`, {
      outcome: 'discrepancy',
      note: 'Customer says the adapter was not replaced',
    });
    expect(recorded.json().verification).toMatchObject({ status: 'discrepancy' });
    expect(await events(item.ticket.ticket_id, 'verification_scheduled')).toHaveLength(1);
    expect(
      (
        await call('verify_scheduler', 'POST', `${url}schedule/`, {
          scheduled_at: at,
          channel: 'call',
          assignee_name: 'Ravi',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('answers 404 for a verification owned by another scheduler', async () => {
    const row = await one<{ id: number }>(`SELECT id FROM verification_schedules ORDER BY id DESC LIMIT 1`);
    await app.ctx.db.query('UPDATE verification_schedules SET scheduler_id = NULL WHERE id = $1', [row.id]);
    const response = await call(
      'verify_scheduler',
      'POST',
      `/api/management/verify-schedule/${row.id}/outcome/`,
      {
        outcome: 'verified',
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('raw-address', () => {
  it('resolves a raw address with the pincode lookup: the ticket gets pincode, district, state and an event', async () => {
    const page = (await call('customer_connect', 'GET', '/api/management/raw-addresses/')).json();
    expect(page.count).toBeGreaterThanOrEqual(10);
    const item = page.results[0];
    expect(item.ticket).toMatchObject({ pincode: '', district: '' });
    const url = `/api/management/raw-addresses/${item.id}/resolve/`;
    const unknown = await call('customer_connect', 'POST', url, { pincode: '999999', district: 'Nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Pincode 999999 was not found.');
    const wrong = await call('customer_connect', 'POST', url, { pincode: '560001', district: 'Pune' });
    expect(wrong.statusCode).toBe(400);
    expect((await call('customer_connect', 'POST', url, { pincode: '56', district: 'x' })).statusCode).toBe(
      400,
    );
    const place = lookupPincode('560001')[0]!;
    const done = await call('customer_connect', 'POST', url, { pincode: '560001', district: place.district });
    expect(done.statusCode).toBe(200);
    const ticket = await one<{ pincode: string; district: string; state: string }>(
      'SELECT pincode, district, state FROM field_tickets WHERE ticket_id = $1',
      [item.ticket.ticket_id],
    );
    expect(ticket).toEqual({ pincode: '560001', district: place.district, state: place.state });
    expect(await events(item.ticket.ticket_id, 'address_resolved')).toHaveLength(1);
    expect(
      (await call('customer_connect', 'POST', url, { pincode: '560001', district: place.district }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call('customer_connect', 'POST', '/api/management/raw-addresses/999999/resolve/', {
          pincode: '560001',
          district: place.district,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('rate cards and partner plans', () => {
  it('lists active cards per SOW subtype and region with the base visit amount in paise', async () => {
    const page = (await call('admin', 'GET', '/api/management/rate-cards/?page_size=100')).json();
    expect(page.count).toBe(14);
    expect(page.results[0]).toMatchObject({
      rate_id: expect.stringMatching(/^RC-\d{3}$/),
      base_paise: expect.any(Number),
    });
    const zones = (await call('admin', 'GET', '/api/management/rate-cards/?region_kind=state')).json();
    expect(zones.count).toBe(2);
    expect((await call('admin', 'GET', '/api/management/rate-cards/?region_kind=city')).statusCode).toBe(400);
  });

  it('answers one card with its lines, 404 for an unknown rateId, 400 for a malformed one', async () => {
    const card = (await call('admin', 'GET', '/api/management/rate-cards/RC-001/')).json().rate_card;
    expect(card.lines).toHaveLength(4);
    expect(card.lines[0]).toMatchObject({ label: 'Base visit', unit: 'per_visit' });
    const missing = await call('admin', 'GET', '/api/management/rate-cards/abc123/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Rate card not found.');
    expect((await call('admin', 'GET', '/api/management/rate-cards/a.b/')).statusCode).toBe(400);
  });

  it('answers the partner plans and the base rates they apply to', async () => {
    const body = (await call('admin', 'GET', '/api/management/partner-plans/')).json();
    expect(body.plans.map((plan: { code: string }) => plan.code)).toEqual(['basic', 'plus', 'pro']);
    expect(body.rates).toHaveLength(3);
  });
});
