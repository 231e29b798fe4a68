import { isApiError } from '@partner-portal/api';

/**
 * How a failed service call report link check shows (operations §8 'Forms'): an HTTP answer below
 * 500 (invalid or expired link) shows the server's message in red in place of the form; anything
 * else (no network, time-out, a 5xx whose text is never shown, operations §8 'Shared HTTP') shows
 * 'Error Checking Link!'. `undefined` while there is no error.
 */
export function linkCheckOutcome(
  error: unknown,
): { linkError: string | null; linkCheckFailed: boolean } | undefined {
  if (error === undefined || error === null) return undefined;
  if (isApiError(error) && error.kind === 'http' && (error.status ?? 500) < 500 && error.message) {
    return { linkError: error.message, linkCheckFailed: false };
  }
  return { linkError: null, linkCheckFailed: true };
}
