import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import type { ServiceCallReport } from './serviceCallReport.ts';

function setup(body: unknown = { status: 200 }, status = 200) {
  const { fetch, calls } = createFakeFetch(() => jsonResponse(body, status));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

const REPORT: ServiceCallReport = {
  slNo: '7',
  caseId: 'CASE-1',
  serviceType: 'Laptop Repair',
  productSerialNo: 'SN1',
  productModelNo: 'M1',
  productName: 'Latitude',
  callLogDate: '01-03-2026 05:15 PM',
  arrivalDate: '02-03-2026 10:30 AM',
  systemFixDate: '02-03-2026 01:15 PM',
  customerName: 'Meera Iyer',
  customerContactPerson: 'Meera Iyer',
  customerPhone: '9812345670',
  customerAddress: 'Pune',
  issueDescription: 'No boot',
  resolutionSummary: 'SSD',
  engineerName: 'Ravi',
  date: '02-03-2026 01:30 PM',
  uefiFailureId: 'UEFI-0042',
  ticketId: 'e6ebe0675a179d33d14229cdd0382018',
  linkId: 'rT9AqCUizRzQl-RpuPX9buMVm9isNsh4tOQAIL7CdyI',
  engineerSignature: new Blob(['png'], { type: 'image/png' }),
};

describe('client.serviceCallReport', () => {
  it('checks a link with ticket_id and urlunique_id and returns the prefill in camelCase', async () => {
    const { client, calls } = setup({
      status: 200,
      data: {
        status: {
          case_id: 'CASE-1',
          sowsubtype: 'Laptop Repair',
          start_time: '2026-03-02T05:00:00.000Z',
          end_time: '2026-03-02T07:45:00.000Z',
          customer_name: 'Meera Iyer',
          customer_phone: '9812345670',
          raw_address: 'Pune',
        },
      },
    });
    const prefill = await client.serviceCallReport.checkLink({ ticketId: 'T1', linkId: 'U/1' });
    expect(calls[0]?.url).toBe(
      'https://api.example.com/api/management/cso-url-check/?ticket_id=T1&urlunique_id=U%2F1',
    );
    expect(prefill).toEqual({
      caseId: 'CASE-1',
      serviceType: 'Laptop Repair',
      arrivalDate: '2026-03-02T05:00:00.000Z',
      systemFixDate: '2026-03-02T07:45:00.000Z',
      customerAddress: 'Pune',
      customerName: 'Meera Iyer',
      customerPhone: '9812345670',
    });
  });

  it("rejects an invalid link with the server's message", async () => {
    const { client } = setup({ status: 404, message: 'This link is not valid.' }, 404);
    await expect(client.serviceCallReport.checkLink({ ticketId: 'T', linkId: 'U' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'This link is not valid.',
    });
  });

  it("sends step 1 as multipart in the server's field names, with the signature, leaving unset optionals out", async () => {
    const { client, calls } = setup({
      status: 200,
      message: 'Saved',
      id: 7,
      customer_name: 'Meera Iyer',
      customer_phone: '9812345670',
      date: '2026-03-02T07:45:00.000Z',
    });
    const saved = await client.serviceCallReport.create(REPORT);
    expect(saved).toEqual({
      id: 7,
      message: 'Saved',
      customerName: 'Meera Iyer',
      customerPhone: '9812345670',
      date: '2026-03-02T07:45:00.000Z',
    });
    expect(calls[0]?.url).toBe('https://api.example.com/api/management/cso-data/');
    expect(calls[0]?.init.method).toBe('POST');
    const form = calls[0]?.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false); // the browser adds the boundary
    expect(form.get('caseid')).toBe('CASE-1');
    expect(form.get('serviestype')).toBe('Laptop Repair');
    expect(form.get('customercontactperson')).toBe('Meera Iyer');
    expect(form.get('tickets')).toBe(REPORT.ticketId);
    expect(form.get('urlunique_id')).toBe(REPORT.linkId);
    expect(form.get('uefifailureid')).toBe('UEFI-0042');
    expect(form.get('slno')).toBe('7');
    expect(form.get('date')).toBe('02-03-2026 01:30 PM');
    const signature = form.get('enggsigfiles') as File;
    expect(signature.name).toBe('engineer-signature.png');
    expect(signature.type).toBe('image/png');
  });

  it("sends step 2 as a multipart PUT to the record in the server's field names", async () => {
    const { client, calls } = setup({ status: 200, message: 'ok' });
    await expect(
      client.serviceCallReport.addFeedback({ ticketId: 'T1', linkId: 'L1' }, 7, {
        overallExperience: 4,
        scheduleDate: '05-03-2026 10:00 AM',
        customerComment: 'Good',
        customerSignature: new Blob(['jpg'], { type: 'image/jpeg' }),
      }),
    ).resolves.toEqual({ message: 'ok' });
    expect(calls[0]?.url).toBe('https://api.example.com/api/management/cso-data/7/');
    expect(calls[0]?.init.method).toBe('PUT');
    const form = calls[0]?.init.body as FormData;
    expect(form.get('overallexperiance')).toBe('4');
    expect(form.get('schduledate')).toBe('05-03-2026 10:00 AM');
    expect(form.get('costumercomment')).toBe('Good');
    expect((form.get('custsigfiles') as File).name).toBe('customer-signature.jpg');
    expect(form.get('tickets')).toBe('T1');
    expect(form.get('urlunique_id')).toBe('L1');
  });
});
