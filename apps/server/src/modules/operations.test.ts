import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOperations } from '../seedOperations.ts';
import { PAYABLE_DEMO_INVOICES } from '../seedPayables.ts';
import { buildTestApp, signIn } from '../testing/testApp.ts';
import { PARTNER_REMOVAL_MESSAGES } from './partner-removal/schemas.ts';
import { PINCODE_PARTNER_MESSAGES } from './pincode-partners/schemas.ts';
import { PROJECT_MESSAGES } from './projects/schemas.ts';
import { SOW_ACTION_MESSAGES } from './sow-actions/schemas.ts';
import { SPARE_MESSAGES } from './spares/schemas.ts';
import { VENDOR_DATA_MESSAGES } from './vendor-data-review/schemas.ts';
import { WAREHOUSE_MESSAGES } from './warehouses/schemas.ts';
import { withMessageId } from '../testing/messageIds.ts';

let app: FastifyInstance;
let admin: string;
let manager: string;
let coordinator: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-01-20T05:00:00Z') });
  admin = await signIn(app, 'admin@demo.test');
  manager = await signIn(app, 'project_manager@demo.test');
  coordinator = await signIn(app, 'coordinator@demo.test');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const get = (url: string, token = admin) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Token ${token}` } });
const post = (url: string, payload: object | undefined, token = admin) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Token ${token}` } });

async function count(sql: string, params: (string | number)[] = []): Promise<number> {
  const [row] = await app.ctx.db.query<{ count: number }>(sql, params);
  return row?.count ?? 0;
}

describe('demo seed', () => {
  it('seeds a few dozen rows per list and is idempotent', async () => {
    expect(await count('SELECT count(*)::int AS count FROM warehouses')).toBeGreaterThanOrEqual(12);
    expect(await count('SELECT count(*)::int AS count FROM spares')).toBe(60);
    // 30 of the operations seed and the payables seed's invoices (issue 14).
    expect(await count('SELECT count(*)::int AS count FROM invoice_requests')).toBe(
      30 + PAYABLE_DEMO_INVOICES,
    );
    await expect(seedOperations(app.ctx.db)).resolves.toEqual({ created: false });
    expect(await count('SELECT count(*)::int AS count FROM spares')).toBe(60);
  });
});

describe('list parameters', () => {
  it('paginates with page and page_size and reports the total count', async () => {
    const first = (await get('/management/warehouse/?page_size=5&ordering=code')).json();
    const second = (await get('/management/warehouse/?page_size=5&page=2&ordering=code')).json();
    expect(first.status).toBe(200);
    expect(first.count).toBeGreaterThanOrEqual(12);
    expect(first.results).toHaveLength(5);
    expect(second.results).toHaveLength(5);
    const codes = [...first.results, ...second.results].map((w: { code: string }) => w.code);
    expect(new Set(codes).size).toBe(10);
    expect(codes).toEqual([...codes].sort());
  });

  it('sorts descending with a leading minus and searches case-insensitively', async () => {
    const sorted = (await get('/management/warehouse/?ordering=-city&page_size=100')).json();
    const cities = sorted.results.map((w: { city: string }) => w.city);
    expect(cities).toEqual([...cities].sort((a: string, b: string) => b.localeCompare(a)));
    const found = (await get('/management/warehouse/?search=bengaluru')).json();
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({
      code: 'WH-BLR-01',
      city: 'Bengaluru',
      spares_in_stock: expect.any(Number),
    });
  });

  it('refuses bad page, page_size, ordering and filter values with a clear 400', async () => {
    const cases: [string, string][] = [
      ['/management/warehouse/?page=0', 'page must be a whole number from 1 to 2147483647.'],
      ['/management/warehouse/?page_size=500', 'page_size must be a whole number from 1 to 100.'],
      [
        '/management/warehouse/?ordering=password',
        "Unknown ordering field 'password'. Use one of: id, name, code, city, state, created_at, spares_in_stock.",
      ],
      ['/management/projects/?status=open', 'status must be one of: active, on_hold, closed.'],
      ['/management/warehouse/?is_active=yes', 'is_active must be one of: true, false.'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(withMessageId({ status: 400, message }));
    }
  });

  it('sorts by several comma-separated fields', async () => {
    const body = (await get('/management/projects/?ordering=status,-code&page_size=100')).json();
    const keys = body.results.map((p: { status: string; code: string }) => [p.status, p.code]);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || b[1].localeCompare(a[1]));
    expect(keys).toEqual(sorted);
  });

  it('treats search wildcards literally', async () => {
    expect((await get('/management/warehouse/?search=%25')).json().count).toBe(0);
  });
});

