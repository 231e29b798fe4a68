import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';

let clock = Date.parse('2026-11-25T09:00:00Z');
let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
  for (const role of ['coordinator', 'project_manager', 'client_user', 'finance_user']) {
    token[role] = await signIn(app, `${role}@demo.test`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

interface Notification {
  id: number;
  ticket_id: string;
  ticket_number: string;
  action: string;
  actor_name: string;
  at: string;
  unread: boolean;
}
interface Body {
  unread_count: number;
  read_at: string | null;
  results: Notification[];
}

const call = (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Token ${token[role]}` },
    ...(payload ? { payload } : {}),
  });

/** A ticket that may still be escalated (status new). */
const openTicket = async () => {
  const response = await call('coordinator', 'GET', '/management/tickets/?status=new&page_size=1');
  const row = response.json<{ results: { ticket_id: string }[] }>().results[0];
  if (!row) throw new Error('no new ticket');
  return row.ticket_id;
};

const list = async (role: string) => {
  const response = await call(role, 'GET', '/management/notifications/');
  expect(response.statusCode).toBe(200);
  return response.json<Body>();
};

describe('GET /management/notifications/ (issue 20)', () => {
  it('lists the newest ticket events of the last 14 days, newest first; before a first visit the last day is new', async () => {
    const body = await list('coordinator');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(20);
    expect(body.read_at).toBeNull();
    const times = body.results.map((row) => Date.parse(row.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((time) => time <= clock && time >= clock - 14 * 86_400_000)).toBe(true);
    expect(body.results.every((row) => /^TKT-\d+$/.test(row.ticket_number))).toBe(true);
    for (const row of body.results) expect(row.unread).toBe(Date.parse(row.at) > clock - 86_400_000);
    expect(body.results.some((row) => row.action === 'link_created')).toBe(false);
    expect(body.unread_count).toBeGreaterThanOrEqual(body.results.filter((row) => row.unread).length);
  });

  it('leaves out what the user did themselves, and shows it to others', async () => {
    const ticket = await openTicket();
    clock += 60_000;
    const escalate = await call('coordinator', 'POST', `/management/tickets/${ticket}/escalate/`, {
      reason: 'Customer called twice about the visit',
      priority: 'high',
    });
    expect(escalate.statusCode).toBeLessThan(300);
    const own = await list('coordinator');
    expect(own.results.some((row) => row.ticket_id === ticket && row.action === 'escalate')).toBe(false);
    const other = await list('project_manager');
    expect(other.results[0]).toMatchObject({ ticket_id: ticket, action: 'escalate', unread: true });
  });

  it('counts only what arrived after the list was last opened', async () => {
    const read = await call('project_manager', 'POST', '/management/notifications/read/');
    expect(read.statusCode).toBe(200);
    expect(read.json<{ read_at: string }>().read_at).toBe(new Date(clock).toISOString());
    const after = await list('project_manager');
    expect(after.unread_count).toBe(0);
    expect(after.results.every((row) => !row.unread)).toBe(true);
    clock += 60_000;
    const ticket = await openTicket();
    const escalate = await call('coordinator', 'POST', `/management/tickets/${ticket}/escalate/`, {
      reason: 'Second escalation: parts not delivered',
      priority: 'critical',
    });
    expect(escalate.statusCode).toBeLessThan(300);
    const next = await list('project_manager');
    expect(next.unread_count).toBe(1);
    expect(next.results[0]).toMatchObject({ action: 'escalate', unread: true });
  });

  it("shows a client user their company's tickets only", async () => {
    const client = await list('client_user');
    const staff = await list('coordinator');
    const clientTickets = new Set(client.results.map((row) => row.ticket_id));
    for (const id of clientTickets) {
      const detail = await call('client_user', 'GET', `/management/tickets/${id}/`);
      expect(detail.statusCode).toBe(200);
    }
    // Staff see events of other companies' tickets, which the client user never does.
    const foreign = [];
    for (const row of staff.results) {
      const detail = await call('client_user', 'GET', `/management/tickets/${row.ticket_id}/`);
      if (detail.statusCode === 404) foreign.push(row.ticket_id);
    }
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.some((id) => clientTickets.has(id))).toBe(false);
  });

  it('refuses other roles (403) and the signed-out (401), and unknown query parameters stay harmless', async () => {
    expect((await call('finance_user', 'GET', '/management/notifications/')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/management/notifications/' })).statusCode).toBe(401);
    expect(
      (await call('coordinator', 'GET', `/management/notifications/?x=${'a'.repeat(100)}`)).statusCode,
    ).toBe(400);
  });
});
