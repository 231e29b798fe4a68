import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ProfilingSubmissionInput } from '../resources/profilingQuestionnaire.ts';
import { useApiClient } from './ApiProvider.tsx';

/** The key type of {@link useSubmitProfilingQuestionnaire}. */
export type ProfilingSubmitKey = ReturnType<typeof apiKeys.profilingQuestionnaire.submit>;

/**
 * Submits the profiling questionnaire: `trigger({ identity, answers, submittedAt })`. A failure
 * shows 'Failed to submit questionnaire. Please try again.' Spec: operations §3, §4, §7, §8.
 */
export function useSubmitProfilingQuestionnaire(): SWRMutationResponse<
  { message: string },
  ApiError,
  ProfilingSubmitKey,
  ProfilingSubmissionInput
> {
  const client = useApiClient();
  return useSWRMutation<{ message: string }, ApiError, ProfilingSubmitKey, ProfilingSubmissionInput>(
    apiKeys.profilingQuestionnaire.submit(),
    (_key, { arg }) => client.profilingQuestionnaire.submit(arg),
  );
}
