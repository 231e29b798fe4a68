import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { LogoutResponse } from '../resources/partner.ts';
import { useApiClient } from './ApiProvider.tsx';

/** The key type of {@link useLogout}. */
export type LogoutKey = ReturnType<typeof apiKeys.partner.logout>;

/**
 * Logout as a mutation: `trigger()` calls POST /partner/logout/ (silent) and, whatever the
 * outcome, drops the cached user info so the next user never sees it. The app clears storage
 * and chat state and goes to /portals even when the call rejects. Spec: access §2 'User menu',
 * §4 'Logout'.
 */
export function useLogout(): SWRMutationResponse<LogoutResponse | undefined, ApiError, LogoutKey, never> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<LogoutResponse | undefined, ApiError, LogoutKey, never>(
    apiKeys.partner.logout(),
    async () => {
      try {
        return await client.partner.logout();
      } finally {
        await mutate(apiKeys.partner.loginUserInfo(), undefined, { revalidate: false });
      }
    },
  );
}
