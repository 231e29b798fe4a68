import { ApiError } from './ApiError.ts';
import { fileNameFromContentDisposition } from './contentDisposition.ts';
import { apiMessages, formatApiMessage, type ApiMessageId, type ApiMessages } from './messages.ts';
import { buildUrl, resolveBaseUrl } from './url.ts';
import type {
  ApiClientOptions,
  FetchLike,
  FullRequestOptions,
  HttpClient,
  HttpMethod,
  RequestBody,
  RequestOptions,
} from './types.ts';

/** Default time-out in ms. Spec: operations §7 'Shared HTTP behaviour', §9. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** How long `onError` messages are shown, in ms. Spec: operations §8 'Shared HTTP'. */
export const API_MESSAGE_DURATION_MS = 1000;

/** The low-level helpers plus what the resource modules need from the client. */
export interface HttpCore extends HttpClient {
  /** The texts in use (defaults merged with `options.messages`). */
  readonly messages: ApiMessages;
}

/**
 * A client's low-level calls (`baseUrl`, `request`, `get`, `getBlob`, `post`, `put`, `patch`,
 * `delete`), the core's own; `baseUrl` stays a getter (resolved by the core when read).
 */
export function httpClientOf(core: HttpCore): HttpClient {
  return {
    get baseUrl() {
      return core.baseUrl;
    },
    request: core.request,
    get: core.get,
    getBlob: core.getBlob,
    post: core.post,
    put: core.put,
    patch: core.patch,
    delete: core.delete,
  };
}

const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

function isPassThroughBody(body: unknown): body is FormData | URLSearchParams | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

/** The body's `message` when it is a non-empty string. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Reads an error answer's body: JSON when it parses, otherwise its text (or undefined). */
async function readErrorBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Reads a `Retry-After` header: whole seconds, or an HTTP date turned into the seconds from `now`
 * (at least 0). Undefined when missing or unreadable. Spec: access §9 (resend wait 60 seconds).
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Creates the request core behind `createApiClient`: URL building, the token header (API origin
 * only), time-out, abort, error mapping and reporting. Spec: operations §7 'Shared HTTP
 * behaviour', §8 'Shared HTTP'.
 */
