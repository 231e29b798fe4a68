import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { apiKeys } from '../keys.ts';
import type { CsatTemplateResponse, CsoUrlCheckQuery, CsoUrlCheckResponse } from '../resources/management.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import {
  useCreateCsoReport,
  useCsatResponse,
  useCsatTemplate,
  useCsoUrlCheck,
  useUnstructuredTemplate,
  useUnstructuredUpdate,
  useUpdateCsoReport,
} from './useFieldForms.ts';

const linkAnswer: CsoUrlCheckResponse = {
  status: 200,
  data: {
    status: {
      case_id: 'CASE-1',
      sowsubtype: 'Laptop Repair',
      start_time: '2026-03-02T05:00:00.000Z',
      end_time: '2026-03-02T07:45:00.000Z',
      customer_name: 'Meera Iyer',
      customer_phone: '9812345670',
      raw_address: 'Pune',
    },
  },
};

const survey: CsatTemplateResponse = {
  status: 200,
  data: [{ id: 1, name: 'Survey', description: '', show_logo: true, data: [] }],
};

function fakeClient(overrides: Partial<ApiClient['management']> = {}) {
  const management = {
    csoUrlCheck: vi.fn<ApiClient['management']['csoUrlCheck']>(async () => linkAnswer),
    createCsoReport: vi.fn<ApiClient['management']['createCsoReport']>(async () => ({
      status: 200,
      message: 'saved',
      id: 7,
      customer_name: 'Meera Iyer',
      customer_phone: '9812345670',
      date: '',
    })),
    updateCsoReport: vi.fn<ApiClient['management']['updateCsoReport']>(async () => ({
      status: 200,
      message: 'ok',
    })),
    unstructuredTemplate: vi.fn<ApiClient['management']['unstructuredTemplate']>(async () => ({
      status: 200,
      count: 0,
      results: [],
    })),
    unstructuredUpdateByTemplate: vi.fn<ApiClient['management']['unstructuredUpdateByTemplate']>(
      async () => ({
        status: 200,
        message: 'ok',
      }),
    ),
    csatTemplate: vi.fn<ApiClient['management']['csatTemplate']>(async () => survey),
    csatResponse: vi.fn<ApiClient['management']['csatResponse']>(async () => ({
      status: 200,
      message: 'ok',
    })),
    ...overrides,
  };
  return { client: { management } as unknown as ApiClient, management };
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

describe('field form hooks', () => {
  it('check a link once per link, and skip with null', async () => {
    const { client, management } = fakeClient();
    const { result, rerender } = renderHook(
      ({ query }: { query: CsoUrlCheckQuery | null }) => useCsoUrlCheck(query),
      { wrapper: wrapperFor(client), initialProps: { query: null as CsoUrlCheckQuery | null } },
    );
    expect(result.current.data).toBeUndefined();
    expect(management.csoUrlCheck).not.toHaveBeenCalled();
    rerender({ query: { ticket_id: 'T1', urlunique_id: 'U1' } });
    await waitFor(() => expect(result.current.data).toEqual(linkAnswer));
    expect(management.csoUrlCheck).toHaveBeenCalledWith({ ticket_id: 'T1', urlunique_id: 'U1' });
    expect(apiKeys.management.csoUrlCheck('T1', 'U1')).toEqual(['management', 'cso-url-check', 'T1', 'U1']);
  });

  it("never retries an invalid link and exposes the server's message", async () => {
    const error = new ApiError({ kind: 'http', status: 404, message: 'This link is not valid.' });
    const { client, management } = fakeClient({ csoUrlCheck: vi.fn(async () => Promise.reject(error)) });
    const { result } = renderHook(() => useCsoUrlCheck({ ticket_id: 'T', urlunique_id: 'U' }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('This link is not valid.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(management.csoUrlCheck).toHaveBeenCalledTimes(1);
  });

  it('load templates and surveys by project and ticket', async () => {
    const { client, management } = fakeClient();
    // SWR re-renders only for fields read before they change, so read `data` first.
    const template = renderHook(() => useUnstructuredTemplate('101'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(template.result.current.data).toEqual({ status: 200, count: 0, results: [] }));
    expect(management.unstructuredTemplate).toHaveBeenCalledWith('101');
    const csat = renderHook(() => useCsatTemplate('T1'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(csat.result.current.data).toEqual(survey));
    const skipped = renderHook(() => useCsatTemplate(null), { wrapper: wrapperFor(client) });
    expect(skipped.result.current.data).toBeUndefined();
    expect(management.csatTemplate).toHaveBeenCalledTimes(1);
  });

  it('run the saves as mutations', async () => {
    const { client, management } = fakeClient();
    const wrapper = wrapperFor(client);
    const create = renderHook(() => useCreateCsoReport(), { wrapper });
    const update = renderHook(() => useUpdateCsoReport(), { wrapper });
    const unstructured = renderHook(() => useUnstructuredUpdate(), { wrapper });
    const csat = renderHook(() => useCsatResponse(), { wrapper });
    const signature = new Blob(['png'], { type: 'image/png' });
    let id = 0;
    await act(async () => {
      id = (await create.result.current.trigger({ tickets: 'T1', enggsigfiles: signature } as never)).id;
      await update.result.current.trigger({
        id,
        input: { overallexperiance: 5, schduledate: 'x', costumercomment: 'y', custsigfiles: signature },
      });
      await unstructured.result.current.trigger({ ticket: 'T1', data: [] });
      await csat.result.current.trigger({ ticket: 'T1', template: 1, data: [] });
    });
    expect(id).toBe(7);
    expect(management.updateCsoReport).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ overallexperiance: 5 }),
    );
    expect(management.unstructuredUpdateByTemplate).toHaveBeenCalledWith({ ticket: 'T1', data: [] });
    expect(management.csatResponse).toHaveBeenCalledWith({ ticket: 'T1', template: 1, data: [] });
  });
});
