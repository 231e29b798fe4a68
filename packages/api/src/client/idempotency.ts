import type { RequestOptions } from './types.ts';

/**
 * `options` with the `Idempotency-Key` header when `key` is given (issue 23): the server answers a
 * retried submit under the same key with its first answer instead of storing it twice. Used by the
 * service call report, unstructured data, satisfaction survey and questionnaire submits.
 */
export function withIdempotencyKey(
  options: RequestOptions | undefined,
  key: string | undefined,
): RequestOptions | undefined {
  if (!key) return options;
  const headers = new Headers(options?.headers);
  headers.set('Idempotency-Key', key);
  return { ...options, headers };
}
