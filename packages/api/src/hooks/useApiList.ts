import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiOnErrorRetry } from './swrConfig.ts';

/** A cache key built by `apiKeys` (a readonly tuple), or `null` to skip the fetch. */
export type ListKey = readonly unknown[] | null;

/**
 * SWR for one read call: bounded retries that never repeat a 4xx ({@link apiOnErrorRetry}),
 * `key === null` skips the fetch. Internal helper of the management and finance hooks.
 */
export function useApiRead<T>(
  key: ListKey,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(key, fetcher, { onErrorRetry: apiOnErrorRetry, ...config });
}

/** True when the SWR `key` is an array key starting with the parts of `prefix`. */
export function keyHasPrefix(key: unknown, prefix: readonly unknown[]): boolean {
  return Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}

/**
 * Returns a function that revalidates every cached key whose tuple starts with `prefix`
 * (e.g. `['finance', 'invoice-request']` after a new request), for the write hooks' `onSuccess`;
 * the screens keep their data while it is read again.
 */
export function useRevalidatePrefix(): (...prefixes: readonly (readonly string[])[]) => void {
  const { mutate } = useSWRConfig();
  return (...prefixes) => {
    // Two arguments only: SWR then re-reads each key and keeps showing its data meanwhile (a third
    // argument, even `undefined`, would clear the cached data and flash every screen to loading).
    void mutate((key) => prefixes.some((prefix) => keyHasPrefix(key, prefix)));
  };
}
