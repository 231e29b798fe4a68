import { isApiError } from '@partner-portal/api';
import type { IntlShape } from 'react-intl';
import { apiText } from '../app/messages.ts';

/**
 * The text a list screen or an action dialog shows when its call fails, following the shared HTTP
 * rules: 401 'Invalid Credentials!'; 500 or above shows no server message, only 'Something went
 * wrong!'; other errors the answer's message, or 'Something went wrong!' when it has none; the
 * time-out and offline texts for those failures; `null` when the request was aborted.
 * Spec: operations §8 'Shared HTTP', §7 'Shared HTTP behaviour' (30000 ms time-out).
 */
export function listFailureText(intl: IntlShape, error: unknown): string | null {
  if (!isApiError(error)) return error ? apiText(intl, 'fallback') : null;
  if (error.kind === 'aborted') return null;
  if (error.kind === 'timeout') return apiText(intl, 'timeout');
  if (error.kind === 'network') return apiText(intl, 'network');
  if (error.status === 401) return apiText(intl, 'invalidCredentials');
  if (error.kind !== 'http' || (error.status ?? 500) >= 500) return apiText(intl, 'fallback');
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message !== '' ? body.message : apiText(intl, 'fallback');
}
