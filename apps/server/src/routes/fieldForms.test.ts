import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CSO_URL_IDS, DEMO_LINKS, DEMO_PROJECT_IDS, DEMO_TICKET_IDS } from '../fieldForms/demo.ts';
import { parseFormDate } from '../fieldForms/input.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { FIELD_FORM_MESSAGES } from './fieldForms.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

let app: FastifyInstance;
let clock = Date.parse('2026-03-10T09:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await app?.close();
});

/** A multipart body built by the platform's FormData, as a browser would send it. */
async function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; type: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), `${name}.png`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const REPORT = {
  slno: '1',
  caseid: 'CASE-2026-0417',
  serviestype: 'Laptop Repair',
  productserialno: 'sn-88af12',
  productmodelno: 'lat-5440',
  productname: 'Latitude 5440',
  calllogdate: '01-03-2026 05:15 PM',
  arrivaldate: '2026-03-02T05:00:00.000Z',
  systemfixdate: '02-03-2026 01:15 PM',
  customername: 'Meera Iyer',
  customercontactperson: 'Meera Iyer',
  customerphone: '9812345670',
  customeraddress: '14 MG Road, Camp, Pune, Maharashtra 411001',
  issuedescription: 'Does not boot',
  resolutionsummary: 'Replaced the SSD',
  engineername: 'Ravi Kumar',
  date: '02-03-2026 01:30 PM',
  uefifailureid: '',
  tickets: DEMO_TICKET_IDS.laptopRepair,
};

async function createReport(
  fields: Record<string, string> = REPORT,
  signature = { data: PNG, type: 'image/png' },
) {
  const body = await multipart(fields, signature ? { enggsigfiles: signature } : {});
  return app.inject({ method: 'POST', url: '/api/management/cso-data/', ...body });
}

const FEEDBACK = {
  overallexperiance: '4',
  schduledate: '05-03-2026 10:00 AM',
  costumercomment: 'Quick and tidy.',
};

async function updateReport(
  id: number | string,
  fields: Record<string, string> = FEEDBACK,
  method: 'PUT' | 'PATCH' = 'PUT',
) {
  const body = await multipart(fields, { custsigfiles: { data: JPEG, type: 'image/jpeg' } });
  return app.inject({ method, url: `/api/management/cso-data/${id}/`, ...body });
}

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

describe('GET /management/cso-url-check/', () => {
  const check = (ticket_id: string, urlunique_id: string) =>
    app.inject({ method: 'GET', url: '/api/management/cso-url-check/', query: { ticket_id, urlunique_id } });

  it('answers the prefilled fields for a valid link', async () => {
    const response = await check(DEMO_TICKET_IDS.laptopRepair, DEMO_CSO_URL_IDS.laptopRepair);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: 'Valid link',
      data: {
        status: {
          case_id: 'CASE-2026-0417',
          sowsubtype: 'Laptop Repair',
          start_time: '2026-03-02T05:00:00.000Z',
          end_time: '2026-03-02T07:45:00.000Z',
          customer_name: 'Meera Iyer',
          customer_phone: '9812345670',
          raw_address: '14 MG Road, Camp, Pune, Maharashtra 411001',
        },
      },
    });
  });

  it("answers 404 with the server's message for a wrong or mismatched link id", async () => {
    for (const [ticket, url] of [
      [DEMO_TICKET_IDS.laptopRepair, DEMO_CSO_URL_IDS.printerInstall],
      [DEMO_TICKET_IDS.laptopRepair, 'x'.repeat(43)],
      ['unknown', DEMO_CSO_URL_IDS.laptopRepair],
    ] as const) {
      const response = await check(ticket, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: FIELD_FORM_MESSAGES.invalidLink });
    }
  });

  it('answers 400 with the same message for a malformed id, and 410 for an expired link', async () => {
    const malformed = await check('../etc', 'a b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(FIELD_FORM_MESSAGES.invalidLink);
    const missing = await app.inject({ method: 'GET', url: '/api/management/cso-url-check/' });
    expect(missing.statusCode).toBe(400);
    const expired = await check(DEMO_TICKET_IDS.expiredLink, DEMO_CSO_URL_IDS.expiredLink);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ status: 410, message: FIELD_FORM_MESSAGES.expiredLink });
  });
});

