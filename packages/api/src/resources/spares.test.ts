import { describe, expect, it } from 'vitest';
import { callLines, clientWith, emptyPage, writeLines } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

const wire = {
  id: 7,
  part_number: 'PN-7',
  name: 'Compressor',
  serial_number: 'SN-7',
  warehouse: { id: 1, code: 'WH-MUM-01', name: 'Andheri Hub', city: 'Mumbai' },
  project_id: 1,
  ticket_id: 'TKT-7',
  status: 'delivered',
  courier: 'Blue Dart',
  docket_number: 'DK-7',
  shipped_at: '2026-01-02T00:00:00Z',
  delivered_at: '2026-01-04T00:00:00Z',
  returned_at: null,
  return_reason: null,
  doa_reason: null,
  created_at: '2026-01-01T00:00:00Z',
};

const spare = {
  id: 7,
  partNumber: 'PN-7',
  name: 'Compressor',
  serialNumber: 'SN-7',
  warehouse: { id: 1, code: 'WH-MUM-01', name: 'Andheri Hub', city: 'Mumbai' },
  projectId: 1,
  ticketId: 'TKT-7',
  status: 'delivered',
  courier: 'Blue Dart',
  docketNumber: 'DK-7',
  shippedAt: '2026-01-02T00:00:00Z',
  deliveredAt: '2026-01-04T00:00:00Z',
  returnedAt: null,
  returnReason: null,
  doaReason: null,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('client.spares', () => {
  it('calls the reads at their spec paths with the query', async () => {
    const { client, calls } = clientWith(() => jsonResponse(emptyPage));
    await client.spares.doa({ warehouse: 4 });
    expect(callLines(calls)).toEqual(['GET https://portal.example/api/management/spares-doa/?warehouse=4']);
  });

  it('tracks spares with a POST that carries the filters as query params, answered camelCase', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, count: 1, results: [wire] }));
    await expect(
      client.spares.track({ status: 'in_transit', page_size: 5, ticketId: 'TKT-7' }),
    ).resolves.toEqual({ status: 200, count: 1, results: [spare] });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.url).toBe(
      'https://portal.example/api/management/spares-track/?status=in_transit&page_size=5&ticket_id=TKT-7',
    );
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('reads one spare by docket number and answers the spare with its events', async () => {
    const events = [{ status: 'delivered', location: 'Pune', note: 'Signed', at: '2026-01-04T10:00:00Z' }];
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, data: { ...wire, events } }));
    await expect(client.spares.trackDetail({ docketNumber: 'DKT88000101' })).resolves.toEqual({
      ...spare,
      events,
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/get-track-detail/?docket_number=DKT88000101',
    ]);
  });

  it('sends a return as JSON in the server words', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 200, message: 'ok', data: { ...wire, status: 'returned' } }),
    );
    const answer = await client.spares.returnSpare({ spareId: 4, reason: 'Customer cancelled' });
    expect(writeLines(calls)).toEqual([
      ['POST', '/management/return-spare/', { spare_id: 4, reason: 'Customer cancelled' }],
    ]);
    expect(answer.data).toEqual({ ...spare, status: 'returned' });
  });
});
