import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../messaging/notifier.ts';
import { pdfTextLines } from '../../testing/pdfText.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { IDEMPOTENCY_MESSAGES } from './schemas.ts';
import { canonicalJson, completeReportOfTicket, storedReport } from './reportPdf.ts';

/**
 * Issue 23: idempotent submits of the service call report (Idempotency-Key), and the report PDF
 * made at completion: stored, e-mailed to the customer, downloadable by ticket readers only.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Mail = Parameters<MailTransport['sendMail']>[0];
const mails: Mail[] = [];
let app: FastifyInstance;
let ticketId = '';
let foreignTicketId = '';
const LINK_ID = 'evidence-link-0123456789abcdef0123456789';
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({
    config: { storageMode: 'local' },
    messaging: {
      mailTransport: {
        sendMail: async (message) => {
          mails.push(message);
        },
      },
    },
  });
  const db = app.ctx.db;
  const [mine] = await db.query<{ ticket_id: string }>(
    `SELECT ticket_id FROM field_tickets WHERE project_ref = 1 AND ticket_number IS NOT NULL
       AND status NOT IN ('closed', 'cancelled') ORDER BY id LIMIT 1`,
  );
  const [foreign] = await db.query<{ ticket_id: string }>(
    `SELECT ticket_id FROM field_tickets WHERE project_ref = 2 AND ticket_number IS NOT NULL ORDER BY id LIMIT 1`,
  );
  ticketId = mine!.ticket_id;
  foreignTicketId = foreign!.ticket_id;
  await db.query(
    "UPDATE field_tickets SET customer_email = 'kavya.nair@customer.test' WHERE ticket_id = $1",
    [ticketId],
  );
  await db.query('INSERT INTO cso_links (url_id, ticket_id) VALUES ($1, $2)', [LINK_ID, ticketId]);
  for (const role of ['coordinator', 'client_user', 'partner', 'finance_user']) {
    token[role] = await signIn(app, `${role}@demo.test`);
  }
});

afterAll(async () => {
  await app?.close();
});

async function multipart(fields: Record<string, string>, files: Record<string, Buffer>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, data] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(data)], { type: 'image/png' }), `${name}.png`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const report = () => ({
  slno: '7',
  caseid: 'CASE-EVIDENCE-1',
  serviestype: 'Break-Fix',
  productserialno: 'sn-77',
  productmodelno: 'probook-440',
  productname: 'HP ProBook 440 G9',
  calllogdate: '2026-03-01T10:00:00.000Z',
  arrivaldate: '2026-03-02T05:00:00.000Z',
  systemfixdate: '2026-03-02T07:00:00.000Z',
  customername: 'Kavya Nair',
  customercontactperson: 'Kavya Nair',
  customerphone: '9812345678',
  customeraddress: '12 Residency Road, Bengaluru 560001',
  issuedescription: 'Screen flickers after wake',
  resolutionsummary: 'Replaced the display cable',
  engineername: 'Ravi Kumar',
  date: '2026-03-02T07:30:00.000Z',
  uefifailureid: 'UEFI-0099',
  tickets: ticketId,
  urlunique_id: LINK_ID,
  enggsig_page: `/cso_form/${ticketId}/${LINK_ID}#engineer`,
});

async function submit(fields: Record<string, string>, key?: string) {
  const body = await multipart(fields, { enggsigfiles: PNG });
  return app.inject({
    method: 'POST',
    url: '/api/management/cso-data/',
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function feedback(id: number, fields: Record<string, string>, key?: string) {
  const body = await multipart(
    { tickets: ticketId, urlunique_id: LINK_ID, ...fields },
    { custsigfiles: PNG },
  );
  return app.inject({
    method: 'PUT',
    url: `/api/management/cso-data/${id}/`,
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const reportCount = async () =>
  (
    await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cso_reports WHERE ticket_id = $1', [
      ticketId,
    ])
  )[0]!.n;

const download = (role: string, ticket = ticketId) =>
  app.inject({
    method: 'GET',
    url: `/api/management/tickets/${ticket}/report-pdf/`,
    headers: { authorization: `Token ${token[role]}` },
  });

describe('service call report evidence (issue 23)', () => {
  let reportId = 0;

  it('answers a retried step 1 with the first response and stores one report', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000001';
    const first = await submit(report(), key);
    expect(first.statusCode).toBe(200);
    const again = await submit(report(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await reportCount()).toBe(1);
    reportId = first.json<{ id: number }>().id;
  });

  it('refuses another body under a used key (422) and a malformed key (400)', async () => {
    const reused = await submit({ ...report(), slno: '8' }, 'c0ffee00-0000-4000-8000-000000000001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    const malformed = await submit(report(), 'bad key!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await reportCount()).toBe(1);
  });

  it('has no PDF to download before the feedback (404), and none without sign-in (401)', async () => {
    const none = await download('coordinator');
    expect(none.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/management/tickets/${ticketId}/report-pdf/`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a retried step 2 with the first response; another body under its key is 422', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000002';
    const fields = {
      overallexperiance: '5',
      schduledate: '2026-03-09T04:30:00.000Z',
      costumercomment: 'Fixed in one visit.',
      custsig_page: `/cso_form/${ticketId}/${LINK_ID}#feedback`,
    };
    const first = await feedback(reportId, fields, key);
    expect(first.statusCode).toBe(200);
    const again = await feedback(reportId, fields, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await feedback(reportId, { ...fields, costumercomment: 'Changed' }, key);
    expect(other.statusCode).toBe(422);
    const noKey = await feedback(reportId, fields);
    expect(noKey.statusCode).toBe(409);
  });

  it('e-mails the customer the PDF with every field, both signers, times, pages and the hash', async () => {
    const row = await completeReportOfTicket(app.ctx.db, ticketId);
    expect(row?.pdf_key).toBeTruthy();
    const expectedHash = createHash('sha256')
      .update(canonicalJson(storedReport(row!)))
      .digest('hex');
    expect(row!.report_sha256).toBe(expectedHash);

    const mail = mails.find((item) => item.to === 'kavya.nair@customer.test');
    expect(mail?.subject).toBe('Service call report CASE-EVIDENCE-1');
    const attachment = mail?.attachments?.[0];
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = new Uint8Array(attachment!.content);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(row!.pdf_sha256);

    const text = pdfTextLines(pdf).join('\n');
    for (const value of [
      'Service Call Report',
      'CASE-EVIDENCE-1',
      'SN-77',
      'PROBOOK-440',
      'HP ProBook 440 G9',
      'Screen flickers after wake',
      'Replaced the display cable',
      'UEFI-0099',
      'Ravi Kumar (Engineer)',
      'Kavya Nair (Customer)',
      '5 of 5 (Excellent)',
      'Fixed in one visit.',
      `/cso_form/${ticketId}/${LINK_ID}#engineer`,
      `/cso_form/${ticketId}/${LINK_ID}#feedback`,
      new Date(row!.feedback_at).toISOString().replace('T', ' ').slice(0, 19),
      expectedHash,
    ]) {
      expect(text).toContain(value);
    }
    const doc = await PDFDocument.load(pdf);
    expect(doc.getKeywords()).toContain(expectedHash);
  });

  it('gives ticket readers a signed link to the same PDF, and refuses other roles and companies', async () => {
    const staff = await download('coordinator');
    expect(staff.statusCode).toBe(200);
    const body = staff.json<{ url: string; pdf_sha256: string; report_sha256: string; expires_in: number }>();
    expect(body.expires_in).toBe(60);
    const fetched = new Uint8Array(await (await fetch(body.url)).arrayBuffer());
    expect(createHash('sha256').update(fetched).digest('hex')).toBe(body.pdf_sha256);
    expect(pdfTextLines(fetched).join('\n')).toContain(body.report_sha256);

    expect((await download('client_user')).statusCode).toBe(200);
    expect((await download('partner')).statusCode).toBe(403);
    expect((await download('finance_user')).statusCode).toBe(403);
    const foreign = await download('client_user', foreignTicketId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Ticket not found.');
  });
});
