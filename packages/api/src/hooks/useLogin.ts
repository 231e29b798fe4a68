import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { RequestOptions } from '../client/types.ts';
import type { LoginCredentials } from '../resources/partner.ts';
import type { SignInSession } from '../resources/session.ts';
import { useApiClient } from './ApiProvider.tsx';

/** The key type of {@link useLogin}. */
export type LoginKey = ReturnType<typeof apiKeys.partner.login>;

/**
 * Sign-in as a mutation: `trigger({ email, password })` calls `client.partner.login` and resolves
 * with the `SignInSession` (body status 200 only) or rejects with an `ApiError` (a body status
 * other than 200 included; see `PartnerApi.login`). The app then calls
 * `storage.saveSession(response, portal)` and routes by role. Never retried.
 * @param options - request options for every call (e.g. `{ silent: true }` where the screen shows
 *   the failure itself).
 * Spec: access §4 'Sign-in', §7, §8.
 */
export function useLogin(
  options?: RequestOptions,
): SWRMutationResponse<SignInSession, ApiError, LoginKey, LoginCredentials> {
  const client = useApiClient();
  return useSWRMutation<SignInSession, ApiError, LoginKey, LoginCredentials>(
    apiKeys.partner.login(),
    (_key, { arg }) => client.partner.login(arg, options),
  );
}
