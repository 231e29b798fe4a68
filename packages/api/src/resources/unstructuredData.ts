import type { HttpCore } from '../client/request.ts';
import { withIdempotencyKey } from '../client/idempotency.ts';
import type { RequestOptions } from '../client/types.ts';

/**
 * One item of an unstructured template: `key` (the field's label), `isOptional`, and `value` (a
 * text, or a list of texts shown as tags). Spec: operations §3 'Unstructured template'.
 */
export interface UnstructuredItem {
  key: string;
  isOptional: boolean;
  value: string | string[];
}

/** One template of a project; `createdAt` is ISO 8601. Spec: operations §3. */
export interface UnstructuredTemplate {
  id: number;
  project: string;
  name: string;
  items: UnstructuredItem[];
  createdAt: string;
}

/** One filled item as saved. Spec: operations §3. */
export interface UnstructuredAnswer {
  key: string;
  value: string | string[];
}

/** What the unstructured data form saves for a ticket. */
export interface UnstructuredDataInput {
  ticket: string;
  answers: UnstructuredAnswer[];
  /** Sent as the `Idempotency-Key` header: a retried submit answers the first answer (issue 23). */
  idempotencyKey?: string;
}

/** The server's answer to a save (the spec does not show it; ours carries a message). */
export interface UnstructuredDataSaved {
  message: string;
}

/**
 * The template the form shows: the last of the project's templates (oldest first), or `undefined`
 * when the project has none. Spec: operations §7 ('results and count; the last entry's data').
 */
export function latestTemplate(templates: readonly UnstructuredTemplate[]): UnstructuredTemplate | undefined {
  return templates.at(-1);
}

/** The unstructured data form's calls, available as `client.unstructuredData`. */
export interface UnstructuredDataApi {
  /**
   * GET /management/unstructured-template/?project: the project's templates, oldest first (use
   * {@link latestTemplate}). On failure the form shows 'Error Validating Link!'. Spec: operations §7, §8.
   */
  templates(project: string, options?: RequestOptions): Promise<UnstructuredTemplate[]>;
  /**
   * POST /management/unstructured-update-by-template/ `{ ticket, data }`: saves the filled items.
   * Rejects with the server's message when a required item is empty. Spec: operations §3, §7.
   */
  save(input: UnstructuredDataInput, options?: RequestOptions): Promise<UnstructuredDataSaved>;
}

/** A template as the server sends it (operations §3 'Unstructured template'). */
interface WireTemplate {
  id: number;
  project: string;
  name: string;
  data: { key: string; is_optional: boolean; value: string | string[] }[];
  created_at: string;
}

const fromWire = (template: WireTemplate): UnstructuredTemplate => ({
  id: template.id,
  project: template.project,
  name: template.name,
  items: template.data.map((item) => ({ key: item.key, isOptional: item.is_optional, value: item.value })),
  createdAt: template.created_at,
});

/** Builds `client.unstructuredData`. */
export function createUnstructuredDataApi(core: HttpCore): UnstructuredDataApi {
  return {
    templates: async (project, options) => {
      const answer = await core.get<{ results: WireTemplate[] }>('/management/unstructured-template/', {
        ...options,
        query: { ...options?.query, project },
      });
      return answer.results.map(fromWire);
    },
    save: async ({ ticket, answers, idempotencyKey }, options) => {
      const answer = await core.post<{ message: string }>(
        '/management/unstructured-update-by-template/',
        { ticket, data: answers.map(({ key, value }) => ({ key, value })) },
        withIdempotencyKey(options, idempotencyKey),
      );
      return { message: answer.message };
    },
  };
}
