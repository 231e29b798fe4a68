import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

const wireTicket = {
  ticket_id: 'a'.repeat(32),
  ticket_number: 'TKT-300241',
  customer_name: 'Kavya Nair',
  district: 'Bangalore',
  state: 'Karnataka',
  pincode: '560001',
  product_name: 'HP ProBook 440 G9',
  serial_number: 'SN5207471',
  sowsubtype: 'Break-Fix',
  status: 'completed',
};

describe('verification work resources (issue 14)', () => {
  it('client.kciTasks.complete sends item_id/answer and a trimmed remark only when given', async () => {
    const task = {
      id: 7,
      ticket: wireTicket,
      template_name: 'Break-Fix KCI',
      status: 'completed',
      result: 'failed',
      due_at: null,
      completed_at: '2026-11-25T10:00:00Z',
      created_at: '2026-11-20T10:00:00Z',
      assignee_name: 'Demo KCI',
      items: [],
    };
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, message: 'done', task }));
    const answer = await client.kciTasks.complete(7, [
      { itemId: 1, answer: 'fail', remark: '  torn  ' },
      { itemId: 2, answer: 'pass', remark: '' },
    ]);
    expect(answer.task).toMatchObject({
      templateName: 'Break-Fix KCI',
      ticket: { ticketNumber: 'TKT-300241', sowSubtype: 'Break-Fix' },
    });
    expect(callLines(calls)).toEqual(['POST https://portal.example/api/management/kci-tasks/7/complete/']);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      answers: [
        { item_id: 1, answer: 'fail', remark: 'torn' },
        { item_id: 2, answer: 'pass' },
      ],
    });
  });

  it('client.verifySchedule.schedule sends the server words; rateCards.detail maps paise lines', async () => {
    const verification = {
      id: 3,
      ticket: wireTicket,
      visit_closed_at: '2026-11-20T10:00:00Z',
      engineer_name: null,
      status: 'scheduled',
      channel: 'visit',
      scheduled_at: '2026-11-26T04:30:00Z',
      assignee_name: 'Meera Iyer',
      outcome_note: null,
      recorded_at: null,
      created_at: '2026-11-20T10:00:00Z',
    };
    const rate = {
      rate_id: 'RC-002',
      sowsubtype: 'Break-Fix',
      region: 'South zone',
      region_kind: 'zone',
      currency: 'INR',
      effective_from: '2026-04-01',
      effective_to: null,
      status: 'active',
      base_paise: 90000,
      lines: [{ position: 1, label: 'Base visit', unit: 'per_visit', amount_paise: 90000 }],
    };
    const { client, calls } = clientWith((url) =>
      jsonResponse(
        String(url).includes('rate-cards')
          ? { status: 200, rate_card: rate }
          : { status: 200, message: 'ok', verification },
      ),
    );
    const scheduled = await client.verifySchedule.schedule(3, {
      scheduledAt: '2026-11-26T04:30:00.000Z',
      channel: 'visit',
      assigneeName: ' Meera Iyer ',
    });
    expect(scheduled.verification).toMatchObject({ status: 'scheduled', assigneeName: 'Meera Iyer' });
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      scheduled_at: '2026-11-26T04:30:00.000Z',
      channel: 'visit',
      assignee_name: 'Meera Iyer',
    });
    await expect(client.rateCards.detail('RC-002')).resolves.toMatchObject({
      rateId: 'RC-002',
      regionKind: 'zone',
      lines: [{ label: 'Base visit', unit: 'per_visit', amountPaise: 90000 }],
    });
  });
});
