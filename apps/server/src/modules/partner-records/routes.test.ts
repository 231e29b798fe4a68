import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../../seed.ts';
import { DEMO_KYC_QUEUE } from '../../seedPartnerRecords.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { KYC_MESSAGES } from '../kyc-verification/schemas.ts';
import { PARTNER_RECORD_MESSAGES as M } from './schemas.ts';
import { withMessageId } from '../../testing/messageIds.ts';

// Partner records and KYC verification (issue 14): roles, ownership, validation, the partner's
// ticket responses, masking, the KYC decision and its 409, and no KYC number in the log.

let app: FastifyInstance;
const lines: string[] = [];
const token: Record<string, string> = {};
const NOW = new Date('2026-01-20T05:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({
    now: () => NOW,
    config: { logLevel: 'info', storageMode: 'local' },
    logStream: { write: (line) => void lines.push(line) },
  });
  for (const who of [
    'agent',
    'qa',
    'partner',
    'partner.pending',
    'partner_employee',
    'finance_user',
    'accounts_user',
    'coordinator',
  ])
    token[who] = await signIn(app, `${who}@demo.test`);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: string | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? { authorization: `Token ${token[who]}` } : {},
  });

async function one<T>(sql: string, params: (string | number)[] = []): Promise<T> {
  const [row] = await app.ctx.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const partnerUuid = demoUuid('partner@demo.test');
const pendingUuid = demoUuid('partner.pending@demo.test');

describe('GET /partner/records/', () => {
  it('lists registered partners and unfinished registrations with KYC status, coverage and active tickets', async () => {
    const body = (await send('GET', '/partner/records/?page_size=100', 'agent')).json();
    expect(body.status).toBe(200);
    expect(body.count).toBe(40 + 15 + 3);
    const demo = body.results.find((row: { uuid: string }) => row.uuid === partnerUuid);
    expect(demo).toMatchObject({
      kind: 'partner',
      name: 'Demo Partner Services',
      status: 'active',
      kyc_status: 'verified',
    });
    expect(demo.active_tickets).toBeGreaterThan(0);
    expect(demo.pincodes).toBeGreaterThan(0);
    expect(body.results.filter((row: { kind: string }) => row.kind === 'registration')).toHaveLength(3);
  });

  it('filters: registered (active and verified), rejected with the reason, KYC status, search', async () => {
    const registered = (await send('GET', '/partner/records/?view=registered&page_size=100', 'qa')).json();
    expect(
      registered.results.every(
        (row: { status: string; kyc_status: string }) =>
          row.status === 'active' && row.kyc_status === 'verified',
      ),
    ).toBe(true);
    const rejected = (await send('GET', '/partner/records/?view=rejected', 'qa')).json();
    expect(rejected.count).toBe(3);
    expect(rejected.results[0].kyc_reason).toMatch(/.{10,}/);
    const pending = (
      await send('GET', '/partner/records/?kyc_status=pending&status=pending&page_size=100', 'agent')
    ).json();
    expect(pending.count).toBeGreaterThanOrEqual(DEMO_KYC_QUEUE);
    const searched = (
      await send('GET', '/partner/records/?search=demo%20partner%20services', 'agent')
    ).json();
    expect(searched.results.map((row: { uuid: string }) => row.uuid)).toEqual([partnerUuid]);
  });

  it('answers 400 for a bad filter, 401 without a token, 403 to a partner or finance user', async () => {
    expect((await send('GET', '/partner/records/?kyc_status=maybe', 'agent')).statusCode).toBe(400);
    expect((await send('GET', '/partner/records/', null)).statusCode).toBe(401);
    expect((await send('GET', '/partner/records/', 'partner')).statusCode).toBe(403);
    expect((await send('GET', '/partner/records/', 'finance_user')).statusCode).toBe(403);
  });
});

describe('GET /partner/records/{uuid}/', () => {
  it('gives a partner their own record by their user uuid (the landing /detail/{uuid}), with masked KYC', async () => {
    const response = await send('GET', `/partner/records/${partnerUuid}/`, 'partner');
    expect(response.statusCode).toBe(200);
    const { record } = response.json();
    expect(record).toMatchObject({ uuid: partnerUuid, is_own: true, status: 'active', missing: [] });
    expect(record.kyc.pan).toMatch(/^X{6}[0-9]{3}[A-Z]$/);
    expect(record.kyc.aadhaar).toMatch(/^X{8}[0-9]{4}$/);
    expect(record.bank.account_number).toMatch(/^X+[0-9]{4}$/);
    expect(record.bank.branch).toMatchObject({ bank: expect.any(String) });
    expect(
      record.tickets.some((ticket: { responses: string[] }) => ticket.responses.includes('accept')),
    ).toBe(true);
    expect(record.payments.work_orders.length).toBeGreaterThan(0);
  });

  it('shows a pending partner what is missing for approval', async () => {
    const { record } = (await send('GET', `/partner/records/${pendingUuid}/`, 'partner.pending')).json();
    expect(record.status).toBe('pending');
    expect(record.missing).toEqual(expect.arrayContaining(['aadhaar', 'aadhaar_file', 'bank']));
  });

  it("answers 404 for another partner's record, and lets staff open any record without responses", async () => {
    expect((await send('GET', `/partner/records/${pendingUuid}/`, 'partner')).statusCode).toBe(404);
    expect(
      (
        await send(
          'GET',
          `/partner/records/${partnerUuid}/document-link/?document=pan_scan`,
          'partner.pending',
        )
      ).statusCode,
    ).toBe(404);
    const { record } = (await send('GET', `/partner/records/${partnerUuid}/`, 'agent')).json();
    expect(record.is_own).toBe(false);
    // Staff who do not verify KYC see the numbers masked too.
    expect(record.kyc.pan).toMatch(/^X{6}[0-9]{3}[A-Z]$/);
    expect(record.kyc.aadhaar).toMatch(/^X{8}[0-9]{4}$/);
    expect(record.tickets.every((ticket: { responses: string[] }) => ticket.responses.length === 0)).toBe(
      true,
    );
    expect((await send('GET', '/partner/records/not-a-uuid/', 'agent')).statusCode).toBe(400);
    expect((await send('GET', `/partner/records/${partnerUuid}/`, 'coordinator')).statusCode).toBe(403);
  });

  it('opens an unfinished registration for staff', async () => {
    const row = await one<{ public_id: string }>(
      `SELECT public_id::text FROM temp_partners WHERE completed_at IS NULL ORDER BY id LIMIT 1`,
    );
    const { record } = (await send('GET', `/partner/records/${row.public_id}/`, 'agent')).json();
    expect(record).toMatchObject({ kind: 'registration', status: 'registration' });
  });

  it('signs a 60 s display link of a scan; 400 for an unknown document', async () => {
    const response = await send(
      'GET',
      `/partner/records/${partnerUuid}/document-link/?document=pan_scan`,
      'partner',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      expires_in: 60,
      url: expect.stringContaining('X-Amz-Expires=60'),
    });
    const bad = await send(
      'GET',
      `/partner/records/${partnerUuid}/document-link/?document=selfie`,
      'partner',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.documentInvalid);
  });

  it('signs a 300 s download link saved as declaration_file.docx, to the owner and staff only (issue 20)', async () => {
    for (const role of ['partner', 'agent'] as const) {
      const response = await send(
        'GET',
        `/partner/records/${partnerUuid}/document-download/?document=pan_scan`,
        role,
      );
      expect(response.statusCode).toBe(200);
      const answer = response.json<{ url: string; expires_in: number; filename: string }>();
      expect(answer).toMatchObject({ expires_in: 300, filename: 'declaration_file.docx' });
      const link = new URL(answer.url);
      expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(link.searchParams.get('response-content-disposition')).toBe(
        'attachment; filename="declaration_file.docx"',
      );
    }
    const foreign = await send(
      'GET',
      `/partner/records/${partnerUuid}/document-download/?document=pan_scan`,
      'partner.pending',
    );
    expect(foreign.statusCode).toBe(404);
    const refused = await send(
      'GET',
      `/partner/records/${partnerUuid}/document-download/?document=pan_scan`,
      'coordinator',
    );
    expect(refused.statusCode).toBe(403);
    const bad = await send(
      'GET',
      `/partner/records/${partnerUuid}/document-download/?document=selfie`,
      'partner',
    );
    expect(bad.json()).toEqual(withMessageId({ status: 400, message: M.documentInvalid }));
  });
});

