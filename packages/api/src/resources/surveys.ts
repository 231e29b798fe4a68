import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

// Satisfaction surveys written by staff (issue 20; routes surveys, add-survey, edit-survey/{id}).

/** Question kinds staff can write. */
export const SURVEY_QUESTION_KINDS = ['text', 'rating', 'single_choice', 'yes_no'] as const;
/** A question kind: free text, a 1-5 rating, one of the options, or yes/no. */
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** One question of a staff-written survey. */
export interface StaffSurveyQuestion {
  kind: SurveyQuestionKind;
  text: string;
  required: boolean;
  /** single_choice: 2 to 10 options; empty otherwise. */
  options: string[];
}

/** A staff-written survey as read. */
export interface StaffSurvey {
  id: number;
  title: string;
  /** Stored HTML, images as storage keys (not sanitised: show it through `toDisplayHtml`). */
  descriptionHtml: string;
  questions: StaffSurveyQuestion[];
  isActive: boolean;
  authorName: string;
  /** Optimistic-concurrency version: send it back with a change (409 when stale). */
  version: number;
  /** ISO 8601 instant. */
  updatedAt: string;
  /** The caller may change it (its author or an admin). */
  canEdit: boolean;
  /** Storage key -> signed display link (60 s) of the description's images (one survey only). */
  images: Readonly<Record<string, string>>;
}

/** What a create or a change sends (`descriptionHtml` with images as storage keys). */
export interface StaffSurveyInput {
  title: string;
  descriptionHtml: string;
  questions: StaffSurveyQuestion[];
  isActive: boolean;
}

interface WireSurvey {
  id: number;
  title: string;
  description_html: string;
  questions: { kind: SurveyQuestionKind; text: string; required: boolean; options?: string[] }[];
  is_active: boolean;
  author_name: string;
  version: number;
  updated_at: string;
  can_edit: boolean;
  images?: Record<string, string>;
}

const fromWire = (wire: WireSurvey): StaffSurvey => ({
  id: wire.id,
  title: wire.title,
  descriptionHtml: wire.description_html,
  questions: wire.questions.map((question) => ({
    kind: question.kind,
    text: question.text,
    required: question.required,
    options: question.options ?? [],
  })),
  isActive: wire.is_active,
  authorName: wire.author_name,
  version: wire.version,
  updatedAt: wire.updated_at,
  canEdit: wire.can_edit,
  images: wire.images ?? {},
});

const toWire = (input: Partial<StaffSurveyInput>) => ({
  ...(input.title !== undefined ? { title: input.title } : {}),
  ...(input.descriptionHtml !== undefined ? { description_html: input.descriptionHtml } : {}),
  ...(input.questions !== undefined
    ? {
        questions: input.questions.map((question) => ({
          kind: question.kind,
          text: question.text,
          required: question.required,
          ...(question.kind === 'single_choice' ? { options: question.options } : {}),
        })),
      }
    : {}),
  ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
});

/**
 * `client.surveys`. Every call rejects with an `ApiError`: 401; 403 for a role outside
 * `CALL_ROLES.surveys` / `surveyWrite` or a survey of another project manager; 404 unknown; 400
 * with the server's message (bad fields, an image that is not an upload key); 409 stale version.
 */
export interface SurveysApi {
  /** GET /management/surveys/: most recently changed first (no image links). */
  list(options?: RequestOptions): Promise<StaffSurvey[]>;
  /** GET /management/surveys/{id}/: with 60 s image links. */
  get(id: number, options?: RequestOptions): Promise<StaffSurvey>;
  /** POST /management/surveys/. */
  create(
    input: StaffSurveyInput,
    options?: RequestOptions,
  ): Promise<{ message: string; survey: StaffSurvey }>;
  /** PATCH /management/surveys/{id}/ `{ version, ...changes }` (e.g. `{ isActive }` alone to switch it). */
  update(
    id: number,
    version: number,
    changes: Partial<StaffSurveyInput>,
    options?: RequestOptions,
  ): Promise<{ message: string; survey: StaffSurvey }>;
}

/** Builds `client.surveys`. */
export function createSurveysApi(core: HttpCore): SurveysApi {
  const base = '/management/surveys/';
  return {
    list: async (options) =>
      ((await core.get<{ results?: WireSurvey[] }>(base, options)).results ?? []).map(fromWire),
    get: async (id, options) =>
      fromWire((await core.get<{ survey: WireSurvey }>(`${base}${id}/`, options)).survey),
    create: async (input, options) => {
      const answer = await core.post<{ message: string; survey: WireSurvey }>(base, toWire(input), options);
      return { message: answer.message, survey: fromWire(answer.survey) };
    },
    update: async (id, version, changes, options) => {
      const answer = await core.patch<{ message: string; survey: WireSurvey }>(
        `${base}${id}/`,
        { version, ...toWire(changes) },
        options,
      );
      return { message: answer.message, survey: fromWire(answer.survey) };
    },
  };
}
