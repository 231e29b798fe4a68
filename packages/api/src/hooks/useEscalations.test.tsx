import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { wrapperFor } from '../test/hookWrapper.tsx';
import { useEscalations } from './useEscalations.ts';

describe('escalation hooks', () => {
  it('does not retry a 403', async () => {
    const list = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 403,
        message: 'You do not have permission to perform this action.',
        method: 'GET',
        url: 'x',
      });
    });
    const { result } = renderHook(() => useEscalations(), {
      wrapper: wrapperFor({ escalations: { list } as unknown as ApiClient['escalations'] }),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(list).toHaveBeenCalledTimes(1);
  });
});
