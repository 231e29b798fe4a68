import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import type { ListResponse } from '../resources/lists.ts';
import type { Warehouse } from '../resources/warehouses.ts';
import { wrapperFor } from '../test/hookWrapper.tsx';
import { useCreateWarehouse, useWarehouses } from './useWarehouses.ts';

const warehouse = {
  id: 1,
  code: 'WH-BLR-01',
  name: 'Bengaluru Central Warehouse',
  city: 'Bengaluru',
} as Warehouse;

describe('warehouse hooks', () => {
  it('fetches a list per query, skips with null, and revalidates it after a create', async () => {
    let rows: Warehouse[] = [warehouse];
    const list = vi.fn(async (): Promise<ListResponse<Warehouse>> => ({
      status: 200,
      results: rows,
      count: rows.length,
    }));
    const create = vi.fn(async () => {
      const created = { ...warehouse, id: 2, code: 'WH-SXR-01' };
      rows = [...rows, created];
      return { status: 201, message: 'Warehouse created.', data: created };
    });
    const warehouses = { list, create } as unknown as ApiClient['warehouses'];
    const { result } = renderHook(
      () => ({
        list: useWarehouses({ city: 'Bengaluru' }),
        skipped: useWarehouses(null),
        create: useCreateWarehouse(),
      }),
      { wrapper: wrapperFor({ warehouses }) },
    );
    await waitFor(() => expect(result.current.list.data?.count).toBe(1));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ city: 'Bengaluru' });
    expect(result.current.skipped.data).toBeUndefined();
    await act(() => result.current.create.trigger({ code: 'WH-SXR-01' } as never));
    await waitFor(() => expect(result.current.list.data?.count).toBe(2));
  });
});
