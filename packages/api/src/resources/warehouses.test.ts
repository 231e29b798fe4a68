import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { callLines, clientWith, emptyPage, writeLines } from '../test/fakeClient.ts';
import { hangUntilAborted, jsonResponse } from '../test/fakeFetch.ts';

const wire = {
  id: 1,
  code: 'WH-BLR-01',
  name: 'Bengaluru Central Warehouse',
  address: 'Peenya',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  manager_name: 'Ravi Kumar',
  phone: '9876543210',
  is_active: true,
  spares_in_stock: 4,
  created_at: '2026-01-01T00:00:00Z',
};

const newWarehouse = {
  code: 'WH-SXR-01',
  name: 'Srinagar Valley Warehouse',
  address: 'Residency Road',
  city: 'Srinagar',
  state: 'Jammu and Kashmir',
  pincode: '190001',
  managerName: 'Farooq Ahmad',
  phone: '9419000001',
};

describe('client.warehouses', () => {
  it('lists at its spec path with the query in the server words and answers camelCase', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ ...emptyPage, count: 1, results: [wire] }));
    const page = await client.warehouses.list({
      page: 2,
      page_size: 10,
      search: 'pune',
      ordering: '-city',
      isActive: true,
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/warehouse/?page=2&page_size=10&search=pune&ordering=-city&is_active=true',
    ]);
    expect(calls[0]!.headers.get('Authorization')).toBe('Token tok');
    expect(page.results[0]).toEqual({
      id: 1,
      code: 'WH-BLR-01',
      name: 'Bengaluru Central Warehouse',
      address: 'Peenya',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      managerName: 'Ravi Kumar',
      phone: '9876543210',
      isActive: true,
      sparesInStock: 4,
      createdAt: '2026-01-01T00:00:00Z',
    });
  });

  it('sends a new warehouse as JSON in the server words', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ status: 201, message: 'Warehouse created.', data: { ...wire, id: 2 } }, 201),
    );
    const answer = await client.warehouses.create(newWarehouse);
    expect(writeLines(calls)).toEqual([
      [
        'POST',
        '/management/warehouse/',
        {
          code: 'WH-SXR-01',
          name: 'Srinagar Valley Warehouse',
          address: 'Residency Road',
          city: 'Srinagar',
          state: 'Jammu and Kashmir',
          pincode: '190001',
          manager_name: 'Farooq Ahmad',
          phone: '9419000001',
        },
      ],
    ]);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(answer.data).toMatchObject({ id: 2, managerName: 'Ravi Kumar', sparesInStock: 4 });
  });

  it('rejects a 4xx with the server message and reports it', async () => {
    const { client, onError } = clientWith(() =>
      jsonResponse({ status: 409, message: 'A warehouse with this code already exists.' }, 409),
    );
    const failure = client.warehouses.create({ ...newWarehouse, code: 'WH-BLR-01' });
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

  it('times out a hanging call', async () => {
    const { client, onError } = clientWith((_url, init) => hangUntilAborted(init), 20);
    await expect(client.warehouses.list()).rejects.toMatchObject({ kind: 'timeout' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ messageId: 'timeout' }));
  });
});
