import type { SWRConfiguration } from 'swr';
import { isApiError, isClientError } from '../client/ApiError.ts';

/** Most retries after a failed fetch (so at most 4 attempts in all). */
export const API_MAX_RETRIES = 3;

/** First retry delay in ms; it doubles per retry (1000, 2000, 4000 ms, ±50 % jitter). */
export const API_RETRY_BASE_MS = 1000;

/**
 * SWR `onErrorRetry` for API errors: at most {@link API_MAX_RETRIES} retries with exponential
 * back-off, and never a retry after an HTTP 4xx (asking again gives the same answer), a caller
 * abort or an unreadable answer. Time-outs, network failures and HTTP >= 500 are retried.
 * Spec: house style 'Data (packages/api)'.
 */
export const apiOnErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error: unknown,
  _key,
  _config,
  revalidate,
  options,
) => {
  const { retryCount } = options;
  if (isClientError(error)) return;
  if (isApiError(error) && (error.kind === 'aborted' || error.kind === 'parse')) return;
  if (retryCount > API_MAX_RETRIES) return;
  const delay = Math.round(API_RETRY_BASE_MS * 2 ** (retryCount - 1) * (0.5 + Math.random()));
  setTimeout(() => void revalidate(options), delay);
};

/**
 * Defaults for the app's `<SWRConfig value={swrConfig}>`: bounded retries that skip 4xx
 * ({@link apiOnErrorRetry}), no revalidation on window focus (the portal's screens refresh on
 * their own schedule), revalidation on reconnect.
 */
export const swrConfig: SWRConfiguration = {
  onErrorRetry: apiOnErrorRetry,
  errorRetryCount: API_MAX_RETRIES,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
};
