import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  SatisfactionSurvey,
  SatisfactionSurveyInput,
  SatisfactionSurveySubmitted,
} from '../resources/satisfactionSurvey.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The ticket's satisfaction survey (`null` data: the ticket has none); a `null` ticket skips. A
 * failure shows 'Failed to load survey'. Spec: operations §2, §7, §8 'Survey'.
 */
export function useSatisfactionSurvey(
  ticket: string | null,
  config?: SWRConfiguration<SatisfactionSurvey | null, ApiError>,
): SWRResponse<SatisfactionSurvey | null, ApiError> {
  const client = useApiClient();
  return useSWR<SatisfactionSurvey | null, ApiError>(
    ticket ? apiKeys.satisfactionSurvey.survey(ticket) : null,
    () => client.satisfactionSurvey.survey(ticket as string),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/** The key type of {@link useSubmitSatisfactionSurvey}. */
export type SatisfactionSurveySubmitKey = ReturnType<typeof apiKeys.satisfactionSurvey.submit>;

/**
 * Submits the survey: `trigger({ ticket, surveyId, answers })`. A failure shows 'Failed to submit
 * survey form!'. Spec: operations §3, §4, §7, §8 'Survey'.
 */
export function useSubmitSatisfactionSurvey(): SWRMutationResponse<
  SatisfactionSurveySubmitted,
  ApiError,
  SatisfactionSurveySubmitKey,
  SatisfactionSurveyInput
> {
  const client = useApiClient();
  return useSWRMutation<
    SatisfactionSurveySubmitted,
    ApiError,
    SatisfactionSurveySubmitKey,
    SatisfactionSurveyInput
  >(apiKeys.satisfactionSurvey.submit(), (_key, { arg }) => client.satisfactionSurvey.submit(arg));
}
