import type { IntlShape } from 'react-intl';
import { failureText, type FailureTextOptions } from './failureText.ts';

/** The shared HTTP wording of list screens and action dialogs (operations §8 'Shared HTTP'). */
const listFailure = {
  serverError: 'fallback',
  byStatus: { 401: 'invalidCredentials' },
  showServerMessage: 'below500',
  serverMessageFrom: 'body',
} as const satisfies FailureTextOptions;

/**
 * The text a list screen or an action dialog shows when its call fails, following the shared HTTP
 * rules: 401 'Invalid Credentials!'; 500 or above shows no server message, only 'Something went
 * wrong!'; other errors the answer's message, or 'Something went wrong!' when it has none; the
 * time-out and offline texts for those failures; `null` when the request was aborted or there is no
 * error. A thin call of {@link failureText}.
 * Spec: operations §8 'Shared HTTP', §7 'Shared HTTP behaviour' (30000 ms time-out).
 *
 * @param intl - formats the texts in the interface language.
 * @param error - what the call rejected with; a falsy value (no error) gives `null`.
 */
export function listFailureText(intl: IntlShape, error: unknown): string | null {
  return error ? failureText(intl, error, listFailure) : null;
}
