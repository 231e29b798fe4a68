import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

// ---------------------------------------------------------------------------------------------
// Unstructured data form (operations §2 'Unstructured Data Form', §3 'Unstructured template')
// ---------------------------------------------------------------------------------------------

/**
 * One item of an unstructured template: `key` (the field's label), `is_optional`, and `value`
 * (a text, or a list of texts shown as tags). Spec: operations §3 'Unstructured template'.
 */
export interface UnstructuredItem {
  key: string;
  is_optional: boolean;
  value: string | string[];
}

/** One template of a project. Spec: operations §3. */
export interface UnstructuredTemplate {
  id: number;
  project: string;
  name: string;
  data: UnstructuredItem[];
  created_at: string;
}

/** Answer of GET /management/unstructured-template/: oldest first; the form uses the last. */
export interface UnstructuredTemplateResponse {
  status: number;
  count: number;
  results: UnstructuredTemplate[];
}

/** One filled item of the save payload (`is_optional` may be echoed back; it is ignored). */
export interface UnstructuredAnswer {
  key: string;
  value: string | string[];
  is_optional?: boolean;
}

/** Body of POST /management/unstructured-update-by-template/. Spec: operations §3, §7. */
export interface UnstructuredUpdateBody {
  ticket: string;
  data: UnstructuredAnswer[];
}

/** Answer of the unstructured save (the spec does not show it; ours is `{ status, message }`). */
export interface UnstructuredUpdateResponse {
  status: number;
  message: string;
}

/**
 * The items the unstructured form shows: the last template's `data`, or `[]` when the project has
 * none. Spec: operations §7 ('results and count; the last entry's data').
 */
export function lastTemplateData(response: UnstructuredTemplateResponse): UnstructuredItem[] {
  return response.results.at(-1)?.data ?? [];
}

// ---------------------------------------------------------------------------------------------
// Customer satisfaction survey (operations §2, §3 'Survey template', 'Survey answer item')
// ---------------------------------------------------------------------------------------------

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

/** A survey template. Spec: operations §3 'Survey template'. */
export interface SurveyTemplate {
  id: number;
  name: string;
  description: string;
  show_logo: boolean;
  data: SurveyQuestion[];
}

/** Answer of GET /management/csat-template/: the survey is `data[0]`. Spec: operations §7. */
export interface CsatTemplateResponse {
  status: number;
  data: SurveyTemplate[];
}

/**
 * One answer: `answer` is text; several choices are joined with ', ' (see
 * {@link joinSurveyChoices}); `source` is always 'web'. Spec: operations §3 'Survey answer item'.
 */
export interface SurveyAnswerItem {
  question_id: number;
  answer: string;
  source: 'web';
}

/** Body of POST /management/csat-response/ (`template` is the template id). Spec: operations §3, §7. */
export interface CsatResponseBody {
  ticket: string;
  template: number;
  data: SurveyAnswerItem[];
}

/** Answer of POST /management/csat-response/ (status 200 is success). */
export interface CsatResponseResult {
  status: number;
  message: string;
}

/** Joins checkbox choices the way the spec stores them: with a comma and a space. Spec: operations §3. */
export function joinSurveyChoices(choices: readonly string[]): string {
  return choices.join(', ');
}

// ---------------------------------------------------------------------------------------------
// File upload (operations §7 'File upload')
// ---------------------------------------------------------------------------------------------

/**
 * Body of POST /management/get-presigned-url-for-upload/. `filename` and `filetype` are the
 * spec's; `filesize` (bytes) is ours: the server refuses files over `UPLOAD_MAX_BYTES` and signs the
 * length into the URL, so a different body is refused by the storage host. Spec: operations §3, §7.
 */
export interface PresignUploadRequest {
  filename: string;
  filetype: string;
  filesize: number;
  /**
   * Ours, for the upload page reached by a service call report link (no sign-in): the link's ids
   * stand in for the token. Ignored when a token is sent.
   */
  ticket_id?: string;
  urlunique_id?: string;
}

