import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CSO_URL_IDS, DEMO_LINKS, DEMO_PROJECT_IDS, DEMO_TICKET_IDS } from '../../fieldForms/demo.ts';
import { parseFormDate } from '../../fieldForms/input.ts';
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

/** A multipart body built by the platform's FormData, as a browser would send it. */
describe('demo links', () => {
  it('carry at least 128 random bits and are the paths of the spec', () => {
    for (const id of Object.values(DEMO_TICKET_IDS)) expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const id of Object.values(DEMO_CSO_URL_IDS)) expect(id).toMatch(/^[\w-]{43}$/);
    const all = [...Object.values(DEMO_TICKET_IDS), ...Object.values(DEMO_CSO_URL_IDS)];
    expect(new Set(all).size).toBe(all.length);
    expect(DEMO_LINKS.csoForm).toBe(
      `/cso_form/${DEMO_TICKET_IDS.laptopRepair}/${DEMO_CSO_URL_IDS.laptopRepair}`,
    );
    expect(DEMO_LINKS.usdForm).toBe(`/usd_form/${DEMO_TICKET_IDS.laptopRepair}/${DEMO_PROJECT_IDS.laptops}`);
    expect(DEMO_LINKS.csatSurvey).toBe(`/csat-survey/${DEMO_TICKET_IDS.laptopRepair}`);
  });

  it('are listed by the dev-only read-back', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/field-links/' });
    expect(response.json()).toEqual({ status: 200, links: DEMO_LINKS });
  });
});

describe('parseFormDate', () => {
  it('reads ISO 8601 and DD-MM-YYYY hh:mm A as India time', () => {
    expect(parseFormDate('05-03-2026 12:00 AM')?.toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(parseFormDate('05-03-2026 12:45 PM')?.toISOString()).toBe('2026-03-05T07:15:00.000Z');
    expect(parseFormDate('2026-03-05T10:00:00+05:30')?.toISOString()).toBe('2026-03-05T04:30:00.000Z');
    for (const bad of ['', 'tomorrow', '29-02-2026 10:00 AM', '05-03-2026 00:10 AM', '2026-13-01']) {
      expect(parseFormDate(bad), bad).toBeUndefined();
    }
  });
});

describe('unstructured data form', () => {
  it('lists the templates of a project, the last one being the current one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/management/unstructured-template/',
      query: { project: DEMO_PROJECT_IDS.laptops },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.at(-1)).toMatchObject({
      project: '101',
      name: 'Laptop repair details (v2)',
      data: [
        { key: 'Asset tag', is_optional: false, value: '' },
        { key: 'Serial number', is_optional: false, value: '' },
        { key: 'Parts replaced', is_optional: true, value: ['Keyboard', 'Battery'] },
        { key: 'Engineer remarks', is_optional: true, value: '' },
      ],
    });
    const none = await app.inject({
      method: 'GET',
      url: '/api/management/unstructured-template/?project=303',
    });
    expect(none.json()).toEqual({ status: 200, count: 0, results: [] });
    const bad = await app.inject({ method: 'GET', url: '/api/management/unstructured-template/' });
    expect(bad.statusCode).toBe(400);
  });

  const save = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/management/unstructured-update-by-template/', payload });

  it('saves the items against the last template and reads them back', async () => {
    const ticket = DEMO_TICKET_IDS.laptopRepair;
    const response = await save({
      ticket,
      data: [
        { key: 'Asset tag', value: 'AT-0042' },
        { key: 'Serial number', value: 'SN-1' },
        { key: 'Parts replaced', value: ['Keyboard'] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(withMessageId({ status: 200, message: FIELD_FORM_MESSAGES.dataSaved }));
    const stored = await app.inject({
      method: 'GET',
      url: `/api/dev/unstructured-responses/?ticket=${ticket}`,
    });
    expect(stored.json().results.at(-1).data).toEqual([
      { key: 'Asset tag', is_optional: false, value: 'AT-0042' },
      { key: 'Serial number', is_optional: false, value: 'SN-1' },
      { key: 'Parts replaced', is_optional: true, value: ['Keyboard'] },
      { key: 'Engineer remarks', is_optional: true, value: '' },
    ]);
  });

  it('refuses empty required, unknown and repeated items, unknown tickets and bad bodies', async () => {
    const ticket = DEMO_TICKET_IDS.laptopRepair;
    const required = await save({ ticket, data: [{ key: 'Asset tag', value: 'A' }] });
    expect(required.json()).toEqual(
      withMessageId({
        status: 400,
        message: 'Please fill the field!',
        field: 'Serial number',
      }),
    );
    const unknown = await save({ ticket, data: [{ key: 'Colour', value: 'red' }] });
    expect(unknown.json()).toMatchObject({ status: 400, field: 'Colour' });
    const repeated = await save({
      ticket,
      data: [
        { key: 'Asset tag', value: 'A' },
        { key: 'Asset tag', value: 'B' },
      ],
    });
    expect(repeated.json()).toMatchObject({ status: 400, field: 'Asset tag' });
    const badValue = await save({ ticket, data: [{ key: 'Asset tag', value: { a: 1 } }] });
    expect(badValue.statusCode).toBe(400);
    const noTicket = await save({ ticket: 'f'.repeat(32), data: [] });
    expect(noTicket.statusCode).toBe(404);
    const noTemplate = await save({ ticket: DEMO_TICKET_IDS.noQuestions, data: [] });
    expect(noTemplate.json()).toEqual(
      withMessageId({ status: 404, message: FIELD_FORM_MESSAGES.noTemplate }),
    );
    expect((await save({ ticket })).statusCode).toBe(400);
  });

  it('refuses a closed ticket with 410 (issue 15)', async () => {
    const ticket = DEMO_TICKET_IDS.printerInstall;
    await app.ctx.db.query(`UPDATE field_tickets SET status = 'cancelled' WHERE ticket_id = $1`, [ticket]);
    const closed = await save({ ticket, data: [{ key: 'Asset tag', value: 'AT-1' }] });
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toEqual(withMessageId({ status: 410, message: FIELD_FORM_MESSAGES.ticketClosed }));
  });

  it('answers 400, never 500, for NUL bytes and lone surrogates in values (issue 15)', async () => {
    const ticket = DEMO_TICKET_IDS.laptopRepair;
    for (const bad of [String.raw`AT\u00000042`, String.raw`AT-\ud800`, String.raw`\udfff`]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/management/unstructured-update-by-template/',
        headers: { 'content-type': 'application/json' },
        payload: `{"ticket":"${ticket}","data":[{"key":"Asset tag","value":"${bad}"},{"key":"Serial number","value":"S"}]}`,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
