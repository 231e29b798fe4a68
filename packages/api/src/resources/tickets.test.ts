import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

const ID = 'a'.repeat(32);
const WIRE = {
  ticket_id: ID,
  ticket_number: 'TKT-300001',
  case_id: 'CS-101-040000',
  sowsubtype: 'Break-Fix',
  project: { id: 1, code: 'PRJ-101', name: 'HP India Laptop Break-Fix Bengaluru' },
  client_name: 'HP India',
  customer_name: 'Aarav Sharma',
  district: 'Bangalore',
  state: 'Karnataka',
  pincode: '560001',
  priority: 'high',
  status: 'assigned',
  sla_due_at: '2026-11-26T09:00:00Z',
  partner: { id: 3, name: 'Reddy Systems' },
  engineer_name: null,
  visit_start: null,
  visit_end: null,
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  version: 2,
  allowed_actions: ['assign', 'schedule', 'hold'],
};

describe('client.tickets', () => {
  it('reads a page of tickets in camelCase with the query in the server words', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, results: [WIRE], count: 1 }));
    const page = await client.tickets.list({ status: 'assigned', sla: 'overdue', page: 2 });
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      ticketId: ID,
      ticketNumber: 'TKT-300001',
      sowSubtype: 'Break-Fix',
      partner: { id: 3, name: 'Reddy Systems' },
      slaDueAt: '2026-11-26T09:00:00Z',
      allowedActions: ['assign', 'schedule', 'hold'],
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/tickets/?status=assigned&sla=overdue&page=2',
    ]);
  });

  it('maps the details: history, report fields by domain name, files and tasks', async () => {
    const { client } = clientWith(() =>
      jsonResponse({
        status: 200,
        ticket: {
          ...WIRE,
          customer_phone: '9812345670',
          raw_address: '14 MG Road',
          product_name: 'HP ProBook 440 G9',
          product_model: '6F1W4PA',
          serial_number: 'SN1',
          hold_reason: null,
          qc_remarks: null,
          events: [
            {
              id: 1,
              at: 'x',
              actor_name: 'Demo QC',
              action: 'qc_pass',
              old_value: 'completed',
              new_value: 'qc passed',
              note: null,
            },
          ],
          report: {
            submitted_at: 'y',
            fields: { serviestype: 'Laptop Repair', caseid: 'CASE-1', tickets: ID },
            engineer_signature: 'data:image/png;base64,AA==',
            customer_signature: null,
            overall_experience: 4,
            customer_comment: 'Quick',
            feedback_at: 'z',
          },
          files: [{ key: `uploads/tickets/${ID}/a.jpg`, name: 'a.jpg', size: 2048, uploaded_at: 'w' }],
          survey_answers: [{ question: 'How satisfied?', answer: 'Satisfied' }],
          tasks: [
            {
              id: 9,
              title: 'Call',
              assignee: 'Demo Data Entry',
              status: 'open',
              due_date: '2026-11-30',
              remarks: '',
            },
          ],
          escalations: [],
        },
      }),
    );
    const ticket = await client.tickets.get(ID);
    expect(ticket.events[0]).toMatchObject({ actorName: 'Demo QC', oldValue: 'completed' });
    expect(ticket.report).toMatchObject({
      fields: [
        { name: 'caseId', value: 'CASE-1' },
        { name: 'serviceType', value: 'Laptop Repair' },
      ],
      rating: 4,
    });
    expect(ticket.files).toEqual([
      { key: `uploads/tickets/${ID}/a.jpg`, name: 'a.jpg', sizeBytes: 2048, uploadedAt: 'w' },
    ]);
    expect(ticket.tasks[0]).toMatchObject({ dueDate: '2026-11-30' });
  });

  it('sends a move with its version and only the fields given, and surfaces a stale write', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 409, message: 'This ticket was changed by someone else meanwhile.' }, 409),
    );
    await expect(
      client.tickets.move(ID, { action: 'hold', version: 2, reason: 'Customer travelling' }),
    ).rejects.toMatchObject({ status: 409, message: 'This ticket was changed by someone else meanwhile.' });
    expect(callLines(calls)).toEqual([
      `POST https://portal.example/api/management/tickets/${ID}/transition/`,
    ]);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      action: 'hold',
      version: 2,
      reason: 'Customer travelling',
    });
  });

  it('asks for a signed file link with the key in the query', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 200, url: 'https://s3/x?sig', expires_in: 60 }),
    );
    await expect(client.tickets.fileLink(ID, 'uploads/tickets/a b.jpg')).resolves.toEqual({
      url: 'https://s3/x?sig',
      expiresIn: 60,
    });
    expect(callLines(calls)[0]).toContain(`/file-link/?key=uploads%2Ftickets%2Fa+b.jpg`);
  });
});