describe('service call report', () => {
  it('step 1 creates the record, step 2 completes it, and the record reads back', async () => {
    const created = await createReport();
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({
      status: 200,
      message: FIELD_FORM_MESSAGES.reportSaved,
      id: expect.any(Number),
      customer_name: 'Meera Iyer',
      customer_phone: '9812345670',
      date: '2026-03-02T08:00:00.000Z',
    });

    const updated = await updateReport(body.id);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ status: 200, message: FIELD_FORM_MESSAGES.feedbackSaved });

    const stored = await app.inject({ method: 'GET', url: `/api/dev/cso-data/${body.id}/` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({
      id: body.id,
      ticket_id: DEMO_TICKET_IDS.laptopRepair,
      caseid: 'CASE-2026-0417',
      productserialno: 'SN-88AF12',
      productmodelno: 'LAT-5440',
      calllogdate: '2026-03-01T11:45:00.000Z',
      arrivaldate: '2026-03-02T05:00:00.000Z',
      enggsigfiles: {
        content_type: 'image/png',
        bytes: PNG.length,
        sha256: createHash('sha256').update(PNG).digest('hex'),
      },
      overallexperiance: 4,
      schduledate: '2026-03-05T04:30:00.000Z',
      costumercomment: 'Quick and tidy.',
      custsigfiles: { content_type: 'image/jpeg', bytes: JPEG.length },
    });
  });

  it('refuses a second feedback (409), an unknown report (404), and accepts PATCH and rating labels', async () => {
    const { id } = (await createReport()).json();
    expect(
      (await updateReport(id, { ...FEEDBACK, overallexperiance: 'Excellent' }, 'PATCH')).statusCode,
    ).toBe(200);
    const again = await updateReport(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FIELD_FORM_MESSAGES.feedbackDone);
    expect(
      (await app.inject({ method: 'GET', url: `/api/dev/cso-data/${id}/` })).json().data.overallexperiance,
    ).toBe(5);
    const unknown = await updateReport(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FIELD_FORM_MESSAGES.reportNotFound);
    expect((await updateReport('abc')).statusCode).toBe(404);
  });

  it('answers 400 with the field for each empty required field', async () => {
    for (const field of ['caseid', 'productname', 'customeraddress', 'engineername', 'tickets']) {
      const response = await createReport({ ...REPORT, [field]: '  ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: 'Please fill the field!', field });
    }
  });

  it('checks dates, phone, signature and ticket', async () => {
    const badDate = await createReport({ ...REPORT, arrivaldate: '31-02-2026 10:00 AM' });
    expect(badDate.json()).toEqual({ status: 400, message: 'Please Select the date!', field: 'arrivaldate' });
    const badHour = await createReport({ ...REPORT, systemfixdate: '02-03-2026 13:00 PM' });
    expect(badHour.json().field).toBe('systemfixdate');
    const phone = await createReport({ ...REPORT, customerphone: 'call me' });
    expect(phone.json()).toMatchObject({ status: 400, field: 'customerphone' });
    const noSignature = await createReport(REPORT, null as never);
    expect(noSignature.json()).toEqual({
      status: 400,
      message: FIELD_FORM_MESSAGES.signatureRequired,
      field: 'enggsigfiles',
    });
    const notImage = await createReport(REPORT, { data: Buffer.from('<svg/>'), type: 'image/png' });
    expect(notImage.json().message).toBe(FIELD_FORM_MESSAGES.signatureInvalid);
    const big = await createReport(REPORT, {
      data: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]),
      type: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(FIELD_FORM_MESSAGES.signatureTooLarge);
    const ticket = await createReport({ ...REPORT, tickets: 'f'.repeat(32) });
    expect(ticket.statusCode).toBe(404);
    const json = await app.inject({ method: 'POST', url: '/api/management/cso-data/', payload: REPORT });
    expect(json.statusCode).toBe(415);
  });

  it('checks the feedback fields', async () => {
    const { id } = (await createReport()).json();
    const rating = await updateReport(id, { ...FEEDBACK, overallexperiance: '6' });
    expect(rating.json()).toMatchObject({ status: 400, field: 'overallexperiance' });
    const date = await updateReport(id, { ...FEEDBACK, schduledate: '' });
    expect(date.json()).toEqual({ status: 400, message: 'Please Select the date!', field: 'schduledate' });
    const comment = await updateReport(id, { ...FEEDBACK, costumercomment: '' });
    expect(comment.json()).toEqual({
      status: 400,
      message: 'Please fill the field!',
      field: 'costumercomment',
    });
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
    expect(response.json()).toEqual({ status: 200, message: FIELD_FORM_MESSAGES.dataSaved });
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
    expect(required.json()).toEqual({
      status: 400,
      message: 'Please fill the field!',
      field: 'Serial number',
    });
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
    expect(noTemplate.json()).toEqual({ status: 404, message: FIELD_FORM_MESSAGES.noTemplate });
    expect((await save({ ticket })).statusCode).toBe(400);
  });
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
    expect(unknown.json()).toEqual({ status: 404, message: FIELD_FORM_MESSAGES.surveyLink });
  });

  it('stores the answers as survey answer items and reads them back', async () => {
    const ticket = DEMO_TICKET_IDS.printerInstall;
    const response = await submit({ ticket, template: 1, data: answers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: FIELD_FORM_MESSAGES.surveySaved });
    const stored = await app.inject({ method: 'GET', url: `/api/dev/csat-responses/?ticket=${ticket}` });
    expect(stored.json().results.at(-1)).toMatchObject({ ticket, template: 1, data: answers });
  });

  it('refuses missing required answers, foreign choices, unknown questions and a wrong template', async () => {
    const ticket = DEMO_TICKET_IDS.printerInstall;
    const missing = await submit({ ticket, template: 1, data: answers.filter((a) => a.question_id !== 3) });
    expect(missing.json()).toEqual({ status: 400, message: 'Please complete this field', field: '3' });
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
    expect(wrong.json()).toEqual({ status: 400, message: FIELD_FORM_MESSAGES.wrongTemplate });
    const source = await submit({ ticket, template: 1, data: [{ ...answers[0], source: 'app' }] });
    expect(source.statusCode).toBe(400);
    expect((await submit({ ticket: 'f'.repeat(32), template: 1, data: answers })).statusCode).toBe(404);
  });
});

describe('the clock', () => {
  it('expires links by the server clock', async () => {
    clock = Date.parse('2025-11-30T00:00:00Z');
    const beforeExpiry = await app.inject({
      method: 'GET',
      url: '/api/management/cso-url-check/',
      query: { ticket_id: DEMO_TICKET_IDS.expiredLink, urlunique_id: DEMO_CSO_URL_IDS.expiredLink },
    });
    expect(beforeExpiry.statusCode).toBe(200);
    clock = Date.parse('2026-03-10T09:00:00Z');
  });
});
