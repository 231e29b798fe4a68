import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import {
  withSignInToken,
  type Passkey,
  type PasskeyAnswer,
  type TotpEnrolment,
  type TotpState,
} from '../resources/secondFactor.ts';
import type { SignInSession } from '../resources/session.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

/**
 * Runs the browser's side of a WebAuthn ceremony on the server's options JSON (the app passes
 * @simplewebauthn/browser's startRegistration / startAuthentication, loaded when needed) and
 * resolves with its answer JSON; rejects when the user cancels or no authenticator answers.
 */
export type PasskeyCeremonyRunner = (options: Record<string, unknown>) => Promise<PasskeyAnswer>;

const silent = { silent: true } as const;

/** The signed-in staff user's passkeys (GET /partner/passkeys/). `enabled: false` skips. Issue 23. */
export function usePasskeys(
  enabled = true,
  config?: SWRConfiguration<Passkey[], ApiError>,
): SWRResponse<Passkey[], ApiError> {
  const client = useApiClient();
  return useApiRead(
    enabled ? apiKeys.partner.passkeys() : null,
    () => client.secondFactor.passkeys(),
    config,
  );
}

/** Whether the user has an authenticator app (GET /partner/totp/). `enabled: false` skips. Issue 23. */
export function useTotpState(
  enabled = true,
  config?: SWRConfiguration<TotpState, ApiError>,
): SWRResponse<TotpState, ApiError> {
  const client = useApiClient();
  return useApiRead(enabled ? apiKeys.partner.totp() : null, () => client.secondFactor.totpState(), config);
}

type WriteKey = ReturnType<typeof apiKeys.partner.secondFactorWrite>;

/**
 * Adds a passkey: `trigger({ name, create })` gets registration options, runs `create` (the
 * browser's WebAuthn prompt) and stores the answer; then re-reads the list. Silent: the screen
 * shows failures. Issue 23.
 */
export function useAddPasskey(): SWRMutationResponse<
  { message: string; passkey: Passkey },
  ApiError | Error,
  WriteKey,
  { name: string; create: PasskeyCeremonyRunner }
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('add-passkey'),
    async (_key, { arg }: { arg: { name: string; create: PasskeyCeremonyRunner } }) => {
      const ceremony = await client.secondFactor.passkeyRegistrationOptions(silent);
      const answer = await arg.create(ceremony.options);
      return client.secondFactor.addPasskey(
        { name: arg.name, challengeId: ceremony.challengeId, answer },
        silent,
      );
    },
    { onSuccess: () => revalidate(apiKeys.partner.passkeys()) },
  );
}

/** Renames a passkey (`trigger({ id, name })`), then re-reads the list. Issue 23. */
export function useRenamePasskey(): SWRMutationResponse<
  { message: string; passkey: Passkey },
  ApiError,
  WriteKey,
  { id: number; name: string }
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('rename-passkey'),
    (_key, { arg }: { arg: { id: number; name: string } }) =>
      client.secondFactor.renamePasskey(arg.id, arg.name, silent),
    { onSuccess: () => revalidate(apiKeys.partner.passkeys()) },
  );
}

/** Removes a passkey (`trigger(id)`), then re-reads the list. Issue 23. */
export function useRemovePasskey(): SWRMutationResponse<{ message: string }, ApiError, WriteKey, number> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('remove-passkey'),
    (_key, { arg }: { arg: number }) => client.secondFactor.removePasskey(arg, silent),
    { onSuccess: () => revalidate(apiKeys.partner.passkeys()) },
  );
}

/**
 * Signs in with a passkey: `trigger(get)` gets sign-in options, runs `get` (the browser's
 * WebAuthn prompt) and resolves with the same `SignInSession` as the password sign-in. Issue 23.
 */
export function usePasskeySignIn(): SWRMutationResponse<
  SignInSession,
  ApiError | Error,
  WriteKey,
  PasskeyCeremonyRunner
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('passkey-sign-in'),
    async (_key, { arg }: { arg: PasskeyCeremonyRunner }) => {
      const ceremony = await client.secondFactor.passkeySignInOptions(silent);
      const answer = await arg(ceremony.options);
      return client.secondFactor.passkeySignIn({ challengeId: ceremony.challengeId, answer }, silent);
    },
  );
}

/** What completes a sign-in's second step: a code, or a passkey through `get`. */
export type SecondStep =
  | { token: string; method: 'totp'; code: string }
  | { token: string; method: 'passkey'; get: PasskeyCeremonyRunner };

/**
 * Completes the second step of a password sign-in with the sign-in's own token (not yet stored):
 * `trigger({ token, method: 'totp', code })` or `trigger({ token, method: 'passkey', get })`.
 * Rejects with the server's 400 message for a wrong code. Issue 23.
 */
export function useCompleteSecondStep(): SWRMutationResponse<
  { message: string },
  ApiError | Error,
  WriteKey,
  SecondStep
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('second-step'),
    async (_key, { arg }: { arg: SecondStep }) => {
      const options = withSignInToken(arg.token, silent);
      if (arg.method === 'totp') return client.secondFactor.completeWithCode(arg.code, options);
      const ceremony = await client.secondFactor.secondStepPasskeyOptions(options);
      const answer = await arg.get(ceremony.options);
      return client.secondFactor.completeWithPasskey({ challengeId: ceremony.challengeId, answer }, options);
    },
  );
}

/**
 * Starts an authenticator-app set-up (`trigger({})`, or `trigger({ token })` during a sign-in that
 * must enrol first): the secret and otpauth:// URI. Issue 23.
 */
export function useStartTotp(): SWRMutationResponse<TotpEnrolment, ApiError, WriteKey, { token?: string }> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('start-totp'),
    (_key, { arg }: { arg: { token?: string } }) =>
      client.secondFactor.startTotp(arg.token ? withSignInToken(arg.token, silent) : silent),
  );
}

/** Confirms the set-up with a first code (`trigger({ code, token? })`), then re-reads the state. Issue 23. */
export function useConfirmTotp(): SWRMutationResponse<
  { message: string },
  ApiError,
  WriteKey,
  { code: string; token?: string }
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('confirm-totp'),
    (_key, { arg }: { arg: { code: string; token?: string } }) =>
      client.secondFactor.confirmTotp(arg.code, arg.token ? withSignInToken(arg.token, silent) : silent),
    { onSuccess: () => revalidate(apiKeys.partner.totp()) },
  );
}

/** Removes the authenticator app (`trigger()`), then re-reads the state. Issue 23. */
export function useRemoveTotp(): SWRMutationResponse<{ message: string }, ApiError, WriteKey, void> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partner.secondFactorWrite('remove-totp'),
    () => client.secondFactor.removeTotp(silent),
    { onSuccess: () => revalidate(apiKeys.partner.totp()) },
  );
}
