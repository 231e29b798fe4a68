import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import type { SatisfactionSurvey } from '../resources/satisfactionSurvey.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import { useSatisfactionSurvey, useSubmitSatisfactionSurvey } from './useSatisfactionSurvey.ts';
import { useSaveUnstructuredData, useUnstructuredTemplates } from './useUnstructuredData.ts';

const survey: SatisfactionSurvey = { id: 1, name: 'Survey', description: '', showLogo: true, questions: [] };

function fakeClient() {
  const unstructuredData = {
    templates: vi.fn<ApiClient['unstructuredData']['templates']>(async () => []),
    save: vi.fn<ApiClient['unstructuredData']['save']>(async () => ({ message: 'ok' })),
  };
  const satisfactionSurvey = {
    survey: vi.fn<ApiClient['satisfactionSurvey']['survey']>(async () => survey),
    submit: vi.fn<ApiClient['satisfactionSurvey']['submit']>(async () => ({ message: 'ok' })),
  };
  return {
    client: { unstructuredData, satisfactionSurvey } as unknown as ApiClient,
    unstructuredData,
    satisfactionSurvey,
  };
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
    const { client, unstructuredData, satisfactionSurvey } = fakeClient();
    // SWR re-renders only for fields read before they change, so read `data` first.
    const templates = renderHook(() => useUnstructuredTemplates('101'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(templates.result.current.data).toEqual([]));
    expect(unstructuredData.templates).toHaveBeenCalledWith('101');
    const loaded = renderHook(() => useSatisfactionSurvey('T1'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(loaded.result.current.data).toEqual(survey));
    const skipped = renderHook(() => useSatisfactionSurvey(null), { wrapper: wrapperFor(client) });
    expect(skipped.result.current.data).toBeUndefined();
    expect(satisfactionSurvey.survey).toHaveBeenCalledTimes(1);
  });

  it('run the saves as mutations', async () => {
    const { client, unstructuredData, satisfactionSurvey } = fakeClient();
    const wrapper = wrapperFor(client);
    const save = renderHook(() => useSaveUnstructuredData(), { wrapper });
    const submit = renderHook(() => useSubmitSatisfactionSurvey(), { wrapper });
    await act(async () => {
      await save.result.current.trigger({ ticket: 'T1', answers: [] });
      await submit.result.current.trigger({ ticket: 'T1', surveyId: 1, answers: [] });
    });
    expect(unstructuredData.save).toHaveBeenCalledWith({ ticket: 'T1', answers: [] });
    expect(satisfactionSurvey.submit).toHaveBeenCalledWith({ ticket: 'T1', surveyId: 1, answers: [] });
  });
});
