import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { DemoMessage } from '../resources/demoInbox.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/**
 * The demo inbox (GET /dev/inbox/, demo mode only), newest first. Pass
 * `{ refreshInterval: 3000 }` to watch for new messages. Issue 16.
 */
export function useDemoInbox(
  config?: SWRConfiguration<DemoMessage[], ApiError>,
): SWRResponse<DemoMessage[], ApiError> {
  const client = useApiClient();
  return useApiRead(apiKeys.demoInbox.list(), () => client.demoInbox.list(), config);
}

/**
 * True when the server runs in demo mode (GET /dev/demo-mode/), false before the answer and on any
 * failure: the portal shows its 'Demo inbox' links only then. Asked once per page load. Issue 16.
 */
export function useDemoMode(): boolean {
  const client = useApiClient();
  const { data } = useApiRead(apiKeys.demoInbox.mode(), () => client.demoInbox.isDemoMode(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return data === true;
}
