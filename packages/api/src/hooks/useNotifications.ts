import { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { NotificationList } from '../resources/notifications.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/** How often the header re-reads its notifications while the page is open (ms). */
export const NOTIFICATION_REFRESH_MS = 60_000;

/**
 * The header's notifications (GET /management/notifications/), re-read every
 * {@link NOTIFICATION_REFRESH_MS}. `enabled: false` skips (roles without notifications). Issue 20.
 */
export function useNotifications(
  enabled = true,
  config?: SWRConfiguration<NotificationList, ApiError>,
): SWRResponse<NotificationList, ApiError> {
  const client = useApiClient();
  return useApiRead(enabled ? apiKeys.notifications.list() : null, () => client.notifications.list(), {
    refreshInterval: NOTIFICATION_REFRESH_MS,
    ...config,
  });
}

/**
 * Marks every notification read (POST /management/notifications/read/) and updates the cached
 * list in place (no unread entries, count 0), so the badge clears at once.
 */
export function useMarkNotificationsRead(): SWRMutationResponse<
  string,
  ApiError,
  ReturnType<typeof apiKeys.notifications.read>
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(apiKeys.notifications.read(), () => client.notifications.markRead(), {
    onSuccess: (readAt) =>
      void mutate<NotificationList>(
        apiKeys.notifications.list(),
        (list) =>
          list && {
            unreadCount: 0,
            readAt,
            results: list.results.map((entry) => ({ ...entry, unread: false })),
          },
        { revalidate: false },
      ),
  });
}
