/**
 * Why a request failed:
 * - `http`: the server answered with a status outside 200-299, or (for calls whose spec puts the
 *   outcome in the body, such as login) with a body `status` other than 200. `status` is set.
 * - `timeout`: the time-out (30000 ms by default) ran out before the answer was read.
 * - `network`: the request never got an answer (offline, DNS failure, CORS refusal).
 * - `aborted`: the caller's `AbortSignal` fired. Never reported through `onError`.
 * - `parse`: a success answer whose body was not the JSON the call expects.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted' | 'parse';

/** What {@link ApiError}'s constructor takes. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** HTTP status, or the body `status` for body-status failures. */
  status?: number;
  /** The parsed answer body (JSON when it parsed, otherwise its text). */
  body?: unknown;
  /** Upper-case HTTP method of the failed request. */
  method?: string;
  /** Absolute URL of the failed request. */
  url?: string;
  /** The underlying error (a `TypeError` from `fetch`, a `SyntaxError` from `JSON.parse`). */
  cause?: unknown;
  /** Seconds to wait before asking again, from the answer's `Retry-After` header (HTTP 429, 503). */
  retryAfterSeconds?: number;
}

/**
 * The one error type every call of the client rejects with.
 *
 * `message` is the server's `message` when the body has one (so a sign-in form can show the
 * server's words), otherwise a text from `apiMessages`.
 *
 * Spec: operations §7 'Shared HTTP behaviour', §8 'Shared HTTP'.
 *
 * @example
 * try { await client.partner.login(values) }
 * catch (error) { if (isApiError(error) && error.kind !== 'aborted') setFormError(error.message) }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Why the request failed. */
  readonly kind: ApiErrorKind;
  /** HTTP status (kind `http`); undefined for the other kinds. */
  readonly status: number | undefined;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;
  /** Upper-case HTTP method. */
  readonly method: string | undefined;
  /** Absolute request URL. */
  readonly url: string | undefined;
  /**
   * Seconds to wait before asking again, read from the `Retry-After` header (seconds or an HTTP
   * date) of an error answer, e.g. 429 after sending a code too soon (access §9: resend wait 60 s);
   * undefined when the answer had none.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** True when `error` is an {@link ApiError} (also across bundle copies, by name and kind). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === 'ApiError' &&
      typeof (error as { kind?: unknown }).kind === 'string')
  );
}

/**
 * True for an HTTP 4xx {@link ApiError}: asking again gives the same answer, so hooks never retry
 * it. Spec: house style 'Data (packages/api)'.
 */
export function isClientError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  );
}
