import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CSO_URL_IDS, DEMO_TICKET_IDS } from '../../fieldForms/demo.ts';
import { buildTestApp } from '../../testing/testApp.ts';
import { FIELD_FORM_MESSAGES } from '../../fieldForms/shared.ts';
import { withMessageId } from '../../testing/messageIds.ts';

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
  uefifailureid: 'UEFI-0042',
  tickets: DEMO_TICKET_IDS.laptopRepair,
  urlunique_id: DEMO_CSO_URL_IDS.laptopRepair,
};

async function createReport(
  fields: Record<string, string> = REPORT,
  signature = { data: PNG, type: 'image/png' },
) {
  const body = await multipart(fields, signature ? { enggsigfiles: signature } : {});
  return app.inject({ method: 'POST', url: '/api/management/cso-data/', ...body });
}

/** The link's credential, carried by step 2 as by step 1 (issue 15). */
const LAPTOP_LINK = { tickets: DEMO_TICKET_IDS.laptopRepair, urlunique_id: DEMO_CSO_URL_IDS.laptopRepair };

const FEEDBACK = {
  ...LAPTOP_LINK,
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

describe('GET /management/cso-url-check/', () => {
  const check = (ticket_id: string, urlunique_id: string) =>
    app.inject({ method: 'GET', url: '/api/management/cso-url-check/', query: { ticket_id, urlunique_id } });

  it('answers the prefilled fields for a valid link', async () => {
    const response = await check(DEMO_TICKET_IDS.laptopRepair, DEMO_CSO_URL_IDS.laptopRepair);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      withMessageId({
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
      }),
    );
  });

  it("answers 404 with the server's message for a wrong or mismatched link id", async () => {
    for (const [ticket, url] of [
      [DEMO_TICKET_IDS.laptopRepair, DEMO_CSO_URL_IDS.printerInstall],
      [DEMO_TICKET_IDS.laptopRepair, 'x'.repeat(43)],
      ['unknown', DEMO_CSO_URL_IDS.laptopRepair],
    ] as const) {
      const response = await check(ticket, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        withMessageId({ status: 404, message: FIELD_FORM_MESSAGES.invalidLink }),
      );
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
    expect(expired.json()).toEqual(withMessageId({ status: 410, message: FIELD_FORM_MESSAGES.expiredLink }));
  });
});

describe('service call report', () => {
  it('step 1 creates the record, step 2 completes it, and the record reads back', async () => {
    const created = await createReport();
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual(
      withMessageId({
        status: 200,
        message: FIELD_FORM_MESSAGES.reportSaved,
        id: expect.any(Number),
        customer_name: 'Meera Iyer',
        customer_phone: '9812345670',
        date: '2026-03-02T08:00:00.000Z',
      }),
    );

    const updated = await updateReport(body.id);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual(
      withMessageId({ status: 200, message: FIELD_FORM_MESSAGES.feedbackSaved }),
    );

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
    // Operations §5: "All listed text fields are required", serial no. and UEFI failure ID included.
    for (const field of [
      'slno',
      'caseid',
      'productname',
      'customeraddress',
      'engineername',
      'uefifailureid',
      'tickets',
    ]) {
      const response = await createReport({ ...REPORT, [field]: '  ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual(
        withMessageId({ status: 400, message: 'Please fill the field!', field }),
      );
    }
    for (const omitted of ['slno', 'uefifailureid']) {
      const { [omitted]: _gone, ...rest } = REPORT as Record<string, string>;
      const response = await createReport(rest);
      expect(response.json(), omitted).toEqual(
        withMessageId({
          status: 400,
          message: 'Please fill the field!',
          field: omitted,
        }),
      );
    }
  });

  it('requires the date like the other dates', async () => {
    const { date: _gone, ...withoutDate } = REPORT;
    for (const fields of [{ ...REPORT, date: '' }, withoutDate]) {
      const response = await createReport(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        withMessageId({ status: 400, message: 'Please Select the date!', field: 'date' }),
      );
    }
  });

  it('checks dates, phone, signature and ticket', async () => {
    const badDate = await createReport({ ...REPORT, arrivaldate: '31-02-2026 10:00 AM' });
    expect(badDate.json()).toEqual(
      withMessageId({ status: 400, message: 'Please Select the date!', field: 'arrivaldate' }),
    );
    const badHour = await createReport({ ...REPORT, systemfixdate: '02-03-2026 13:00 PM' });
    expect(badHour.json().field).toBe('systemfixdate');
    const phone = await createReport({ ...REPORT, customerphone: 'call me' });
    expect(phone.json()).toMatchObject({ status: 400, field: 'customerphone' });
    const noSignature = await createReport(REPORT, null as never);
    expect(noSignature.json()).toEqual(
      withMessageId({
        status: 400,
        message: FIELD_FORM_MESSAGES.signatureRequired,
        field: 'enggsigfiles',
      }),
    );
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
    expect(date.json()).toEqual(
      withMessageId({ status: 400, message: 'Please Select the date!', field: 'schduledate' }),
    );
    const comment = await updateReport(id, { ...FEEDBACK, costumercomment: '' });
    expect(comment.json()).toEqual(
      withMessageId({
        status: 400,
        message: 'Please fill the field!',
        field: 'costumercomment',
      }),
    );
  });
});

describe('the link is the credential of every write (issue 15)', () => {
  const PRINTER_LINK = {
    tickets: DEMO_TICKET_IDS.printerInstall,
    urlunique_id: DEMO_CSO_URL_IDS.printerInstall,
  };

  it('step 2 without the link, or with a wrong link id, answers 404 and saves nothing', async () => {
    const { id } = (await createReport()).json();
    const { tickets: _t, urlunique_id: _u, ...bare } = FEEDBACK;
    for (const fields of [
      bare,
      { ...bare, tickets: DEMO_TICKET_IDS.laptopRepair },
      { ...bare, tickets: DEMO_TICKET_IDS.laptopRepair, urlunique_id: DEMO_CSO_URL_IDS.printerInstall },
      { ...bare, tickets: DEMO_TICKET_IDS.laptopRepair, urlunique_id: 'x'.repeat(43) },
      { ...bare, tickets: '../etc', urlunique_id: 'a b' },
    ]) {
      const response = await updateReport(id, fields);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        withMessageId({ status: 404, message: FIELD_FORM_MESSAGES.invalidLink }),
      );
    }
    const stored = await app.inject({ method: 'GET', url: `/api/dev/cso-data/${id}/` });
    expect(stored.json().data.feedback_at).toBeNull();
  });

  it("answers the same 404 for an unknown report and for another ticket's report", async () => {
    const { id } = (await createReport()).json();
    const foreign = await updateReport(id, { ...FEEDBACK, ...PRINTER_LINK });
    const unknown = await updateReport(999_999, { ...FEEDBACK, ...PRINTER_LINK });
    const tooBig = await updateReport('99999999999999999999', { ...FEEDBACK, ...PRINTER_LINK });
    for (const response of [foreign, unknown, tooBig]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        withMessageId({ status: 404, message: FIELD_FORM_MESSAGES.reportNotFound }),
      );
    }
    // The feedback was not saved through the foreign link, so the report's own link still can.
    expect((await updateReport(id)).statusCode).toBe(200);
  });

  it('step 1 needs the link id, and the expired demo link no longer saves (410)', async () => {
    const { urlunique_id: _gone, ...withoutLink } = REPORT;
    const missing = await createReport(withoutLink);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FIELD_FORM_MESSAGES.invalidLink);
    const mismatched = await createReport({ ...REPORT, urlunique_id: DEMO_CSO_URL_IDS.printerInstall });
    expect(mismatched.statusCode).toBe(404);
    const expired = await createReport({
      ...REPORT,
      tickets: DEMO_TICKET_IDS.expiredLink,
      urlunique_id: DEMO_CSO_URL_IDS.expiredLink,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual(withMessageId({ status: 410, message: FIELD_FORM_MESSAGES.expiredLink }));
  });

  it('refuses both steps and the link check for a closed ticket (410)', async () => {
    const { id } = (await createReport({ ...REPORT, ...PRINTER_LINK })).json();
    await app.ctx.db.query(`UPDATE field_tickets SET status = 'closed' WHERE ticket_id = $1`, [
      DEMO_TICKET_IDS.printerInstall,
    ]);
    try {
      const created = await createReport({ ...REPORT, ...PRINTER_LINK });
      expect(created.statusCode).toBe(410);
      expect(created.json().message).toBe(FIELD_FORM_MESSAGES.ticketClosed);
      const feedback = await updateReport(id, { ...FEEDBACK, ...PRINTER_LINK });
      expect(feedback.statusCode).toBe(410);
      const check = await app.inject({
        method: 'GET',
        url: '/api/management/cso-url-check/',
        query: { ticket_id: PRINTER_LINK.tickets, urlunique_id: PRINTER_LINK.urlunique_id },
      });
      expect(check.statusCode).toBe(410);
    } finally {
      await app.ctx.db.query(`UPDATE field_tickets SET status = 'new' WHERE ticket_id = $1`, [
        DEMO_TICKET_IDS.printerInstall,
      ]);
    }
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
