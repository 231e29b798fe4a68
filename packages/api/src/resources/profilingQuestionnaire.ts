import type { HttpCore } from '../client/request.ts';
import { withIdempotencyKey } from '../client/idempotency.ts';
import type { RequestOptions } from '../client/types.ts';

/**
 * Who answers the profiling questionnaire: a known user by stored uuid and phone, or a new user by
 * full name and phone. Spec: operations §2 'Profiling questionnaire', §3 'Profiling submission'.
 */
export type ProfilingIdentity =
  { kind: 'known'; userUuid: string; userPhone: string } | { kind: 'new'; fullName: string; phone: string };

/** A profiling submission. Spec: operations §3 'Profiling submission'. */
export interface ProfilingSubmissionInput {
  identity: ProfilingIdentity;
  /** The form answered (reference server: defaults to its profiling form). */
  templateId?: number;
  /** Every question's answer, by code; several choices joined with ', '. */
  answers: { questionCode: string; answer: string }[];
  /** When the user submitted, as an ISO time. */
  submittedAt: string;
  /** Sent as the `Idempotency-Key` header: a retried submit answers the first answer (issue 23). */
  idempotencyKey?: string;
}

/** The profiling questionnaire's calls, available as `client.profilingQuestionnaire`. */
export interface ProfilingQuestionnaireApi {
  /**
   * POST /partner/questionnaire/submit/ `{ user_uuid, user_phone } | { full_name, phone }, answers,
   * submitted_at`. On failure: 'Failed to submit questionnaire. Please try again.'
   * Spec: operations §3, §7 'Questionnaires', §8.
   */
  submit(input: ProfilingSubmissionInput, options?: RequestOptions): Promise<{ message: string }>;
}

/** Builds `client.profilingQuestionnaire`. */
export function createProfilingQuestionnaireApi(core: HttpCore): ProfilingQuestionnaireApi {
  return {
    submit: async ({ identity, templateId, answers, submittedAt, idempotencyKey }, options) => {
      const answer = await core.post<{ message?: string }>(
        '/partner/questionnaire/submit/',
        {
          ...(identity.kind === 'known'
            ? { user_uuid: identity.userUuid, user_phone: identity.userPhone }
            : { full_name: identity.fullName, phone: identity.phone }),
          ...(templateId !== undefined ? { template_id: templateId } : {}),
          answers: answers.map((item) => ({ question_code: item.questionCode, answer: item.answer })),
          submitted_at: submittedAt,
        },
        withIdempotencyKey(options, idempotencyKey),
      );
      return { message: answer.message ?? '' };
    },
  };
}
