import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { StaffSurvey, StaffSurveyInput } from '../resources/surveys.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type SurveyAnswer = { message: string; survey: StaffSurvey };

/** The staff-written surveys (GET /management/surveys/), most recently changed first. Issue 20. */
export function useStaffSurveys(
  config?: SWRConfiguration<StaffSurvey[], ApiError>,
): SWRResponse<StaffSurvey[], ApiError> {
  const client = useApiClient();
  return useApiRead(apiKeys.surveys.list(), () => client.surveys.list(), config);
}

/**
 * One survey (GET /management/surveys/{id}/) with 60 s image links. Not re-read on focus, so an
 * open editor is not reset under the writer. `null` skips.
 */
export function useStaffSurvey(
  id: number | null,
  config?: SWRConfiguration<StaffSurvey, ApiError>,
): SWRResponse<StaffSurvey, ApiError> {
  const client = useApiClient();
  return useApiRead(id === null ? null : apiKeys.surveys.detail(id), () => client.surveys.get(id ?? 0), {
    revalidateOnFocus: false,
    ...config,
  });
}

/** Creates a survey (`trigger(input)`), then re-reads the list. */
export function useCreateSurvey(): SWRMutationResponse<
  SurveyAnswer,
  ApiError,
  ReturnType<typeof apiKeys.surveys.write>,
  StaffSurveyInput
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.surveys.write('create'),
    (_key, { arg }: { arg: StaffSurveyInput }) => client.surveys.create(arg),
    { onSuccess: () => revalidate(apiKeys.surveys.all()) },
  );
}

/** Changes a survey (`trigger({ id, version, changes })`; `{ isActive }` alone switches it), then re-reads the surveys. */
export function useUpdateSurvey(): SWRMutationResponse<
  SurveyAnswer,
  ApiError,
  ReturnType<typeof apiKeys.surveys.write>,
  { id: number; version: number; changes: Partial<StaffSurveyInput> }
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.surveys.write('update'),
    (_key, { arg }: { arg: { id: number; version: number; changes: Partial<StaffSurveyInput> } }) =>
      client.surveys.update(arg.id, arg.version, arg.changes),
    { onSuccess: () => revalidate(apiKeys.surveys.all()) },
  );
}
