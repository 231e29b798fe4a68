import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { apiKeys } from '../keys.ts';
import type { ServiceCallReportLink, ServiceCallReportPrefill } from '../resources/serviceCallReport.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import {
  useCreateServiceCallReport,
  useServiceCallReportFeedback,
  useServiceCallReportLink,
} from './useServiceCallReport.ts';

const prefill: ServiceCallReportPrefill = {
  caseId: 'CASE-1',
  serviceType: 'Laptop Repair',
  arrivalDate: '2026-03-02T05:00:00.000Z',
  systemFixDate: '2026-03-02T07:45:00.000Z',
  customerAddress: 'Pune',
  customerName: 'Meera Iyer',
  customerPhone: '9812345670',
};

function fakeClient(overrides: Partial<ApiClient['serviceCallReport']> = {}) {
  const serviceCallReport = {
    checkLink: vi.fn<ApiClient['serviceCallReport']['checkLink']>(async () => prefill),
    create: vi.fn<ApiClient['serviceCallReport']['create']>(async () => ({
      id: 7,
      message: 'saved',
      customerName: 'Meera Iyer',
      customerPhone: '9812345670',
      date: '',
    })),
    addFeedback: vi.fn<ApiClient['serviceCallReport']['addFeedback']>(async () => ({ message: 'ok' })),
    ...overrides,
  };
  return { client: { serviceCallReport } as unknown as ApiClient, serviceCallReport };
}

function wrapperFor(client: ApiClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  };
}

describe('service call report hooks', () => {
  it('check a link once per link, and skip with null', async () => {
    const { client, serviceCallReport } = fakeClient();
    const { result, rerender } = renderHook(
      ({ link }: { link: ServiceCallReportLink | null }) => useServiceCallReportLink(link),
      { wrapper: wrapperFor(client), initialProps: { link: null as ServiceCallReportLink | null } },
    );
    expect(result.current.data).toBeUndefined();
    expect(serviceCallReport.checkLink).not.toHaveBeenCalled();
    rerender({ link: { ticketId: 'T1', linkId: 'U1' } });
    await waitFor(() => expect(result.current.data).toEqual(prefill));
    expect(serviceCallReport.checkLink).toHaveBeenCalledWith({ ticketId: 'T1', linkId: 'U1' });
    expect(apiKeys.serviceCallReport.link('T1', 'U1')).toEqual(['service-call-report', 'link', 'T1', 'U1']);
  });

  it("never retries an invalid link and exposes the server's message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const error = new ApiError({ kind: 'http', status: 404, message: 'This link is not valid.' });
      const { client, serviceCallReport } = fakeClient({
        checkLink: vi.fn(async () => Promise.reject(error)),
      });
      const { result } = renderHook(() => useServiceCallReportLink({ ticketId: 'T', linkId: 'U' }), {
        wrapper: wrapperFor(client),
      });
      await waitFor(() => expect(result.current.error?.message).toBe('This link is not valid.'));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(serviceCallReport.checkLink).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('run both saves as mutations', async () => {
    const { client, serviceCallReport } = fakeClient();
    const wrapper = wrapperFor(client);
    const create = renderHook(() => useCreateServiceCallReport(), { wrapper });
    const feedback = renderHook(() => useServiceCallReportFeedback(), { wrapper });
    const signature = new Blob(['png'], { type: 'image/png' });
    let id = 0;
    await act(async () => {
      id = (await create.result.current.trigger({ ticketId: 'T1', engineerSignature: signature } as never))
        .id;
      await feedback.result.current.trigger({
        link: { ticketId: 'T1', linkId: 'L1' },
        id,
        feedback: {
          overallExperience: 5,
          scheduleDate: 'x',
          customerComment: 'y',
          customerSignature: signature,
        },
      });
    });
    expect(id).toBe(7);
    expect(serviceCallReport.create).toHaveBeenCalledWith(expect.objectContaining({ ticketId: 'T1' }));
    expect(serviceCallReport.addFeedback).toHaveBeenCalledWith(
      { ticketId: 'T1', linkId: 'L1' },
      7,
      expect.objectContaining({ overallExperience: 5 }),
    );
  });
});
