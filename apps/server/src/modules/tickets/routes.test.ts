import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TICKET_COUNT } from '../../seedTickets.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  for (const role of ['coordinator', 'qc', 'client_user', 'project_manager', 'data_entry', 'finance_user']) {
    token[role] = await signIn(app, `${role}@demo.test`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

interface Row {
  ticket_id: string;
  ticket_number: string;
  status: string;
  version: number;
  pincode: string;
  sla_due_at: string;
  client_name: string;
  allowed_actions: string[];
  partner: { id: number; name: string } | null;
}

const call = async (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Token ${token[role]}` },
    ...(payload ? { payload } : {}),
  });

async function firstWith(query: string, role = 'coordinator'): Promise<Row> {
  const response = await call(role, 'GET', `/management/tickets/?${query}&page_size=1`);
  expect(response.statusCode).toBe(200);
  const row = response.json<{ results: Row[] }>().results[0];
  if (!row) throw new Error(`no ticket for ${query}`);
  return row;
}

describe('GET /management/tickets/', () => {
  it('pages every seeded ticket, newest first, with what the role may do', async () => {
    const response = await call('coordinator', 'GET', '/management/tickets/?page_size=5');
    const body = response.json<{ results: Row[]; count: number }>();
    expect(body.count).toBeGreaterThanOrEqual(DEMO_TICKET_COUNT);
    expect(body.results).toHaveLength(5);
    const newTicket = await firstWith('status=new');
    expect(newTicket.allowed_actions).toEqual(['assign', 'hold']);
  });

  it('filters by status, SLA and priority on the server', async () => {
    const overdue = await call('coordinator', 'GET', '/management/tickets/?sla=overdue&page_size=100');
    const rows = overdue.json<{ results: Row[]; count: number }>();
    expect(rows.count).toBeGreaterThan(0);
    for (const row of rows.results) {
      expect(new Date(row.sla_due_at).getTime()).toBeLessThan(NOW.getTime());
      expect(['completed', 'qc_passed', 'closed', 'cancelled']).not.toContain(row.status);
    }
    const completed = await call('qc', 'GET', '/management/tickets/?status=completed&page_size=100');
    const done = completed.json<{ results: Row[] }>().results;
    expect(done.length).toBeGreaterThan(0);
    expect(
      done.every((row) => row.status === 'completed' && row.allowed_actions.join() === 'qc_pass,qc_reject'),
    ).toBe(true);
    const bad = await call('coordinator', 'GET', '/management/tickets/?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('offers the districts and partners of the visible tickets as filter choices', async () => {
    const staff = (await call('coordinator', 'GET', '/management/tickets/facets/')).json<{
      districts: string[];
      partners: { id: number; name: string }[];
    }>();
    expect(staff.districts.length).toBeGreaterThan(5);
    expect(staff.partners.length).toBeGreaterThan(5);
    const byPartner = await call(
      'coordinator',
      'GET',
      `/management/tickets/?partner=${staff.partners[0]!.id}&page_size=100`,
    );
    const rows = byPartner.json<{ results: Row[] }>().results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.partner?.id === staff.partners[0]!.id)).toBe(true);
    const client = (await call('client_user', 'GET', '/management/tickets/facets/')).json<{
      districts: string[];
    }>();
    expect(client.districts.length).toBeLessThanOrEqual(staff.districts.length);
  });

  it("shows a client user their own company's tickets only, read-only, and hides the others", async () => {
    const mine = await call('client_user', 'GET', '/management/tickets/?page_size=100');
    const body = mine.json<{ results: Row[]; count: number }>();
    expect(body.count).toBeGreaterThan(0);
    expect(body.count).toBeLessThan(DEMO_TICKET_COUNT);
    expect(
      body.results.every((row) => row.client_name === 'HP India' && row.allowed_actions.length === 0),
    ).toBe(true);
    const [other] = (await call('coordinator', 'GET', '/management/tickets/?project=2&page_size=1')).json<{
      results: Row[];
    }>().results;
    const foreign = await call('client_user', 'GET', `/management/tickets/${other!.ticket_id}/`);
    expect(foreign.statusCode).toBe(404);
    expect((await call('finance_user', 'GET', '/management/tickets/')).statusCode).toBe(403);
  });
});

describe('POST /management/tickets/{id}/transition/', () => {
  it('assigns a partner serving the pincode, records the event and bumps the version', async () => {
    const ticket = await firstWith('status=new');
    const partners = (
      await call('coordinator', 'GET', `/management/tickets/${ticket.ticket_id}/partners/`)
    ).json<{
      results: { id: number; name: string }[];
    }>().results;
    expect(partners.length).toBeGreaterThan(0);
    const moved = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'assign',
      version: ticket.version,
      partner_id: partners[0]!.id,
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json<{ ticket: Row }>().ticket;
    expect(after).toMatchObject({
      status: 'assigned',
      version: ticket.version + 1,
      partner: { id: partners[0]!.id },
    });
    const detail = (await call('coordinator', 'GET', `/management/tickets/${ticket.ticket_id}/`)).json<{
      ticket: { events: { action: string; actor_name: string; new_value: string }[] };
    }>().ticket;
    expect(detail.events[0]).toMatchObject({
      action: 'assign',
      actor_name: 'Demo Coordinator',
      new_value: partners[0]!.name,
    });

    // The same version again is stale: someone (this test) changed the ticket meanwhile.
    const stale = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'hold',
      version: ticket.version,
      reason: 'Customer travelling this week',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
  });

  it('refuses an illegal move with 409, a move of another role with 403 and a bad body with 400', async () => {
    const ticket = await firstWith('status=new');
    const start = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'start',
      version: ticket.version,
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe("A ticket that is new cannot be moved with 'start'.");
    const qc = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'qc_pass',
      version: ticket.version,
    });
    expect(qc.statusCode).toBe(403);
    const bad = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'fly',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    const hold = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'hold',
      version: ticket.version,
      reason: 'short',
    });
    expect(hold.statusCode).toBe(400);
    const unknown = await call('coordinator', 'POST', `/management/tickets/${'0'.repeat(32)}/transition/`, {
      action: 'hold',
      version: 1,
      reason: 'Customer travelling this week',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets QC reject completed work with a reason, and a coordinator send it back to work', async () => {
    const ticket = await firstWith('status=completed', 'qc');
    const rejected = await call('qc', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'qc_reject',
      version: ticket.version,
      reason: 'Photographs of the installed unit are missing',
    });
    expect(rejected.json<{ ticket: Row }>().ticket.status).toBe('qc_rejected');
    const rework = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'rework',
      version: ticket.version + 1,
    });
    expect(rework.json<{ ticket: Row }>().ticket.status).toBe('in_progress');
  });

  it('puts a ticket on hold and resumes it where it was', async () => {
    const ticket = await firstWith('status=scheduled');
    const held = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'hold',
      version: ticket.version,
      reason: 'Customer travelling this week',
    });
    expect(held.json<{ ticket: Row }>().ticket.status).toBe('on_hold');
    const resumed = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/transition/`, {
      action: 'resume',
      version: ticket.version + 1,
    });
    expect(resumed.json<{ ticket: Row }>().ticket.status).toBe('scheduled');
  });
});