describe('/management/warehouse/', () => {
  const body = {
    code: 'WH-SXR-01',
    name: 'Srinagar Valley Warehouse',
    address: 'Lal Chowk, Residency Road',
    city: 'Srinagar',
    state: 'Jammu and Kashmir',
    pincode: '190001',
    manager_name: 'Farooq Ahmad',
    phone: '9419000001',
  };

  it('creates a warehouse (201) that the list then shows, and refuses a taken code (409)', async () => {
    const created = await post('/management/warehouse/', body, coordinator);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 201,
      message: WAREHOUSE_MESSAGES.created,
      data: { ...body, is_active: true, spares_in_stock: 0 },
    });
    const listed = (await get('/management/warehouse/?city=srinagar', coordinator)).json();
    expect(listed.results.map((w: { code: string }) => w.code)).toEqual(['WH-SXR-01']);
    const again = await post('/management/warehouse/', body, coordinator);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAREHOUSE_MESSAGES.exists);
  });

  it('refuses missing or malformed fields without writing anything', async () => {
    const before = await count('SELECT count(*)::int AS count FROM warehouses');
    for (const bad of [
      {},
      { ...body, code: 'wh 1' },
      { ...body, code: 'WH-NEW-1', pincode: '012345' },
      { ...body, code: 'WH-NEW-2', phone: '12345' },
      { ...body, code: 'WH-NEW-3', name: '   ' },
    ]) {
      const response = await post('/management/warehouse/', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(WAREHOUSE_MESSAGES.invalid);
    }
    expect(await count('SELECT count(*)::int AS count FROM warehouses')).toBe(before);
  });
});

describe('/management/dashboard-analytics/', () => {
  it('computes the aggregates from the data', async () => {
    const { data } = (await get('/management/dashboard-analytics/', manager)).json();
    const projects = await count('SELECT count(*)::int AS count FROM projects');
    const openTasks = await count(`SELECT count(*)::int AS count FROM project_tasks WHERE status = 'open'`);
    const doa = await count(`SELECT count(*)::int AS count FROM spares WHERE status = 'doa'`);
    const openEscalations = await count(
      `SELECT count(*)::int AS count FROM escalations WHERE status = 'open'`,
    );
    expect(data.projects.total).toBe(projects);
    expect(data.projects.active + data.projects.on_hold + data.projects.closed).toBe(projects);
    expect(data.tasks.open).toBe(openTasks);
    expect(data.spares.doa).toBe(doa);
    expect(data.escalations.open).toBe(openEscalations);
    expect(data.invoice_requests.pending.count).toBeGreaterThan(0);
    expect(data.invoice_requests.pending.amount).toBeGreaterThan(0);
    const narrowed = (await get('/management/dashboard-analytics/?project=1', manager)).json().data;
    expect(narrowed.projects.total).toBe(1);
    expect(narrowed.tasks.open).toBe(
      await count(
        `SELECT count(*)::int AS count FROM project_tasks WHERE status = 'open' AND project_id = 1`,
      ),
    );
  });
});

