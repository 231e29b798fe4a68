import { isApiError } from '@partner-portal/api';
import type { IntlShape } from 'react-intl';
import { apiText } from '../app/messages.ts';

/**
 * The text a public form shows when its call fails: the shared texts for a time-out or no network,
 * the server's message (or the client's error text) otherwise; `null` for an aborted request
 * (nothing to show). Spec: access §8 ('Sign-up: non-200 shows the message; a network failure shows
 * the error text'; 'Client sign-up, forgot and reset password: the server message or the error text').
 */
export function failureText(intl: IntlShape, error: unknown): string | null {
  if (isApiError(error)) {
    if (error.kind === 'aborted') return null;
    if (error.kind === 'timeout') return apiText(intl, 'timeout');
    if (error.kind === 'network') return apiText(intl, 'network');
  }
  if (error instanceof Error && error.message) return error.message;
  return apiText(intl, 'fallback');
}
