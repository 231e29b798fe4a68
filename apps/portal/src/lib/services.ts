import { createApiClient, type ApiClient } from '@partner-portal/api';
import { storage } from '@partner-portal/api/storage';
import { createToastQueue } from '@partner-portal/ui/feedback';
import type { IntlShape } from 'react-intl';
import { env } from '../config/env.ts';
import { noticeText } from './failureText.ts';

/** The one toast queue of the app: React screens and the API client's error handler push into it. */
export const toastQueue = createToastQueue();

/**
 * The API client of the portal: base from `VITE_API_BASE_URL` (default `/api`), the stored token
 * sent only to that origin, shared errors shown as toasts (operations §7, §8 'Shared HTTP') in the
 * interface language that `getIntl` answers when the error arrives.
 */
export function createPortalApiClient(getIntl: () => IntlShape): ApiClient {
  return createApiClient({
    baseUrl: env.apiBaseUrl,
    getToken: () => storage.get('token'),
    onError: (notice) =>
      toastQueue.show({
        type: notice.type,
        message: noticeText(getIntl(), notice),
        durationMs: notice.durationMs,
      }),
  });
}
