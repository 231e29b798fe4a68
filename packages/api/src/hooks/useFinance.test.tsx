import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import { wrapperFor } from '../test/hookWrapper.tsx';
import { useGeneratePartnerInvoice } from './useFinance.ts';

describe('finance hooks', () => {
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