describe('other ticket calls', () => {
  it('bulk-assigns all or none', async () => {
    const list = (await call('coordinator', 'GET', '/management/tickets/?status=new&page_size=30')).json<{
      results: Row[];
    }>().results;
    const byPin = new Map<string, Row[]>();
    for (const row of list) byPin.set(row.pincode, [...(byPin.get(row.pincode) ?? []), row]);
    const group = [...byPin.values()].find((rows) => rows.length >= 2) ?? list.slice(0, 1);
    const partners = (
      await call('coordinator', 'GET', `/management/tickets/${group[0]!.ticket_id}/partners/`)
    ).json<{
      results: { id: number }[];
    }>().results;
    const done = await call('coordinator', 'POST', '/management/tickets/bulk-assign/', {
      ticket_ids: group.map((row) => row.ticket_id),
      partner_id: partners[0]!.id,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().count).toBe(group.length);
    const again = await call('coordinator', 'POST', '/management/tickets/bulk-assign/', {
      ticket_ids: [...group.map((row) => row.ticket_id), '0'.repeat(32)],
      partner_id: partners[0]!.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('creates a ticket whose district and state come from the pincode', async () => {
    const project = (await call('project_manager', 'GET', '/management/projects/?page_size=1')).json<{
      results: { id: number }[];
    }>().results[0]!;
    const body = {
      project_id: project.id,
      case_id: 'CS-2026-77',
      sowsubtype: 'Break-Fix',
      customer_name: 'Kavya Nair',
      customer_phone: '9812345678',
      raw_address: '12 Residency Road',
      pincode: '560001',
      product_name: 'HP ProBook 440 G9',
      product_model: '6F1W4PA',
      serial_number: 'SN-1',
      priority: 'high',
      sla_due_at: new Date(NOW.getTime() + 86_400_000).toISOString(),
    };
    const created = await call('coordinator', 'POST', '/management/tickets/', body);
    expect(created.statusCode).toBe(201);
    const ticket = created.json<{ ticket: Row & { district: string; state: string } }>().ticket;
    expect(ticket).toMatchObject({ status: 'new', state: 'Karnataka' });
    expect(ticket.ticket_number).toMatch(/^TKT-5\d{5}$/);
    expect(
      (await call('coordinator', 'POST', '/management/tickets/', { ...body, customer_phone: '12' }))
        .statusCode,
    ).toBe(400);
    const past = await call('coordinator', 'POST', '/management/tickets/', {
      ...body,
      sla_due_at: new Date(NOW.getTime() - 1000).toISOString(),
    });
    expect(past.json()).toMatchObject({ status: 400, message: 'The SLA due time must be in the future.' });
    expect((await call('qc', 'POST', '/management/tickets/', body)).statusCode).toBe(403);
  });

  it('escalates into the escalation list and gives the field-form links', async () => {
    const ticket = await firstWith('status=in_progress');
    const escalated = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/escalate/`, {
      reason: 'Customer called three times today',
      priority: 'critical',
    });
    expect(escalated.statusCode).toBe(201);
    const list = (
      await call('coordinator', 'GET', `/management/escalation-tasks/?search=${ticket.ticket_number}`)
    ).json<{ tickets_data: { reason: string }[] }>();
    expect(list.tickets_data.map((row) => row.reason)).toContain('Customer called three times today');
    const linkAnswer = await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/links/`);
    expect(linkAnswer.json()).toMatchObject({ status: 200 });
    const links = linkAnswer.json<{
      service_call_report: string;
      survey: string;
    }>();
    expect(links.service_call_report).toMatch(
      new RegExp(`^/cso_form/${ticket.ticket_id}/[A-Za-z0-9_-]{43}$`),
    );
    expect(links.survey).toBe(`/csat-survey/${ticket.ticket_id}`);
    const again = (await call('coordinator', 'POST', `/management/tickets/${ticket.ticket_id}/links/`)).json<{
      service_call_report: string;
    }>();
    expect(again.service_call_report).toBe(links.service_call_report);
    const fileLink = await call(
      'coordinator',
      'GET',
      `/management/tickets/${ticket.ticket_id}/file-link/?key=uploads/other.pdf`,
    );
    expect(fileLink.statusCode).toBe(404);
  });

  it("lists the caller's open tasks with their ticket, and a client's projects with progress", async () => {
    const tasks = (await call('data_entry', 'GET', '/management/tasks/?mine=true&page_size=100')).json<{
      results: { assignee: string; ticket_uuid: string; ticket_number: string; status: string }[];
      count: number;
    }>();
    expect(tasks.count).toBeGreaterThan(0);
    expect(tasks.results.every((task) => task.assignee === 'Demo Data Entry' && task.status === 'open')).toBe(
      true,
    );
    expect(tasks.results[0]!.ticket_uuid).toMatch(/^[0-9a-f]{32}$/);
    const projects = (await call('client_user', 'GET', '/management/projects/?page_size=100')).json<{
      results: { client_name: string; total_tickets: number }[];
    }>().results;
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((project) => project.client_name === 'HP India' && project.total_tickets > 0)).toBe(
      true,
    );
  });
});
