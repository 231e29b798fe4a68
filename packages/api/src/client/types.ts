import type { ApiError } from './ApiError.ts';
import type { ApiMessageId, ApiMessages } from './messages.ts';

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One query value; arrays repeat the name (`?a=1&a=2`). `undefined` and `null` are skipped. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Query parameters as an object; entries whose value is `undefined` or `null` are not sent. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * A request body: `FormData`, `URLSearchParams` and `Blob` are sent as they are (the browser sets
 * their content type); anything else is sent as JSON with `Content-Type: application/json`.
 */
export type RequestBody = FormData | URLSearchParams | Blob | object | string | number | boolean;

/** How the answer body is read: JSON (default), a `Blob` (files) or text. */
export type ResponseType = 'json' | 'blob' | 'text';

/** Options every call accepts. */
export interface RequestOptions {
  /** Query parameters; `undefined`/`null` values are skipped. */
  query?: QueryParams;
  /** Extra request headers (they win over the defaults, except that no token header is added). */
  headers?: HeadersInit;
  /** The caller's abort signal; when it fires the call rejects with kind `aborted`, silently. */
  signal?: AbortSignal;
  /** Time-out for this call in ms; overrides the client's `timeoutMs`. 0 turns it off. */
  timeoutMs?: number;
  /** `true` skips `onError` for this call (the promise still rejects). */
  silent?: boolean;
  /**
   * `false` never sends the token, even to the API origin. Default `true`: the token is sent when
   * the request URL's origin is the API base origin.
   */
  auth?: boolean;
}

/** {@link RequestOptions} plus a body and how to read the answer, for `client.request`. */
export interface FullRequestOptions extends RequestOptions {
  body?: RequestBody;
  responseType?: ResponseType;
}

/**
 * What `onError` receives: one message to show (as a toast), for how long, and the error behind
 * it. `messageId` names the `apiMessages` entry the text came from; it is `undefined` when the
 * text is the server's own `message`.
 */
export interface ApiNotice {
  type: 'error';
  message: string;
  messageId: ApiMessageId | undefined;
  /** How long to show the message, in ms (1000: spec operations §8 'Shared HTTP'). */
  durationMs: number;
  error: ApiError;
}

/** The stored token, or nothing; may be async. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** The `fetch` the client calls (the global one by default). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /**
   * The API base: absolute (`https://api.example.com/api`) or a path (`/api`, resolved against
   * `window.location.origin` when a request is made). Paths are appended as they are:
   * `/partner/login/` becomes `/api/partner/login/`.
   */
  baseUrl: string;
  /** Returns the stored token; sent as `Authorization: Token <token>` to the API origin only. */
  getToken: TokenGetter;
  /** `fetch` to use (tests pass a fake). Default: the global `fetch`, looked up per request. */
  fetch?: FetchLike;
  /** Time-out per request in ms. Default 30000 (spec operations §7, §9). 0 turns it off. */
  timeoutMs?: number;
  /**
   * Called once per failed request that has something to show (not for HTTP >= 500, not for
   * caller aborts, not for `silent` calls, not for body-status failures). Spec: operations §8
   * 'Shared HTTP'. Exceptions it throws are swallowed.
   */
  onError?: (notice: ApiNotice) => void;
  /**
   * Called with the body of every answer the client has read (parsed JSON, or the text of an
   * error answer), before the call resolves or rejects; the call waits for the promise it returns.
   * The portal loads the client messages of the server's `message_id`s here, only when an answer
   * carries one (issue 21: nothing loaded before it is needed). A rejection is ignored.
   */
  beforeAnswer?: (body: unknown) => void | Promise<void>;
  /** Replacement texts (for example translated ones); missing ids keep the English default. */
  messages?: Partial<ApiMessages>;
  /**
   * Where the version metadata lives. Default `/meta.json` resolved against the page origin
   * (the front end's own build), not the API base. An absolute URL may be given.
   */
  metaUrl?: string;
}

/**
 * The low-level helpers ("get, blob get, post, patch and delete", plus put). Spec: operations §7
 * 'Shared HTTP behaviour'. A relative `path` is appended to the API base; an absolute URL is used
 * as it is and never gets the token unless its origin is the API origin.
 * Each rejects with an `ApiError` (kinds `http`, `timeout`, `network`, `aborted`, `parse`).
 */
export interface HttpClient {
  /** The API base as an absolute URL without a trailing slash. */
  readonly baseUrl: string;
  /** Sends any request. Resolves with the parsed answer (`undefined` for an empty body). */
  request<T = unknown>(method: HttpMethod, path: string, options?: FullRequestOptions): Promise<T>;
  /** GET, answer read as JSON. */
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** GET, answer read as a `Blob` (files); a `File` named by the answer's Content-Disposition when it has one. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
  /** POST with a JSON or `FormData` body, answer read as JSON. */
  post<T = unknown, B extends RequestBody = RequestBody>(
    path: string,
    body?: B,
    options?: RequestOptions,
  ): Promise<T>;
  /** PUT with a JSON or `FormData` body, answer read as JSON. */
  put<T = unknown, B extends RequestBody = RequestBody>(
    path: string,
    body?: B,
    options?: RequestOptions,
  ): Promise<T>;
  /** PATCH with a JSON or `FormData` body, answer read as JSON. */
  patch<T = unknown, B extends RequestBody = RequestBody>(
    path: string,
    body?: B,
    options?: RequestOptions,
  ): Promise<T>;
  /** DELETE, answer read as JSON. */
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}
