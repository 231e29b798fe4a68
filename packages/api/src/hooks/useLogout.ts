import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { RequestOptions } from '../client/types.ts';
import type { LogoutResponse } from '../resources/partner.ts';
import { useApiClient } from './ApiProvider.tsx';

/** The key type of {@link useLogout}. */
export type LogoutKey = ReturnType<typeof apiKeys.partner.logout>;

/** What {@link useLogout}'s `trigger` takes: nothing (the stored session), or a sign-in token held in memory. */
export type LogoutArg = { token?: string } | undefined;

/**
 * Logout as a mutation: `trigger()` calls POST /partner/logout/ (silent) for the stored session,
 * `trigger({ token })` for a sign-in held in memory only (account deletion's 'Use another
 * account'); whatever the outcome, the cached user info is dropped so the next user never sees
 * it. The app clears storage and chat state and goes to /portals even when the call rejects.
 * @param options - request options for every call (e.g. `{ timeoutMs }`, in ms).
 * Spec: access §2 'User menu', §4 'Logout'.
 */
export function useLogout(
  options?: RequestOptions,
): SWRMutationResponse<LogoutResponse | undefined, ApiError, LogoutKey, LogoutArg> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<LogoutResponse | undefined, ApiError, LogoutKey, LogoutArg>(
    apiKeys.partner.logout(),
    async (_key, { arg }) => {
      try {
        return await client.partner.logout(
          arg?.token
            ? { ...options, headers: { ...options?.headers, Authorization: `Token ${arg.token}` } }
            : options,
        );
      } finally {
        await mutate(apiKeys.partner.loginUserInfo(), undefined, { revalidate: false });
      }
    },
  );
}
