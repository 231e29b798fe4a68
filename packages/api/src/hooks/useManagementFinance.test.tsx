import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { InvoiceRequest } from '../resources/invoiceRequests.ts';
import type { ListResponse } from '../resources/lists.ts';
import type { Warehouse } from '../resources/operations.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import { useFinanceTaskCount, useGeneratePartnerInvoice } from './useFinance.ts';
import { useInvoiceRequests, useReviewInvoiceRequest } from './useInvoiceRequests.ts';
import { useCreateWarehouse, useEscalationTasks, useWarehouses } from './useManagement.ts';

function wrapperFor(client: Partial<ApiClient>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={client as ApiClient}>{children}</ApiProvider>
    </SWRConfig>
  );
}

const warehouse = {
  id: 1,
  code: 'WH-BLR-01',
  name: 'Bengaluru Central Warehouse',
  city: 'Bengaluru',
} as Warehouse;

describe('management hooks', () => {
  it('fetches a list per query, skips with null, and revalidates it after a create', async () => {
    let rows: Warehouse[] = [warehouse];
    const warehouses = vi.fn(async (): Promise<ListResponse<Warehouse>> => ({
      status: 200,
      results: rows,
      count: rows.length,
    }));
    const createWarehouse = vi.fn(async () => {
      const created = { ...warehouse, id: 2, code: 'WH-SXR-01' };
      rows = [...rows, created];
      return { status: 201, message: 'Warehouse created.', data: created };
    });
    const management = { warehouses, createWarehouse } as unknown as ApiClient['management'];
    const { result } = renderHook(
      () => ({
        list: useWarehouses({ city: 'Bengaluru' }),
        skipped: useWarehouses(null),
        create: useCreateWarehouse(),
      }),
      { wrapper: wrapperFor({ management }) },
    );
    await waitFor(() => expect(result.current.list.data?.count).toBe(1));
    expect(warehouses).toHaveBeenCalledTimes(1);
    expect(warehouses).toHaveBeenCalledWith({ city: 'Bengaluru' });
    expect(result.current.skipped.data).toBeUndefined();
    await act(() => result.current.create.trigger({ code: 'WH-SXR-01' } as never));
    await waitFor(() => expect(result.current.list.data?.count).toBe(2));
  });

  it('does not retry a 403', async () => {
    const escalationTasks = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 403,
        message: 'You do not have permission to perform this action.',
        method: 'GET',
        url: 'x',
      });
    });
    const { result } = renderHook(() => useEscalationTasks(), {
      wrapper: wrapperFor({ management: { escalationTasks } as unknown as ApiClient['management'] }),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(escalationTasks).toHaveBeenCalledTimes(1);
  });
});

describe('finance hooks', () => {
  it('reviews a request and refreshes the request list and the task count', async () => {
    let status: InvoiceRequest['status'] = 'pending';
    const invoiceRequests = vi.fn(async () => ({
      status: 200,
      count: 1,
      results: [{ id: 5, status } as InvoiceRequest],
    }));
    const taskCount = vi.fn(async () => ({ status: 200, task_count: status === 'pending' ? 1 : 0 }));
    const review = vi.fn(async () => {
      status = 'approved';
      return { status: 200, message: 'Invoice request approved.', data: { id: 5, status } as InvoiceRequest };
    });
    const finance = { taskCount } as unknown as ApiClient['finance'];
    const invoiceRequestsApi = { list: invoiceRequests, review } as unknown as ApiClient['invoiceRequests'];
    const { result } = renderHook(
      () => ({
        list: useInvoiceRequests({ status: 'pending' }),
        count: useFinanceTaskCount(),
        review: useReviewInvoiceRequest(),
      }),
      { wrapper: wrapperFor({ finance, invoiceRequests: invoiceRequestsApi }) },
    );
    await waitFor(() => expect(result.current.count.data?.task_count).toBe(1));
    await act(() => result.current.review.trigger({ id: 5, status: 'approved' }));
    expect(review).toHaveBeenCalledWith(5, { status: 'approved' });
    await waitFor(() => expect(result.current.count.data?.task_count).toBe(0));
    await waitFor(() => expect(result.current.list.data?.results[0]?.status).toBe('approved'));
  });

  it('hands the generated invoice Blob to the caller', async () => {
    const file = new Blob(['Invoice number,INV-000001\r\n'], { type: 'text/csv' });
    const generatePartnerInvoice = vi.fn(async () => file);
    const { result } = renderHook(() => useGeneratePartnerInvoice(), {
      wrapper: wrapperFor({ finance: { generatePartnerInvoice } as unknown as ApiClient['finance'] }),
    });
    let blob: Blob | undefined;
    await act(async () => {
      blob = await result.current.trigger({ invoice_request_id: 3 });
    });
    expect(generatePartnerInvoice).toHaveBeenCalledWith({ invoice_request_id: 3 });
    expect(blob).toBe(file);
  });
});