export function createHttpCore(options: ApiClientOptions): HttpCore {
  const {
    getToken,
    fetch: fetchImpl = globalFetch,
    timeoutMs: defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
    onError,
    beforeAnswer,
  } = options;
  const messages: ApiMessages = { ...apiMessages, ...options.messages };

  /** Lets `beforeAnswer` see an answer's body before the caller does (its failure is ignored). */
  async function prepare(body: unknown): Promise<void> {
    if (!beforeAnswer || body === undefined) return;
    try {
      await beforeAnswer(body);
    } catch {
      // Only a preparation: the answer itself is unchanged.
    }
  }

  let cachedBase: string | undefined;
  const base = (): string => (cachedBase ??= resolveBaseUrl(options.baseUrl));

  function report(error: ApiError, silent: boolean | undefined): void {
    if (silent || !onError) return;
    let messageId: ApiMessageId | undefined;
    let message: string | undefined;
    switch (error.kind) {
      case 'aborted':
        return;
      case 'timeout':
        messageId = 'timeout';
        break;
      case 'network':
        messageId = 'network';
        break;
      case 'parse':
        messageId = 'fallback';
        break;
      case 'http': {
        const status = error.status ?? 0;
        if (status >= 500) return; // Spec: no message for 500 and above.
        if (status === 401) {
          messageId = 'invalidCredentials';
        } else {
          message = bodyMessage(error.body);
          if (message === undefined) messageId = 'fallback';
        }
        break;
      }
    }
    try {
      onError({
        type: 'error',
        message: message ?? messages[messageId ?? 'fallback'],
        messageId,
        durationMs: API_MESSAGE_DURATION_MS,
        error,
      });
    } catch {
      // A failing reporter must not change what the caller receives.
    }
  }

  function httpError(
    method: string,
    url: string,
    status: number,
    body: unknown,
    retryAfterSeconds?: number,
  ): ApiError {
    const message =
      bodyMessage(body) ??
      (status === 401 ? messages.invalidCredentials : formatApiMessage(messages.httpStatus, { status }));
    return new ApiError({ kind: 'http', status, message, body, method, url, retryAfterSeconds });
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: FullRequestOptions = {},
  ): Promise<T> {
    const {
      query,
      body,
      headers: extraHeaders,
      signal: callerSignal,
      timeoutMs = defaultTimeoutMs,
      silent,
      auth = true,
      responseType = 'json',
    } = requestOptions;

    const apiBase = base();
    const url = buildUrl(apiBase, path, query);
    const href = url.href;
    const fail = (error: ApiError): never => {
      report(error, silent);
      throw error;
    };

    const headers = new Headers();
    if (responseType === 'json') headers.set('Accept', 'application/json');
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isPassThroughBody(body)) {
        payload = body; // The browser sets the (multipart) content type.
      } else {
        payload = JSON.stringify(body);
        headers.set('Content-Type', 'application/json');
      }
    }
    // The token goes to the API origin only: never to storage hosts or other absolute URLs.
    if (auth && url.origin === new URL(apiBase).origin) {
      const token = await getToken();
      if (token) headers.set('Authorization', `Token ${token}`);
    }
    new Headers(extraHeaders).forEach((value, name) => headers.set(name, value));

    // Checked after the (possibly async) token look-up, so an abort during it is not missed.
    if (callerSignal?.aborted) {
      throw new ApiError({
        kind: 'aborted',
        message: messages.aborted,
        method,
        url: href,
        cause: callerSignal.reason,
      });
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: Response;
      let text: string | undefined;
      let blob: Blob | undefined;
      try {
        response = await fetchImpl(href, {
          method,
          headers,
          body: payload,
          signal: controller.signal,
        });
        if (!response.ok) {
          const errorBody = await readErrorBody(response);
          await prepare(errorBody);
          const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
          return fail(httpError(method, href, response.status, errorBody, retryAfter));
        }
        if (responseType === 'blob') {
          blob = await response.blob();
          // A file the server names (Content-Disposition) comes back as a File carrying that name.
          const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
          if (fileName && typeof File !== 'undefined') {
            // Bytes, not the Blob itself, so any environment's File accepts them.
            blob = new File([await blob.arrayBuffer()], fileName, { type: blob.type });
          }
        } else text = await response.text();
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        if (timedOut) {
          return fail(new ApiError({ kind: 'timeout', message: messages.timeout, method, url: href, cause }));
        }
        if (callerSignal?.aborted) {
          throw new ApiError({
            kind: 'aborted',
            message: messages.aborted,
            method,
            url: href,
            cause,
          });
        }
        return fail(new ApiError({ kind: 'network', message: messages.network, method, url: href, cause }));
      }

      if (responseType === 'blob') return blob as T;
      if (responseType === 'text') return text as T;
      if (text === undefined || text === '') return undefined as T;
      let parsed: T;
      try {
        parsed = JSON.parse(text) as T;
      } catch (cause) {
        return fail(
          new ApiError({
            kind: 'parse',
            status: response.status,
            message: messages.invalidResponse,
            body: text,
            method,
            url: href,
            cause,
          }),
        );
      }
      await prepare(parsed);
      return parsed;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const withBody =
    (method: HttpMethod) =>
    <T = unknown, B extends RequestBody = RequestBody>(
      path: string,
      body?: B,
      requestOptions?: RequestOptions,
    ): Promise<T> =>
      request<T>(method, path, { ...requestOptions, body });

  return {
    get baseUrl() {
      return base();
    },
    messages,
    request,
    get: <T = unknown>(path: string, requestOptions?: RequestOptions) =>
      request<T>('GET', path, requestOptions),
    getBlob: (path: string, requestOptions?: RequestOptions) =>
      request<Blob>('GET', path, { ...requestOptions, responseType: 'blob' }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: <T = unknown>(path: string, requestOptions?: RequestOptions) =>
      request<T>('DELETE', path, requestOptions),
  };
}
