import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, hangUntilAborted, jsonResponse } from '../test/fakeFetch.ts';

function clientWith(respond: Parameters<typeof createFakeFetch>[0], timeoutMs?: number) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://portal.example/api',
    getToken: () => 'tok',
    fetch,
    onError,
    timeoutMs,
  });
  return { client, calls, onError };
}

const page = { status: 200, results: [], count: 0 };

describe('client.management', () => {
  it('calls every read at its spec path with the query', async () => {
    const { client, calls } = clientWith(() => jsonResponse(page));
    const m = client.management;
    await m.warehouses({ page: 2, page_size: 10, search: 'pune', ordering: '-city', is_active: true });
    await m.dashboardAnalytics({ project: 3 });
    await m.trackDetail({ docket_number: 'DKT88000101' });
    await m.sparesDoa({ warehouse: 4 });
    await m.vendorDataResponses({ status: 'pending' });
    await m.sowsubtypeActions({ project: 1 });
    await m.vendorInteractions({ channel: 'call' });
    await m.assignPinPartner({ pin: '560001' });
    await m.projects({ status: 'active' });
    await m.escalationTasks({ priority: 'high' });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://portal.example/api/management/warehouse/?page=2&page_size=10&search=pune&ordering=-city&is_active=true',
      'GET https://portal.example/api/management/dashboard-analytics/?project=3',
      'GET https://portal.example/api/management/get-track-detail/?docket_number=DKT88000101',
      'GET https://portal.example/api/management/spares-doa/?warehouse=4',
      'GET https://portal.example/api/partner/vendor-data-response/?status=pending',
      'GET https://portal.example/api/management/get-sowsubtype-action/?project=1',
      'GET https://portal.example/api/partner/vendor-interaction/?channel=call',
      'GET https://portal.example/api/management/assign-pin-partner/?pin=560001',
      'GET https://portal.example/api/management/projects/?status=active',
      'GET https://portal.example/api/management/escalation-tasks/?priority=high',
    ]);
    expect(calls.every((call) => call.headers.get('Authorization') === 'Token tok')).toBe(true);
  });

  it('tracks spares with a POST that carries the filters as query params', async () => {
    const spares = { status: 200, count: 1, results: [{ id: 1, status: 'in_transit' }] };
    const { client, calls } = clientWith(() => jsonResponse(spares));
    await expect(client.management.sparesTrack({ status: 'in_transit', page_size: 5 })).resolves.toEqual(
      spares,
    );
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.url).toBe(
      'https://portal.example/api/management/spares-track/?status=in_transit&page_size=5',
    );
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('sends the writes as JSON to their spec paths', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, message: 'ok', data: {} }));
    const m = client.management;
    const warehouse = {
      code: 'WH-SXR-01',
      name: 'Srinagar Valley Warehouse',
      address: 'Residency Road',
      city: 'Srinagar',
      state: 'Jammu and Kashmir',
      pincode: '190001',
      manager_name: 'Farooq Ahmad',
      phone: '9419000001',
    };
    await m.createWarehouse(warehouse);
    await m.returnSpare({ spare_id: 4, reason: 'Customer cancelled' });
    await m.approveVendorData({ id: 9, action: 'reject', remarks: 'Blurred' });
    await m.partnerRemoveRequest({ partner_id: 2, reason: 'Closed the business' });
    await m.addSowsubtypeAction({ project_id: 1, sowsubtype: 'Break-Fix', action: 'auto_close' });
    await m.closeTasks({ task_ids: [1, 2] });
    expect(
      calls.map((call) => [
        call.init.method,
        call.url.replace('https://portal.example/api', ''),
        JSON.parse(String(call.init.body)),
      ]),
    ).toEqual([
      ['POST', '/management/warehouse/', warehouse],
      ['POST', '/management/return-spare/', { spare_id: 4, reason: 'Customer cancelled' }],
      ['POST', '/partner/vendor-data-approve/', { id: 9, action: 'reject', remarks: 'Blurred' }],
      ['POST', '/partner/partner-remove-request/', { partner_id: 2, reason: 'Closed the business' }],
      [
        'POST',
        '/management/add-sowsubtype-action/',
        { project_id: 1, sowsubtype: 'Break-Fix', action: 'auto_close' },
      ],
      ['POST', '/management/close-tasks/', { task_ids: [1, 2] }],
    ]);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('rejects a 4xx with the server message and reports it', async () => {
    const { client, onError } = clientWith(() =>
      jsonResponse({ status: 409, message: 'A warehouse with this code already exists.' }, 409),
    );
    const failure = client.management.createWarehouse({
      code: 'WH-BLR-01',
      name: 'x',
      address: 'x',
      city: 'x',
      state: 'x',
      pincode: '560001',
      manager_name: 'x',
      phone: '9876543210',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      message: 'A warehouse with this code already exists.',
    });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'A warehouse with this code already exists.', durationMs: 1000 }),
    );
  });

  it('rejects a 5xx without a notice, and offline with the network notice', async () => {
    const failing = clientWith(() => jsonResponse({ status: 500, message: 'Internal server error' }, 500));
    await expect(failing.client.management.projects()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(failing.onError).not.toHaveBeenCalled();
    const offline = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.client.management.escalationTasks()).rejects.toMatchObject({ kind: 'network' });
    expect(offline.onError).toHaveBeenCalledWith(expect.objectContaining({ messageId: 'network' }));
  });

  it('times out a hanging call', async () => {
    const { client, onError } = clientWith((_url, init) => hangUntilAborted(init), 20);
    await expect(client.management.warehouses()).rejects.toMatchObject({ kind: 'timeout' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ messageId: 'timeout' }));
  });
});