describe('spares', () => {
  it('tracks spares through POST with query filters', async () => {
    const response = await post(
      '/management/spares-track/?status=in_transit&ordering=-shipped_at&page_size=4',
      undefined,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(12);
    expect(body.results).toHaveLength(4);
    for (const spare of body.results)
      expect(spare).toMatchObject({
        status: 'in_transit',
        warehouse: { code: expect.stringMatching(/^WH-/) },
      });
    const shipped = body.results.map((s: { shipped_at: string }) => s.shipped_at);
    expect(shipped).toEqual([...shipped].sort().reverse());
    expect((await post('/management/spares-track/?status=lost', undefined)).statusCode).toBe(400);
  });

  it('answers a spare with its tracking events, by id or docket number', async () => {
    const [spare] = await app.ctx.db.query<{ id: number; docket_number: string }>(
      `SELECT id, docket_number FROM spares WHERE status = 'delivered' ORDER BY id DESC LIMIT 1`,
    );
    const byId = (await get(`/management/get-track-detail/?id=${spare!.id}`)).json();
    expect(byId.data.status).toBe('delivered');
    expect(byId.data.events.map((e: { status: string }) => e.status)).toEqual([
      'in_stock',
      'in_transit',
      'in_transit',
      'delivered',
    ]);
    const byDocket = (
      await get(`/management/get-track-detail/?docket_number=${spare!.docket_number}`)
    ).json();
    expect(byDocket.data.id).toBe(spare!.id);
    expect((await get('/management/get-track-detail/')).json()).toEqual(
      withMessageId({
        status: 400,
        message: SPARE_MESSAGES.trackDetailQuery,
      }),
    );
    expect((await get('/management/get-track-detail/?id=999999')).statusCode).toBe(404);
  });

  it('records a return in one step and refuses spares that cannot be returned', async () => {
    const [spare] = await app.ctx.db.query<{ id: number }>(
      `SELECT id FROM spares WHERE status = 'doa' ORDER BY id LIMIT 1`,
    );
    const returned = await post('/management/return-spare/', {
      spare_id: spare!.id,
      reason: 'Sent back to the vendor',
    });
    expect(returned.json()).toMatchObject({
      status: 200,
      message: SPARE_MESSAGES.returned,
      data: { status: 'returned', return_reason: 'Sent back to the vendor' },
    });
    const events = (await get(`/management/get-track-detail/?id=${spare!.id}`)).json().data.events;
    expect(events.at(-1)).toMatchObject({ status: 'returned', note: 'Sent back to the vendor' });
    const twice = await post('/management/return-spare/', {
      spare_id: spare!.id,
      reason: 'Sent back to the vendor',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SPARE_MESSAGES.notReturnable);
    expect(
      (await post('/management/return-spare/', { spare_id: 999999, reason: 'Sent back' })).statusCode,
    ).toBe(404);
    const invalid = await post('/management/return-spare/', { spare_id: spare!.id });
    expect(invalid.json()).toEqual(withMessageId({ status: 400, message: SPARE_MESSAGES.returnInvalid }));
  });

  it('lists DOA spares only', async () => {
    const body = (await get('/management/spares-doa/?page_size=100')).json();
    expect(body.count).toBe(await count(`SELECT count(*)::int AS count FROM spares WHERE status = 'doa'`));
    expect(
      body.results.every((s: { status: string; doa_reason: string }) => s.status === 'doa' && s.doa_reason),
    ).toBe(true);
  });
});

describe('partner data review', () => {
  it('filters responses by status and reviews a pending one once', async () => {
    const pending = (await get('/partner/vendor-data-response/?status=pending&ordering=submitted_at')).json();
    expect(pending.count).toBeGreaterThan(0);
    const first = pending.results[0];
    expect(first).toMatchObject({
      status: 'pending',
      partner: { name: expect.any(String), city: expect.any(String) },
      data: expect.any(Object),
    });
    const rejectWithout = await post('/partner/vendor-data-approve/', { id: first.id, action: 'reject' });
    expect(rejectWithout.json()).toEqual(
      withMessageId({ status: 400, message: VENDOR_DATA_MESSAGES.remarksRequired }),
    );
    const rejected = await post('/partner/vendor-data-approve/', {
      id: first.id,
      action: 'reject',
      remarks: 'PAN copy is blurred',
    });
    expect(rejected.json()).toMatchObject({
      status: 200,
      message: VENDOR_DATA_MESSAGES.rejected,
      data: { status: 'rejected', remarks: 'PAN copy is blurred' },
    });
    const again = await post('/partner/vendor-data-approve/', { id: first.id, action: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(
      (await post('/partner/vendor-data-approve/', { id: first.id, action: 'maybe' })).json().message,
    ).toBe(VENDOR_DATA_MESSAGES.invalid);
    const after = (await get('/partner/vendor-data-response/?status=pending')).json();
    expect(after.count).toBe(pending.count - 1);
  });
});

describe('/partner/partner-remove-request/', () => {
  it('creates a pending request once per partner', async () => {
    const [partner] = await app.ctx.db.query<{ id: number }>(
      `SELECT id FROM network_partners WHERE status = 'active' ORDER BY id DESC LIMIT 1`,
    );
    const created = await post('/partner/partner-remove-request/', {
      partner_id: partner!.id,
      reason: 'Partner moved to another city',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 201,
      message: PARTNER_REMOVAL_MESSAGES.requested,
      data: { partner_id: partner!.id, status: 'pending' },
    });
    const again = await post('/partner/partner-remove-request/', {
      partner_id: partner!.id,
      reason: 'Partner moved to another city',
    });
    expect(again.json()).toEqual(withMessageId({ status: 409, message: PARTNER_REMOVAL_MESSAGES.pending }));
    expect(
      (await post('/partner/partner-remove-request/', { partner_id: 999999, reason: 'Unknown partner here' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/partner/partner-remove-request/', { partner_id: partner!.id, reason: 'short' })).json()
        .message,
    ).toBe(PARTNER_REMOVAL_MESSAGES.invalid);
  });
});

describe('SOW subtype actions', () => {
  it('adds an action once and lists it filtered by project', async () => {
    const added = await post(
      '/management/add-sowsubtype-action/',
      { project_id: 2, sowsubtype: 'Data Recovery', action: 'notify_client' },
      manager,
    );
    expect(added.statusCode).toBe(201);
    const duplicate = await post(
      '/management/add-sowsubtype-action/',
      { project_id: 2, sowsubtype: 'Data Recovery', action: 'notify_client' },
      manager,
    );
    expect(duplicate.json()).toEqual(withMessageId({ status: 409, message: SOW_ACTION_MESSAGES.exists }));
    expect(
      (
        await post(
          '/management/add-sowsubtype-action/',
          { project_id: 999999, sowsubtype: 'X-ray', action: 'auto_close' },
          manager,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/management/add-sowsubtype-action/',
          { project_id: 2, sowsubtype: 'Data Recovery', action: 'explode' },
          manager,
        )
      ).json().message,
    ).toBe(SOW_ACTION_MESSAGES.invalid);
    const listed = (
      await get('/management/get-sowsubtype-action/?project=2&sowsubtype=Data%20Recovery', manager)
    ).json();
    expect(listed.results).toEqual([
      expect.objectContaining({
        sowsubtype: 'Data Recovery',
        action: 'notify_client',
        project: expect.objectContaining({ id: 2 }),
      }),
    ]);
  });
});

describe('interactions and pincode partners', () => {
  it('filters interactions by channel', async () => {
    const body = (await get('/partner/vendor-interaction/?channel=whatsapp&page_size=100')).json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((i: { channel: string }) => i.channel === 'whatsapp')).toBe(true);
  });

  it('lists the partners serving a pincode and requires a valid pin', async () => {
    const body = (await get('/management/assign-pin-partner/?pin=560001')).json();
    expect(body.pin).toBe('560001');
    expect(body.count).toBeGreaterThan(0);
    for (const partner of body.results) expect(partner.pincodes).toContain('560001');
    expect((await get('/management/assign-pin-partner/')).json()).toEqual(
      withMessageId({
        status: 400,
        message: PINCODE_PARTNER_MESSAGES.pinRequired,
      }),
    );
    expect((await get('/management/assign-pin-partner/?pin=56001')).statusCode).toBe(400);
  });
});

describe('/management/close-tasks/', () => {
  it('closes open tasks all or none', async () => {
    const open = await app.ctx.db.query<{ id: number }>(
      `SELECT id FROM project_tasks WHERE status = 'open' ORDER BY id LIMIT 2`,
    );
    const [closed] = await app.ctx.db.query<{ id: number }>(
      `SELECT id FROM project_tasks WHERE status = 'closed' ORDER BY id LIMIT 1`,
    );
    const ids = open.map((row) => row.id);
    const mixed = await post('/management/close-tasks/', { task_ids: [...ids, closed!.id] }, coordinator);
    expect(mixed.json()).toEqual(
      withMessageId({ status: 409, message: `Tasks already closed: ${closed!.id}.` }),
    );
    expect(
      await count(
        `SELECT count(*)::int AS count FROM project_tasks WHERE id = ANY($1::int[]) AND status = 'open'`,
        [`{${ids.join(',')}}`],
      ),
    ).toBe(2);
    const unknown = await post('/management/close-tasks/', { task_ids: [ids[0]!, 999999] }, coordinator);
    expect(unknown.json()).toEqual(withMessageId({ status: 404, message: 'Tasks not found: 999999.' }));
    const done = await post(
      '/management/close-tasks/',
      { task_ids: ids, remarks: 'Done on site' },
      coordinator,
    );
    expect(done.json()).toEqual(withMessageId({ status: 200, message: '2 task(s) closed.', closed: ids }));
    expect((await post('/management/close-tasks/', { task_ids: [] }, coordinator)).json().message).toBe(
      PROJECT_MESSAGES.closeTasksInvalid,
    );
  });
});

describe('projects, work orders and escalations', () => {
  it('filters projects by status and sorts them', async () => {
    const body = (await get('/management/projects/?status=active&ordering=-start_date&page_size=100')).json();
    expect(body.results.every((p: { status: string }) => p.status === 'active')).toBe(true);
    const dates = body.results.map((p: { start_date: string }) => p.start_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.results[0]).toMatchObject({
      open_tasks: expect.any(Number),
      open_escalations: expect.any(Number),
    });
  });

  it('lists work orders not yet invoiced by default, and invoiced ones on request', async () => {
    const open = (await get('/management/invoiceing_work-orders/?page_size=100')).json();
    expect(
      open.results.every((w: { invoice_request_id: number | null }) => w.invoice_request_id === null),
    ).toBe(true);
    const invoiced = (
      await get('/management/invoiceing_work-orders/?invoiced=true&ordering=amount&page_size=100')
    ).json();
    expect(invoiced.count).toBeGreaterThan(0);
    const amounts = invoiced.results.map((w: { amount: number }) => w.amount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => a - b));
  });

  it("answers escalation tasks in the spec's shape", async () => {
    const body = (
      await get('/management/escalation-tasks/?page_size=5&priority=critical', coordinator)
    ).json();
    expect(body.status).toBe(200);
    expect(body.tickets_data.length).toBeLessThanOrEqual(5);
    expect(body.count.total_records).toBe(
      await count(
        `SELECT count(*)::int AS count FROM escalations WHERE status = 'open' AND priority = 'critical'`,
      ),
    );
    for (const ticket of body.tickets_data)
      expect(ticket).toMatchObject({ priority: 'critical', status: 'open' });
  });
});
