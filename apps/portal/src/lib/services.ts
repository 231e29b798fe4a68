import { createDeferredApiClient, serverMessageOf, type ApiClient } from '@partner-portal/api';
import { storage } from '@partner-portal/api/storage';
import { createToastQueue } from '@partner-portal/ui/feedback';
import type { IntlShape } from 'react-intl';
import { env } from '../config/env.ts';
import { noticeText } from './failureText.ts';
import { loadServerMessages } from './serverWords.ts';

/** The one toast queue of the app: React screens and the API client's error handler push into it. */
export const toastQueue = createToastQueue();

/**
 * The API client of the portal: base from `VITE_API_BASE_URL` (default `/api`), the stored token
 * sent only to that origin, shared errors shown as toasts (operations §7, §8 'Shared HTTP') in the
 * interface language that `getIntl` answers when the error arrives. The first answer carrying a
 * `message_id` loads the server messages' descriptors first (lib/serverWords.ts). Each area of the
 * client (`partner`, `tickets`…) loads with its first call, so a public route fetches the code of
 * the calls it makes, not of the whole API (issue 21).
 */
export function createPortalApiClient(getIntl: () => IntlShape): ApiClient {
  return createDeferredApiClient({
    baseUrl: env.apiBaseUrl,
    getToken: () => storage.get('token'),
    // The server messages' descriptors load with the first answer that carries a `message_id`
    // (before the caller reads it), so no route fetches them before they are needed (issue 21).
    beforeAnswer: (body) => (serverMessageOf(body) ? loadServerMessages() : undefined),
    onError: (notice) =>
      toastQueue.show({
        type: notice.type,
        message: noticeText(getIntl(), notice),
        durationMs: notice.durationMs,
      }),
  });
}
