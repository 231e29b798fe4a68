import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import type { InvoiceRequest } from '../resources/invoiceRequests.ts';
import { wrapperFor } from '../test/hookWrapper.tsx';
import {
  useGeneratePartnerInvoice,
  useInvoiceRequests,
  useInvoiceRequestTaskCount,
  useReviewInvoiceRequest,
} from './useInvoiceRequests.ts';

describe('invoice request hooks', () => {
  it('reviews a request and refreshes the request list and the task count', async () => {
    let status: InvoiceRequest['status'] = 'pending';
    const invoiceRequests = vi.fn(async () => ({
      status: 200,
      count: 1,
      results: [{ id: 5, status } as InvoiceRequest],
    }));
    const taskCount = vi.fn(async () => (status === 'pending' ? 1 : 0));
    const review = vi.fn(async () => {
      status = 'approved';
      return { status: 200, message: 'Invoice request approved.', data: { id: 5, status } as InvoiceRequest };
    });
    const invoiceRequestsApi = {
      list: invoiceRequests,
      review,
      taskCount,
    } as unknown as ApiClient['invoiceRequests'];
    const { result } = renderHook(
      () => ({
        list: useInvoiceRequests({ status: 'pending' }),
        count: useInvoiceRequestTaskCount(),
        review: useReviewInvoiceRequest(),
      }),
      { wrapper: wrapperFor({ invoiceRequests: invoiceRequestsApi }) },
    );
    await waitFor(() => expect(result.current.count.data).toBe(1));
    await act(() => result.current.review.trigger({ id: 5, status: 'approved' }));
    expect(review).toHaveBeenCalledWith(5, { status: 'approved' });
    await waitFor(() => expect(result.current.count.data).toBe(0));
    await waitFor(() => expect(result.current.list.data?.results[0]?.status).toBe('approved'));
  });

  it('hands the generated invoice Blob to the caller', async () => {
    const file = new Blob(['Invoice number,INV-000001\r\n'], { type: 'text/csv' });
    const generateInvoice = vi.fn(async () => file);
    const { result } = renderHook(() => useGeneratePartnerInvoice(), {
      wrapper: wrapperFor({
        invoiceRequests: { generateInvoice } as unknown as ApiClient['invoiceRequests'],
      }),
    });
    let blob: Blob | undefined;
    await act(async () => {
      blob = await result.current.trigger(3);
    });
    expect(generateInvoice).toHaveBeenCalledWith(3);
    expect(blob).toBe(file);
  });
});
