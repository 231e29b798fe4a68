import { describe, expect, it } from 'vitest';
import { callLines, clientWith, writeLines } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

const wireTicket = {
  ticket_id: 'a'.repeat(32),
  ticket_number: 'TKT-300041',
  status: 'assigned',
  customer_name: 'Kavya Nair',
  district: 'Bengaluru',
  pincode: '560001',
  product_name: 'HP ProBook',
  sla_due_at: null,
  visit_start: null,
  visit_end: null,
  engineer_name: null,
  partner_accepted_at: '2026-01-15T05:00:00.000Z',
  version: 4,
  responses: ['decline'],
};

describe('client.partnerRecords', () => {
  it('lists records with the filters in the server words and maps the rows', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        count: 1,
        results: [
          {
            uuid: 'u-1',
            kind: 'partner',
            name: 'Rao Field Services',
            contact_name: 'Imran Rao',
            phone: '9800000020',
            email: 'rao@example.in',
            city: 'Pune',
            district: 'Pune',
            state: 'Maharashtra',
            pincode: '411001',
            status: 'pending',
            kyc_status: 'rejected',
            kyc_reason: 'Blurred scan of the PAN card',
            rating: null,
            active_tickets: 0,
            pincodes: 2,
            created_at: '2026-01-01T00:00:00.000Z',
            kyc_decided_at: '2026-01-02T00:00:00.000Z',
          },
        ],
      }),
    );
    const page = await client.partnerRecords.list({
      view: 'rejected',
      kycStatus: 'rejected',
      district: 'Pune',
      page: 2,
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/partner/records/?page=2&view=rejected&kyc_status=rejected&district=Pune',
    ]);
    expect(page.results[0]).toMatchObject({
      contactName: 'Imran Rao',
      kycStatus: 'rejected',
      pincodeCount: 2,
    });
  });

  it('answers a ticket with version and reason, and maps the ticket back', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 200, message: 'Declined.', ticket: wireTicket }),
    );
    const answer = await client.partnerRecords.respond('u-1', 'a'.repeat(32), {
      action: 'decline',
      version: 3,
      reason: 'No engineer free this week',
    });
    expect(writeLines(calls)).toEqual([
      [
        'POST',
        `/partner/records/u-1/tickets/${'a'.repeat(32)}/respond/`,
        { action: 'decline', version: 3, reason: 'No engineer free this week' },
      ],
    ]);
    expect(answer.ticket).toMatchObject({
      ticketNumber: 'TKT-300041',
      acceptedAt: '2026-01-15T05:00:00.000Z',
      responses: ['decline'],
    });
  });

  it('asks for a document link with its query and reads the lifetime', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 200, url: 'https://s3/x', expires_in: 60 }),
    );
    await expect(client.partnerRecords.documentLink('u-1', 'pan_scan')).resolves.toEqual({
      url: 'https://s3/x',
      expiresIn: 60,
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/partner/records/u-1/document-link/?document=pan_scan',
    ]);
  });
});

describe('client.partnerRecords writes of issue 14 gaps', () => {
  it('puts the bank details in the server words and rejects with the 400 of an IFSC with no branch', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 400, message: 'No bank branch found for IFSC ZZZZ0000000.' }, 400),
    );
    await expect(
      client.partnerRecords.saveBank('u-1', {
        accountName: 'Rao Field Services',
        accountNumber: '501002345678',
        ifsc: 'ZZZZ0000000',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'No bank branch found for IFSC ZZZZ0000000.' });
    expect(writeLines(calls)).toEqual([
      [
        'PUT',
        '/partner/records/u-1/bank/',
        { account_name: 'Rao Field Services', account_number: '501002345678', ifsc: 'ZZZZ0000000' },
      ],
    ]);
  });

  it("asks for the service call report link of an account's ticket", async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        service_call_report: `/cso_form/${'a'.repeat(32)}/xyz`,
        survey: `/csat-survey/${'a'.repeat(32)}`,
        expires_at: '2026-01-27T05:00:00.000Z',
      }),
    );
    await expect(client.partnerRecords.accountReportLink('a'.repeat(32))).resolves.toEqual({
      serviceCallReport: `/cso_form/${'a'.repeat(32)}/xyz`,
      expiresAt: '2026-01-27T05:00:00.000Z',
    });
    expect(writeLines(calls)).toEqual([
      ['POST', `/partner/account-options/tickets/${'a'.repeat(32)}/report-link/`, {}],
    ]);
  });
});

describe('client.kycVerification', () => {
  it('sends a rejection with its reason and rejects with the 409 of a decided KYC', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse(
        { status: 409, message: 'The KYC of Rao was already verified by Demo Finance User.' },
        409,
      ),
    );
    await expect(
      client.kycVerification.decide('u-1', { decision: 'rejected', reason: 'Scan is cut off' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The KYC of Rao was already verified by Demo Finance User.',
    });
    expect(writeLines(calls)).toEqual([
      [
        'POST',
        '/finance/kyc-verification/u-1/decision/',
        { decision: 'rejected', reason: 'Scan is cut off' },
      ],
    ]);
  });

  it('lists the queue with the status filter', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, count: 0, results: [] }));
    await client.kycVerification.list({ kycStatus: 'pending' });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/finance/kyc-verification/?kyc_status=pending',
    ]);
  });
});
