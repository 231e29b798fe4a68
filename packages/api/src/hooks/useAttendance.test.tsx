import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { AttendanceState } from '../resources/attendance.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import { useAttendance, usePunch } from './useAttendance.ts';

const idle: AttendanceState = {
  isActive: false,
  startedAt: null,
  endedAt: null,
  averageStart: null,
  averageEnd: null,
};

function setup(attendance: Partial<ApiClient['attendance']>) {
  const client = { attendance } as unknown as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return renderHook(() => ({ today: useAttendance(), punch: usePunch() }), { wrapper });
}

describe('useAttendance and usePunch', () => {
  it('loads today and replaces it with the answer of a punch', async () => {
    const punchedIn = { ...idle, isActive: true, startedAt: '2026-03-02T04:00:00.000Z' };
    const today = vi.fn(async () => idle);
    const punch = vi.fn(async () => ({ ...punchedIn, message: 'Punch In Successfully!' }));
    const { result } = setup({ today, punch });
    await waitFor(() => expect(result.current.today.data).toEqual(idle));
    await act(() => result.current.punch.trigger('in'));
    expect(punch).toHaveBeenCalledWith('in');
    await waitFor(() => expect(result.current.today.data?.isActive).toBe(true));
    expect(today).toHaveBeenCalledTimes(1);
  });

  it('exposes a failed fetch and does not retry a 4xx', async () => {
    const today = vi.fn(async () => {
      throw new ApiError({ kind: 'http', status: 403, message: 'Forbidden', method: 'GET', url: 'x' });
    });
    const { result } = setup({ today });
    await waitFor(() => expect(result.current.today.error?.status).toBe(403));
    expect(today).toHaveBeenCalledTimes(1);
  });
});
