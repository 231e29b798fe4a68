import type { IntlShape } from 'react-intl';
import { failureText, type FailureTextOptions } from './failureText.ts';

/** The link check's wording: only the server's words; any other failure is the screen's own state. */
const linkCheckFailure = {
  serverError: null,
  showServerMessage: 'below500',
  timeoutAndOffline: 'serverError',
} as const satisfies FailureTextOptions;

/**
 * How a failed service call report link check shows (operations §8 'Forms'): an HTTP answer below
 * 500 (invalid or expired link) shows the server's message in red in place of the form; anything
 * else (no network, time-out, an aborted check, a 5xx whose text is never shown, operations §8
 * 'Shared HTTP') shows 'Error Checking Link!' (the form's own text, `linkCheckFailed`). A thin call
 * of {@link failureText}.
 *
 * @param intl - the interface language (the outcome itself holds no text of ours).
 * @param error - the link check's error; `undefined` or `null` while there is none.
 * @returns `undefined` while there is no error, else the server's message or the failed flag.
 */
export function linkCheckOutcome(
  intl: IntlShape,
  error: unknown,
): { linkError: string | null; linkCheckFailed: boolean } | undefined {
  if (error === undefined || error === null) return undefined;
  const linkError = failureText(intl, error, linkCheckFailure);
  return { linkError, linkCheckFailed: linkError === null };
}
