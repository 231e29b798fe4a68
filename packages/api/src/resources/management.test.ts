import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { isUploadContentType } from '../uploadRules.ts';
import { joinSurveyChoices, lastTemplateData, type CsoReportInput } from './management.ts';

function setup(body: unknown = { status: 200 }, status = 200) {
  const { fetch, calls } = createFakeFetch(() => jsonResponse(body, status));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

const REPORT: CsoReportInput = {
  caseid: 'CASE-1',
  serviestype: 'Laptop Repair',
  productserialno: 'SN1',
  productmodelno: 'M1',
  productname: 'Latitude',
  calllogdate: '01-03-2026 05:15 PM',
  arrivaldate: '02-03-2026 10:30 AM',
  systemfixdate: '02-03-2026 01:15 PM',
  customername: 'Meera Iyer',
  customercontactperson: 'Meera Iyer',
  customerphone: '9812345670',
  customeraddress: 'Pune',
  issuedescription: 'No boot',
  resolutionsummary: 'SSD',
  engineername: 'Ravi',
  uefifailureid: undefined,
  tickets: 'e6ebe0675a179d33d14229cdd0382018',
  enggsigfiles: new Blob(['png'], { type: 'image/png' }),
};

describe('client.management', () => {
  it('checks a service call report link with ticket_id and urlunique_id', async () => {
    const { client, calls } = setup({ status: 200, data: { status: { case_id: 'CASE-1' } } });
    const answer = await client.management.csoUrlCheck({ ticket_id: 'T1', urlunique_id: 'U/1' });
    expect(calls[0]?.url).toBe(
      'https://api.example.com/api/management/cso-url-check/?ticket_id=T1&urlunique_id=U%2F1',
    );
    expect(answer.data.status.case_id).toBe('CASE-1');
  });

  it("rejects an invalid link with the server's message", async () => {
    const { client } = setup({ status: 404, message: 'This link is not valid.' }, 404);
    await expect(client.management.csoUrlCheck({ ticket_id: 'T', urlunique_id: 'U' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'This link is not valid.',
    });
  });

  it('sends step 1 as multipart with the signature image and leaves empty optionals out', async () => {
    const { client, calls } = setup({ status: 200, id: 7 });
    await client.management.createCsoReport(REPORT);
    expect(calls[0]?.url).toBe('https://api.example.com/api/management/cso-data/');
    expect(calls[0]?.init.method).toBe('POST');
    const form = calls[0]?.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false); // the browser adds the boundary
    expect(form.get('caseid')).toBe('CASE-1');
    expect(form.get('tickets')).toBe(REPORT.tickets);
    expect(form.has('uefifailureid')).toBe(false);
    const signature = form.get('enggsigfiles') as File;
    expect(signature.name).toBe('engineer-signature.png');
    expect(signature.type).toBe('image/png');
  });

  it('sends step 2 as a multipart PUT to the record', async () => {
    const { client, calls } = setup({ status: 200, message: 'ok' });
    await client.management.updateCsoReport(7, {
      overallexperiance: 4,
      schduledate: '05-03-2026 10:00 AM',
      costumercomment: 'Good',
      custsigfiles: new Blob(['jpg'], { type: 'image/jpeg' }),
    });
    expect(calls[0]?.url).toBe('https://api.example.com/api/management/cso-data/7/');
    expect(calls[0]?.init.method).toBe('PUT');
    const form = calls[0]?.init.body as FormData;
    expect(form.get('overallexperiance')).toBe('4');
    expect((form.get('custsigfiles') as File).name).toBe('customer-signature.jpg');
  });

  it('loads templates and surveys and posts their answers as JSON', async () => {
    const { client, calls } = setup();
    await client.management.unstructuredTemplate('101');
    await client.management.unstructuredUpdateByTemplate({
      ticket: 'T1',
      data: [{ key: 'Asset tag', value: 'A1' }],
    });
    await client.management.csatTemplate('T1');
    await client.management.csatResponse({
      ticket: 'T1',
      template: 1,
      data: [
        {
          question_id: 2,
          answer: joinSurveyChoices(['Arrived on time', 'Kept the area clean']),
          source: 'web',
        },
      ],
    });
    await client.management.getPresignedUrlForUpload({
      filename: 'a.png',
      filetype: 'image/png',
      filesize: 3,
    });
    await client.management.storageCredentials();
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://api.example.com/api/management/unstructured-template/?project=101',
      'POST https://api.example.com/api/management/unstructured-update-by-template/',
      'GET https://api.example.com/api/management/csat-template/?ticket=T1',
      'POST https://api.example.com/api/management/csat-response/',
      'POST https://api.example.com/api/management/get-presigned-url-for-upload/',
      'GET https://api.example.com/api/management/storage-credentials/',
    ]);
    expect(JSON.parse(String(calls[3]?.init.body))).toEqual({
      ticket: 'T1',
      template: 1,
      data: [{ question_id: 2, answer: 'Arrived on time, Kept the area clean', source: 'web' }],
    });
    expect(calls[3]?.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('helpers', () => {
  it("lastTemplateData gives the last entry's data, or nothing", () => {
    const item = { key: 'Asset tag', is_optional: false, value: '' };
    expect(
      lastTemplateData({
        status: 200,
        count: 2,
        results: [
          { id: 1, project: '101', name: 'v1', data: [], created_at: '' },
          { id: 2, project: '101', name: 'v2', data: [item], created_at: '' },
        ],
      }),
    ).toEqual([item]);
    expect(lastTemplateData({ status: 200, count: 0, results: [] })).toEqual([]);
  });

  it('isUploadContentType accepts the allow-list exactly', () => {
    expect(isUploadContentType('image/png')).toBe(true);
    expect(isUploadContentType('application/pdf')).toBe(true);
    for (const type of ['text/html', 'image/svg+xml', 'IMAGE/PNG', 'image/png; charset=x', '']) {
      expect(isUploadContentType(type), type).toBe(false);
    }
  });
});
