import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import type { CsatTemplateResponse } from '../resources/management.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import {
  useCsatResponse,
  useCsatTemplate,
  useUnstructuredTemplate,
  useUnstructuredUpdate,
} from './useFieldForms.ts';

const survey: CsatTemplateResponse = {
  status: 200,
  data: [{ id: 1, name: 'Survey', description: '', show_logo: true, data: [] }],
};

function fakeClient(overrides: Partial<ApiClient['management']> = {}) {
  const management = {
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
    const unstructured = renderHook(() => useUnstructuredUpdate(), { wrapper });
    const csat = renderHook(() => useCsatResponse(), { wrapper });
    await act(async () => {
      await unstructured.result.current.trigger({ ticket: 'T1', data: [] });
      await csat.result.current.trigger({ ticket: 'T1', template: 1, data: [] });
    });
    expect(management.unstructuredUpdateByTemplate).toHaveBeenCalledWith({ ticket: 'T1', data: [] });
    expect(management.csatResponse).toHaveBeenCalledWith({ ticket: 'T1', template: 1, data: [] });
  });
});