/**
 * Answer of the presign call: the storage key chosen by the server (`s3_key`) and the URL to PUT
 * the file to (`uploadUrl`, valid for `expires_in` seconds). Spec: operations §3 'Upload-URL response'.
 */
export interface PresignUploadResponse {
  status?: number;
  s3_key: string;
  uploadUrl: string;
  expires_in?: number;
}

/**
 * Answer of GET /management/storage-credentials/ (ours; the reference server's local development
 * storage only): signing credentials valid until `expiration` (ISO 8601), and where to sign for.
 */
export interface StorageCredentialsResponse {
  status: number;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration: string;
  region: string;
  bucket: string;
  endpoint: string;
  forcePathStyle: boolean;
}

// ---------------------------------------------------------------------------------------------

/** The management-area calls, available as `client.management`. */
export interface ManagementApi {
  /**
   * GET /management/unstructured-template/?project: the project's templates (use
   * {@link lastTemplateData}). On failure the form shows 'Error Validating Link!'. Spec: operations §7, §8.
   */
  unstructuredTemplate(project: string, options?: RequestOptions): Promise<UnstructuredTemplateResponse>;
  /**
   * POST /management/unstructured-update-by-template/ `{ ticket, data }`: saves the filled items.
   * Rejects with the server's message when a required item is empty. Spec: operations §3, §7.
   */
  unstructuredUpdateByTemplate(
    body: UnstructuredUpdateBody,
    options?: RequestOptions,
  ): Promise<UnstructuredUpdateResponse>;
  /**
   * GET /management/csat-template/?ticket: the ticket's survey (`data[0]`). On failure the survey
   * shows 'Failed to load survey'. Spec: operations §7, §8 'Survey'.
   */
  csatTemplate(ticket: string, options?: RequestOptions): Promise<CsatTemplateResponse>;
  /**
   * POST /management/csat-response/ `{ ticket, template, data }`: submits the answers. On failure
   * the survey shows 'Failed to submit survey form!'. Spec: operations §3, §7, §8 'Survey'.
   */
  csatResponse(body: CsatResponseBody, options?: RequestOptions): Promise<CsatResponseResult>;
  /**
   * POST /management/get-presigned-url-for-upload/ `{ filename, filetype, filesize }`: the storage
   * key and the upload URL. Usually called through `uploadFile`. Spec: operations §7 'File upload'.
   */
  getPresignedUrlForUpload(
    body: PresignUploadRequest,
    options?: RequestOptions,
  ): Promise<PresignUploadResponse>;
  /**
   * GET /management/storage-credentials/ (ours): short-lived signing credentials for the
   * reference server's local storage (501 against real S3, whose credentials come from an
   * identity pool). Wrap it with `cachedCredentials` of `/storage-links`.
   */
  storageCredentials(options?: RequestOptions): Promise<StorageCredentialsResponse>;
}

/** Builds `client.management`. */
export function createManagementApi(core: HttpCore): ManagementApi {
  return {
    unstructuredTemplate: (project, options) =>
      core.get<UnstructuredTemplateResponse>('/management/unstructured-template/', {
        ...options,
        query: { ...options?.query, project },
      }),
    unstructuredUpdateByTemplate: (body, options) =>
      core.post<UnstructuredUpdateResponse>('/management/unstructured-update-by-template/', body, options),
    csatTemplate: (ticket, options) =>
      core.get<CsatTemplateResponse>('/management/csat-template/', {
        ...options,
        query: { ...options?.query, ticket },
      }),
    csatResponse: (body, options) =>
      core.post<CsatResponseResult>('/management/csat-response/', body, options),
    getPresignedUrlForUpload: (body, options) =>
      core.post<PresignUploadResponse>('/management/get-presigned-url-for-upload/', body, options),
    storageCredentials: (options) =>
      core.get<StorageCredentialsResponse>('/management/storage-credentials/', options),
  };
}
