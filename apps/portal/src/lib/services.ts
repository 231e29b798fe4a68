import { createApiClient, type ApiNotice } from '@partner-portal/api';
import { storage } from '@partner-portal/api/storage';
import { createToastQueue } from '@partner-portal/ui/feedback';
import type { IntlShape } from 'react-intl';
import { env } from '../config/env.ts';
import { apiText } from './messages.ts';

/** The one toast queue of the app: React screens and the API client's error handler push into it. */
export const toastQueue = createToastQueue();

let currentIntl: IntlShape | null = null;

/** Lets non-React code translate: the providers call this whenever the locale changes. */
export function setCurrentIntl(intl: IntlShape): void {
  currentIntl = intl;
}

function showNotice(notice: ApiNotice): void {
  const message =
    notice.messageId && currentIntl
      ? apiText(currentIntl, notice.messageId, { status: notice.error.status ?? '' })
      : notice.message;
  toastQueue.show({ type: notice.type, message, durationMs: notice.durationMs });
}

/**
 * The API client of the portal: base from `VITE_API_BASE_URL` (default `/api`), the stored token
 * sent only to that origin, shared errors shown as toasts (operations §7, §8 'Shared HTTP').
 */
export const apiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => storage.get('token'),
  onError: showNotice,
});