describe('POST /partner/records/{uuid}/tickets/{ticket_id}/respond/', () => {
  const assigned = () =>
    one<{ ticket_id: string; version: number; ticket_number: string }>(
      `SELECT t.ticket_id, t.version, t.ticket_number FROM field_tickets t JOIN network_partners p ON p.id = t.partner_id
       WHERE p.uuid = $1 AND t.status = 'assigned' AND t.partner_accepted_at IS NULL ORDER BY t.ticket_number LIMIT 1`,
      [partnerUuid],
    );
  const respond = (ticketId: string, payload: object, who = 'partner') =>
    send('POST', `/partner/records/${partnerUuid}/tickets/${ticketId}/respond/`, who, payload);

  it('accepts once (the second accept and a stale version are 409) and records it in the history', async () => {
    const ticket = await assigned();
    expect(
      (await respond(ticket.ticket_id, { action: 'accept', version: ticket.version + 5 })).statusCode,
    ).toBe(409);
    const response = await respond(ticket.ticket_id, { action: 'accept', version: ticket.version });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Ticket ${ticket.ticket_number} accepted.`);
    expect(response.json().ticket.responses).toEqual(['decline']);
    const again = await respond(ticket.ticket_id, { action: 'accept', version: ticket.version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyAccepted);
    const event = await one<{ action: string }>(
      `SELECT action FROM ticket_events WHERE ticket_id = $1 ORDER BY id DESC LIMIT 1`,
      [ticket.ticket_id],
    );
    expect(event.action).toBe('partner_accept');
  });

  it('declines only with a reason; the ticket goes back to dispatch', async () => {
    const ticket = await assigned();
    const bare = await respond(ticket.ticket_id, { action: 'decline', version: ticket.version });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(M.reasonRequired);
    const done = await respond(ticket.ticket_id, {
      action: 'decline',
      version: ticket.version,
      reason: 'No engineer free in this district this week',
    });
    expect(done.statusCode).toBe(200);
    const row = await one<{ status: string; partner_id: number | null }>(
      'SELECT status, partner_id FROM field_tickets WHERE ticket_id = $1',
      [ticket.ticket_id],
    );
    expect(row).toEqual({ status: 'new', partner_id: null });
  });

  it("answers 404 for another partner's ticket, 400 for a bad body, 403 to staff", async () => {
    const foreign = await one<{ ticket_id: string; version: number }>(
      `SELECT t.ticket_id, t.version FROM field_tickets t JOIN network_partners p ON p.id = t.partner_id
       WHERE p.uuid <> $1 AND t.status = 'assigned' ORDER BY t.ticket_number LIMIT 1`,
      [partnerUuid],
    );
    expect(
      (await respond(foreign.ticket_id, { action: 'accept', version: foreign.version })).statusCode,
    ).toBe(404);
    expect((await respond(foreign.ticket_id, { action: 'shrug', version: 1 })).statusCode).toBe(400);
    expect((await respond(foreign.ticket_id, { action: 'accept', version: 1 }, 'agent')).statusCode).toBe(
      403,
    );
  });

  it('gives the partner the service call report link of an own ticket', async () => {
    const ticket = await assigned();
    const response = await send(
      'POST',
      `/partner/records/${partnerUuid}/tickets/${ticket.ticket_id}/report-link/`,
      'partner',
      {},
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().service_call_report).toMatch(`/cso_form/${ticket.ticket_id}/`);
  });
});

describe('GET /partner/ifsc/{code}/ and /partner/account-options/', () => {
  it('looks up a branch (lower case accepted), 400 malformed, 404 unknown', async () => {
    expect((await send('GET', '/partner/ifsc/hdfc0001234/', 'partner')).json().branch).toMatchObject({
      bank: 'HDFC Bank',
      branch: 'MG Road',
    });
    expect((await send('GET', '/partner/ifsc/HDFC1234/', 'partner')).json().message).toBe(M.ifscInvalid);
    expect((await send('GET', '/partner/ifsc/ZZZZ0000000/', 'finance_user')).statusCode).toBe(404);
  });

  it("gives a partner employee their account and the tickets naming them, their partner's name", async () => {
    const body = (await send('GET', '/partner/account-options/', 'partner_employee')).json();
    expect(body.account).toMatchObject({ email: 'partner_employee@demo.test', role: 'partner_employee' });
    expect(body.partner).toMatchObject({ name: 'Demo Partner Services' });
    expect(body.tickets.length).toBeGreaterThan(0);
    expect(
      body.tickets.every(
        (ticket: { engineer_name: string }) => ticket.engineer_name === 'Demo Partner Employee',
      ),
    ).toBe(true);
    expect((await send('GET', '/partner/account-options/', 'agent')).statusCode).toBe(403);
  });
});

describe('POST /partner/account-options/tickets/{ticket_id}/report-link/', () => {
  const link = (ticketId: string, who: string | null) =>
    send('POST', `/partner/account-options/tickets/${ticketId}/report-link/`, who);

  it("gives a partner employee the service call report link of a ticket naming them; 404 for their partner's other tickets", async () => {
    const mine = await one<{ ticket_id: string }>(
      `SELECT ticket_id FROM field_tickets WHERE engineer_name = 'Demo Partner Employee' ORDER BY ticket_number LIMIT 1`,
    );
    const response = await link(mine.ticket_id, 'partner_employee');
    expect(response.statusCode).toBe(200);
    expect(response.json().service_call_report).toMatch(new RegExp(`^/cso_form/${mine.ticket_id}/`));
    const other = await one<{ ticket_id: string }>(
      `SELECT t.ticket_id FROM field_tickets t JOIN network_partners p ON p.id = t.partner_id
       WHERE p.uuid = $1 AND t.ticket_number IS NOT NULL AND t.engineer_name IS DISTINCT FROM 'Demo Partner Employee'
       ORDER BY t.ticket_number LIMIT 1`,
      [partnerUuid],
    );
    expect((await link(other.ticket_id, 'partner_employee')).statusCode).toBe(404);
    // The partner reaches every ticket of their own partner, never another partner's.
    expect((await link(other.ticket_id, 'partner')).statusCode).not.toBe(404);
    const foreign = await one<{ ticket_id: string }>(
      `SELECT t.ticket_id FROM field_tickets t JOIN network_partners p ON p.id = t.partner_id
       WHERE p.uuid <> $1 AND t.ticket_number IS NOT NULL ORDER BY t.ticket_number LIMIT 1`,
      [partnerUuid],
    );
    expect((await link(foreign.ticket_id, 'partner')).statusCode).toBe(404);
  });

  it('answers 400 for a malformed ticket id, 401 without a token, 403 to staff', async () => {
    expect((await link('not-a-ticket', 'partner_employee')).statusCode).toBe(400);
    expect((await link('0'.repeat(32), null)).statusCode).toBe(401);
    expect((await link('0'.repeat(32), 'agent')).statusCode).toBe(403);
    expect((await link('0'.repeat(32), 'partner_employee')).statusCode).toBe(404);
  });
});

describe('PUT /partner/records/{uuid}/bank/', () => {
  const bank = { account_name: 'Demo Pending Partner', account_number: '501002345678', ifsc: 'hdfc0001234' };

  it("saves the pending partner's own bank details (IFSC upper-cased, number masked); bank is no longer missing", async () => {
    const response = await send('PUT', `/partner/records/${pendingUuid}/bank/`, 'partner.pending', bank);
    expect(response.statusCode).toBe(200);
    const { message, record } = response.json();
    expect(message).toBe(`Bank details of ${record.name} saved.`);
    expect(record.bank).toMatchObject({
      account_name: 'Demo Pending Partner',
      account_number: 'XXXXXXXX5678',
      ifsc: 'HDFC0001234',
      branch: { bank: 'HDFC Bank', branch: 'MG Road' },
    });
    expect(record.missing).not.toContain('bank');
  });

  it('lets staff update any record (a staff action); 404 for another partner, 403 to other roles, 401 without a token', async () => {
    const staff = await send('PUT', `/partner/records/${partnerUuid}/bank/`, 'qa', {
      ...bank,
      account_name: 'Demo Partner Services',
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().record.bank.account_name).toBe('Demo Partner Services');
    expect((await send('PUT', `/partner/records/${pendingUuid}/bank/`, 'partner', bank)).statusCode).toBe(
      404,
    );
    expect(
      (await send('PUT', `/partner/records/${partnerUuid}/bank/`, 'finance_user', bank)).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/partner/records/${partnerUuid}/bank/`, 'partner_employee', bank)).statusCode,
    ).toBe(403);
    expect((await send('PUT', `/partner/records/${partnerUuid}/bank/`, null, bank)).statusCode).toBe(401);
  });

  it('answers 400 with a clear message for a bad body, a malformed IFSC or one with no branch, and writes nothing', async () => {
    const put = (payload: object) => send('PUT', `/partner/records/${partnerUuid}/bank/`, 'partner', payload);
    const before = await one<{ bank_ifsc: string }>(
      'SELECT bank_ifsc FROM network_partners WHERE uuid::text = $1 OR user_id = (SELECT id FROM users WHERE uuid::text = $1)',
      [partnerUuid],
    );
    const short = await put({ ...bank, account_number: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.bankInvalid);
    expect((await put({ account_name: 'X Y' })).json().message).toBe(M.bankInvalid);
    const malformed = await put({ ...bank, ifsc: 'HDFC1234' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.ifscInvalid);
    const unknown = await put({ ...bank, ifsc: 'ZZZZ0000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No bank branch found for IFSC ZZZZ0000000.');
    const after = await one<{ bank_ifsc: string }>(
      'SELECT bank_ifsc FROM network_partners WHERE uuid::text = $1 OR user_id = (SELECT id FROM users WHERE uuid::text = $1)',
      [partnerUuid],
    );
    expect(after).toEqual(before);
  });

  it('never writes a bank account number to the log', () => {
    expect(lines.join('\n')).not.toContain(bank.account_number);
  });
});

describe('KYC verification', () => {
  it('lists the queue with numbers masked, oldest first; 403 to partner-network staff', async () => {
    const body = (await send('GET', '/finance/kyc-verification/?page_size=100', 'finance_user')).json();
    expect(body.count).toBe(DEMO_KYC_QUEUE);
    for (const row of body.results) {
      expect(row.pan).toMatch(/^X{6}/);
      expect(row.aadhaar).toMatch(/^X{8}/);
    }
    expect((await send('GET', '/finance/kyc-verification/', 'agent')).statusCode).toBe(403);
    expect((await send('GET', '/finance/task-count/', 'finance_user')).json().task_count).toBe(
      12 + DEMO_KYC_QUEUE,
    );
  });

  it('shows the verifier the numbers whole and signs the scans', async () => {
    const [first] = (await send('GET', '/finance/kyc-verification/', 'accounts_user')).json().results;
    const { record } = (
      await send('GET', `/finance/kyc-verification/${first.uuid}/`, 'accounts_user')
    ).json();
    expect(record.kyc.pan).toMatch(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
    expect(record.kyc.aadhaar).toMatch(/^[2-9][0-9]{11}$/);
    const link = await send(
      'GET',
      `/finance/kyc-verification/${first.uuid}/document-link/?document=aadhaar_file`,
      'accounts_user',
    );
    expect(link.json().expires_in).toBe(60);
  });

  it('approves (the partner becomes active), rejects only with a reason, and refuses a second decision', async () => {
    const queue = (await send('GET', '/finance/kyc-verification/', 'finance_user')).json().results;
    const [approve, reject] = queue;
    const decide = (uuid: string, payload: object, who = 'finance_user') =>
      send('POST', `/finance/kyc-verification/${uuid}/decision/`, who, payload);
    const approved = await decide(approve.uuid, { decision: 'verified' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().record).toMatchObject({
      status: 'active',
      kyc: { status: 'verified', decided_by_name: 'Demo Finance User' },
    });
    const twice = await decide(
      approve.uuid,
      { decision: 'rejected', reason: 'Changed my mind about it' },
      'accounts_user',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `The KYC of ${approve.name} was already verified by Demo Finance User.`,
    );

    const bare = await decide(reject.uuid, { decision: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(KYC_MESSAGES.reasonRequired);
    expect((await decide(reject.uuid, { decision: 'maybe' })).json().message).toBe(
      KYC_MESSAGES.decisionInvalid,
    );
    const rejected = await decide(reject.uuid, {
      decision: 'rejected',
      reason: 'PAN scan does not match the number',
    });
    expect(rejected.statusCode).toBe(200);
    const history = await app.ctx.db.query<{ decision: string; reason: string | null; decided_at: Date }>(
      `SELECT d.decision, d.reason, d.decided_at FROM partner_kyc_decisions d JOIN network_partners p ON p.id = d.partner_id
       WHERE p.uuid::text = $1`,
      [reject.uuid],
    );
    expect(history).toEqual([
      { decision: 'rejected', reason: 'PAN scan does not match the number', decided_at: NOW },
    ]);
    expect((await decide(reject.uuid, { decision: 'verified' }, 'partner')).statusCode).toBe(403);
    expect((await decide('00000000-0000-0000-0000-000000000000', { decision: 'verified' })).statusCode).toBe(
      404,
    );
  });

  it('never writes a KYC number to the log', async () => {
    const numbers = await app.ctx.db.query<{ pan: string; aadhaar_number: string }>(
      'SELECT pan, aadhaar_number FROM network_partners WHERE pan IS NOT NULL AND aadhaar_number IS NOT NULL',
    );
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const row of numbers) {
      expect(log).not.toContain(row.pan);
      expect(log).not.toContain(row.aadhaar_number);
    }
  });
});
