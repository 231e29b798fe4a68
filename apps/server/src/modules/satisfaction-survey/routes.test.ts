import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TICKET_IDS } from '../../fieldForms/demo.ts';
import { buildTestApp } from '../../testing/testApp.ts';
import { FIELD_FORM_MESSAGES } from '../../fieldForms/shared.ts';
import { withMessageId } from '../../testing/messageIds.ts';

let app: FastifyInstance;
const clock = Date.parse('2026-03-10T09:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await app?.close();
});

describe('satisfaction survey', () => {
  const template = (ticket: string) =>
    app.inject({ method: 'GET', url: '/api/management/csat-template/', query: { ticket } });
  const submit = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/management/csat-response/', payload });
  const answers = [
    { question_id: 1, answer: 'Satisfied', source: 'web' },
    { question_id: 2, answer: 'Arrived on time, Kept the area clean', source: 'web' },
    { question_id: 3, answer: 'WhatsApp', source: 'web' },
    { question_id: 4, answer: 'Ravi', source: 'web' },
    { question_id: 5, answer: 'Thank you.', source: 'web' },
  ];

  it('answers the template with the five question types', async () => {
    const response = await template(DEMO_TICKET_IDS.printerInstall);
    expect(response.statusCode).toBe(200);
    const survey = response.json().data[0];
    expect(survey).toMatchObject({ id: 1, name: 'Customer satisfaction survey', show_logo: true });
    expect(survey.data.map((question: { type: string }) => question.type)).toEqual([
      'multiple-choice',
      'checkboxes',
      'dropdown',
      'short-answer',
      'paragraph',
    ]);
    expect(Object.keys(survey.data[0]).sort()).toEqual(
      ['id', 'type', 'questionText', 'note', 'options', 'required', 'placeholderText'].sort(),
    );
    expect((await template(DEMO_TICKET_IDS.noQuestions)).json().data[0].data).toEqual([]);
    const unknown = await template('f'.repeat(32));
    expect(unknown.json()).toEqual(withMessageId({ status: 404, message: FIELD_FORM_MESSAGES.surveyLink }));
  });

  it('stores the answers as survey answer items and reads them back', async () => {
    const ticket = DEMO_TICKET_IDS.printerInstall;
    const response = await submit({ ticket, template: 1, data: answers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(withMessageId({ status: 200, message: FIELD_FORM_MESSAGES.surveySaved }));
    const stored = await app.inject({ method: 'GET', url: `/api/dev/csat-responses/?ticket=${ticket}` });
    expect(stored.json().results.at(-1)).toMatchObject({ ticket, template: 1, data: answers });
  });

  it('refuses missing required answers, foreign choices, unknown questions and a wrong template', async () => {
    // A ticket not answered yet: a refused response stores nothing, so the ticket stays open for one.
    const ticket = DEMO_TICKET_IDS.laptopRepair;
    const missing = await submit({ ticket, template: 1, data: answers.filter((a) => a.question_id !== 3) });
    expect(missing.json()).toEqual(
      withMessageId({ status: 400, message: 'Please complete this field', field: '3' }),
    );
    const blank = await submit({ ticket, template: 1, data: [{ ...answers[0], answer: ' ' }, answers[2]] });
    expect(blank.json()).toMatchObject({ status: 400, field: '1' });
    const foreign = await submit({
      ticket,
      template: 1,
      data: [
        answers[0],
        { question_id: 2, answer: 'Arrived on time, Sang a song', source: 'web' },
        answers[2],
      ],
    });
    expect(foreign.json()).toMatchObject({ status: 400, field: '2' });
    const unknown = await submit({
      ticket,
      template: 1,
      data: [...answers, { question_id: 9, answer: 'x', source: 'web' }],
    });
    expect(unknown.json()).toMatchObject({ status: 400, field: '9' });
    const repeated = await submit({ ticket, template: 1, data: [...answers, answers[0]] });
    expect(repeated.json()).toMatchObject({ status: 400, field: '1' });
    const wrong = await submit({ ticket, template: 2, data: answers });
    expect(wrong.json()).toEqual(withMessageId({ status: 400, message: FIELD_FORM_MESSAGES.wrongTemplate }));
    const source = await submit({ ticket, template: 1, data: [{ ...answers[0], source: 'app' }] });
    expect(source.statusCode).toBe(400);
    expect((await submit({ ticket: 'f'.repeat(32), template: 1, data: answers })).statusCode).toBe(404);
  });

  it('takes one response per ticket: a second answers 409 and stores nothing (issue 15)', async () => {
    const ticket = DEMO_TICKET_IDS.printerInstall;
    const before = (
      await app.inject({ method: 'GET', url: `/api/dev/csat-responses/?ticket=${ticket}` })
    ).json().results.length;
    expect(before).toBe(1);
    const again = await submit({ ticket, template: 1, data: answers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(withMessageId({ status: 409, message: FIELD_FORM_MESSAGES.surveyDone }));
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => submit({ ticket: DEMO_TICKET_IDS.laptopRepair, template: 1, data: answers })),
    );
    expect(concurrent.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await app.inject({ method: 'GET', url: `/api/dev/csat-responses/?ticket=${ticket}` });
    expect(after.json().results).toHaveLength(1);
  });

  it('refuses a closed ticket with 410 (issue 15)', async () => {
    const ticket = DEMO_TICKET_IDS.expiredLink;
    await app.ctx.db.query(`UPDATE field_tickets SET status = 'closed' WHERE ticket_id = $1`, [ticket]);
    const closed = await submit({ ticket, template: 1, data: answers });
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toEqual(withMessageId({ status: 410, message: FIELD_FORM_MESSAGES.ticketClosed }));
  });
});
