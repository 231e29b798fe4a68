import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  Questionnaire,
  QuestionnaireQuestion,
  QuestionnaireResponseInput,
  QuestionnaireSubmitted,
  QuestionnaireSummary,
} from '../resources/questionnaire.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/** The questionnaire list (empty: 'No questionnaire available'); `enabled: false` skips. Spec: operations §2, §7. */
export function useQuestionnaires(
  enabled = true,
  config?: SWRConfiguration<QuestionnaireSummary[], ApiError>,
): SWRResponse<QuestionnaireSummary[], ApiError> {
  const client = useApiClient();
  return useSWR<QuestionnaireSummary[], ApiError>(
    enabled ? apiKeys.questionnaire.list() : null,
    () => client.questionnaire.list(),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, ...config },
  );
}

/**
 * One questionnaire with every question; a `null` id skips. A failure shows 'Failed to load
 * questionnaire.' Spec: operations §7, §8 'Questionnaires'.
 */
export function useQuestionnaire(
  templateId: number | null,
  config?: SWRConfiguration<Questionnaire, ApiError>,
): SWRResponse<Questionnaire, ApiError> {
  const client = useApiClient();
  return useSWR<Questionnaire, ApiError>(
    templateId !== null ? apiKeys.questionnaire.form(templateId) : null,
    () => client.questionnaire.form(templateId as number),
    { onErrorRetry: apiOnErrorRetry, revalidateOnFocus: false, revalidateIfStale: false, ...config },
  );
}

/** The key type of {@link useQuestionnaireQuestion}. */
export type QuestionnaireQuestionKey = ReturnType<typeof apiKeys.questionnaire.question>;

/**
 * Fetches one question on demand: `trigger({ templateId, code })` (the code is upper-cased). It
 * fails with `ApiError` or `QuestionStructureError`. Spec: operations §4 (the next question of a
 * tree form), §7, §8 'Question fetch'.
 */
export function useQuestionnaireQuestion(): SWRMutationResponse<
  QuestionnaireQuestion,
  ApiError,
  QuestionnaireQuestionKey,
  { templateId: number; code: string }
> {
  const client = useApiClient();
  return useSWRMutation<
    QuestionnaireQuestion,
    ApiError,
    QuestionnaireQuestionKey,
    { templateId: number; code: string }
  >(apiKeys.questionnaire.question(), (_key, { arg }) =>
    client.questionnaire.question(arg.templateId, arg.code),
  );
}

/** The key type of {@link useRespondQuestionnaire}. */
export type QuestionnaireRespondKey = ReturnType<typeof apiKeys.questionnaire.respond>;

/**
 * Sends an interactive submission: `trigger({ input, asKnownUser })`, through the authenticated
 * /partner/answer_responded/ for a known (signed-in) user, otherwise through the public variant.
 * A failure shows 'Failed to submit questionnaire. Please try again.' Spec: operations §4, §7, §8.
 */
export function useRespondQuestionnaire(): SWRMutationResponse<
  QuestionnaireSubmitted,
  ApiError,
  QuestionnaireRespondKey,
  { input: QuestionnaireResponseInput; asKnownUser: boolean }
> {
  const client = useApiClient();
  return useSWRMutation<
    QuestionnaireSubmitted,
    ApiError,
    QuestionnaireRespondKey,
    { input: QuestionnaireResponseInput; asKnownUser: boolean }
  >(apiKeys.questionnaire.respond(), (_key, { arg }) =>
    arg.asKnownUser
      ? client.questionnaire.respond(arg.input)
      : client.questionnaire.respondAsNewUser(arg.input),
  );
}
