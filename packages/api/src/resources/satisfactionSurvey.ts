import type { HttpCore } from '../client/request.ts';
import { withIdempotencyKey } from '../client/idempotency.ts';
import type { RequestOptions } from '../client/types.ts';

/** The five question types. Spec: operations §2 'Customer satisfaction survey'. */
export const SURVEY_QUESTION_TYPES = [
  'multiple-choice',
  'checkboxes',
  'short-answer',
  'paragraph',
  'dropdown',
] as const;

/** One of {@link SURVEY_QUESTION_TYPES}. */
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/**
 * One survey question. `options` is empty for short-answer and paragraph questions.
 * Spec: operations §3 'Survey template'.
 */
export interface SurveyQuestion {
  id: number;
  type: SurveyQuestionType;
  questionText: string;
  note: string;
  options: string[];
  required: boolean;
  placeholderText: string;
}

/** A ticket's satisfaction survey. Spec: operations §3 'Survey template'. */
export interface SatisfactionSurvey {
  id: number;
  name: string;
  description: string;
  showLogo: boolean;
  questions: SurveyQuestion[];
  /**
   * The active staff-written survey's title and description (ours, issue 20), shown above the
   * questions: `html` stored with storage keys (show it through `toDisplayHtml`), `images` key ->
   * 60 s signed link. Absent when no survey is active.
   */
  intro?: { title: string; html: string; images: Readonly<Record<string, string>> };
}

/**
 * One answer: `answer` is text; several choices are joined with ', ' (see
 * {@link joinSurveyChoices}); `source` is always 'web'. Spec: operations §3 'Survey answer item'.
 */
export interface SurveyAnswer {
  questionId: number;
  answer: string;
  source: 'web';
}

/** What the survey submits: the ticket, the survey's id and the answers. Spec: operations §3, §7. */
export interface SatisfactionSurveyInput {
  ticket: string;
  surveyId: number;
  answers: SurveyAnswer[];
  /** Sent as the `Idempotency-Key` header: a retried submit answers the first answer (issue 23). */
  idempotencyKey?: string;
}

/** The server's answer to a submission (status 200 is success). */
export interface SatisfactionSurveySubmitted {
  message: string;
}

/** Joins checkbox choices the way the spec stores them: with a comma and a space. Spec: operations §3. */
export function joinSurveyChoices(choices: readonly string[]): string {
  return choices.join(', ');
}

/** The satisfaction survey's calls, available as `client.satisfactionSurvey`. */
export interface SatisfactionSurveyApi {
  /**
   * GET /management/csat-template/?ticket: the ticket's survey (the answer's `data[0]`), or `null`
   * when the ticket has none. On failure the survey shows 'Failed to load survey'.
   * Spec: operations §7, §8 'Survey'.
   */
  survey(ticket: string, options?: RequestOptions): Promise<SatisfactionSurvey | null>;
  /**
   * POST /management/csat-response/ `{ ticket, template, data }`: submits the answers. On failure
   * the survey shows 'Failed to submit survey form!'. Spec: operations §3, §7, §8 'Survey'.
   */
  submit(input: SatisfactionSurveyInput, options?: RequestOptions): Promise<SatisfactionSurveySubmitted>;
}

/** A survey template as the server sends it (operations §3 'Survey template'). */
interface WireSurvey {
  id: number;
  name: string;
  description: string;
  show_logo: boolean;
  data: SurveyQuestion[];
}

/** Builds `client.satisfactionSurvey`. */
export function createSatisfactionSurveyApi(core: HttpCore): SatisfactionSurveyApi {
  return {
    survey: async (ticket, options) => {
      const answer = await core.get<{
        data: WireSurvey[];
        intro?: { title: string; html: string; images?: Record<string, string> } | null;
      }>('/management/csat-template/', {
        ...options,
        query: { ...options?.query, ticket },
      });
      const survey = answer.data[0];
      if (!survey) return null;
      return {
        id: survey.id,
        name: survey.name,
        description: survey.description,
        showLogo: survey.show_logo,
        questions: survey.data,
        ...(answer.intro
          ? {
              intro: {
                title: answer.intro.title,
                html: answer.intro.html,
                images: answer.intro.images ?? {},
              },
            }
          : {}),
      };
    },
    submit: async ({ ticket, surveyId, answers, idempotencyKey }, options) => {
      const answer = await core.post<{ message: string }>(
        '/management/csat-response/',
        {
          ticket,
          template: surveyId,
          data: answers.map((item) => ({
            question_id: item.questionId,
            answer: item.answer,
            source: item.source,
          })),
        },
        withIdempotencyKey(options, idempotencyKey),
      );
      return { message: answer.message };
    },
  };
}
