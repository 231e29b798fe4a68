import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { apiKeys } from '../keys.ts';
import type { ClientSignUpInput, ClientSignUpResult } from '../resources/clientSignUp.ts';
import type { SignInSession } from '../resources/session.ts';
import type {
  PasswordResetConfirmPayload,
  PasswordResetPayload,
  SignUpInput,
  StatusMessage,
} from '../resources/partnerOnboarding.ts';
import { useApiClient } from './ApiProvider.tsx';

// The write calls of the public identity screens (partner login, sign-up, client sign-up,
// password reset, account deletion) as `useSWRMutation` hooks: `trigger` rejects with the
// `ApiError`, so the screen keeps what the user typed and shows the failure (access §8).

type Key = readonly string[];

/** The screens show these failures themselves (next to the form): the calls are silent. */
const SILENT = { silent: true } as const;

function useCall<Arg, Data>(
  key: Key,
  call: (client: ApiClient, arg: Arg) => Promise<Data>,
): SWRMutationResponse<Data, ApiError, Key, Arg> {
  const client = useApiClient();
  const fetcher = (_key: Key, { arg }: { arg: Arg }) => call(client, arg);
  return useSWRMutation<Data, ApiError, Key, Arg>(key, fetcher);
}

/** A passphrase login channel and its identifier (10-digit WhatsApp number or e-mail). */
export interface PassphraseTarget {
  channel: 'whatsapp' | 'email';
  identifier: string;
}

/**
 * Sends a login passphrase: `trigger({ channel, identifier })` (POST /partner/send-passphrase-whatsapp/
 * or /partner/email-passphrase/). A 429 carries `retryAfterSeconds`. Silent. Spec: access §2, §7, §8.
 */
export function useSendPassphrase() {
  return useCall<PassphraseTarget, StatusMessage>(
    apiKeys.partner.sendPassphrase(),
    (client, { channel, identifier }) =>
      channel === 'whatsapp'
        ? client.partner.sendPassphraseWhatsapp(identifier, SILENT)
        : client.partner.emailPassphrase(identifier, SILENT),
  );
}

/**
 * Signs in with a passphrase: `trigger({ channel, identifier, passphrase })` (POST
 * /partner/whatsapp-passphrase/ or /partner/verify-passphrase/) resolves with the session data.
 * Silent. Spec: access §2 'Partner login', §4, §7, §8.
 */
export function useVerifyPassphrase() {
  return useCall<PassphraseTarget & { passphrase: string }, SignInSession>(
    apiKeys.partner.verifyPassphrase(),
    (client, { channel, identifier, passphrase }) =>
      channel === 'whatsapp'
        ? client.partner.whatsappPassphrase({ whatsappNumber: identifier, passphrase }, SILENT)
        : client.partner.verifyPassphrase({ email: identifier, passphrase }, SILENT),
  );
}

/** Partner sign-up: `trigger(payload)` (POST /partner/signup/). Spec: access §2 'Sign-up', §7, §8. */
export function useSignUp() {
  return useCall<SignUpInput, SignInSession>(apiKeys.partner.signUp(), (client, input) =>
    client.partner.signUp(input),
  );
}

/**
 * Client sign-up: `trigger(payload)` creates the client user and resolves with the server's message
 * and, when the server signs the user in, the session. Spec: access §2 'Client sign-up', §4, §7.
 */
export function useClientSignUp() {
  return useCall<ClientSignUpInput, ClientSignUpResult>(apiKeys.clientSignUp.create(), (client, input) =>
    client.clientSignUp.create(input),
  );
}

/** 'Forgot password': `trigger({ email, host })` mails the reset link. Spec: access §2, §7, §8. */
export function useRequestPasswordReset() {
  return useCall<PasswordResetPayload, StatusMessage>(apiKeys.partner.passwordReset(), (client, payload) =>
    client.partner.passwordReset(payload),
  );
}

/** Sets the new password from the reset link: `trigger({ token, ...passwords })`. Spec: access §2, §7, §8. */
export function useConfirmPasswordReset() {
  return useCall<PasswordResetConfirmPayload, StatusMessage>(
    apiKeys.partner.passwordReset(),
    (client, payload) => client.partner.passwordResetConfirm(payload),
  );
}

/**
 * Requests the account's deletion with a sign-in token held in memory only: `trigger({ token })`
 * (POST /partner/account-deletion-request/ with `Authorization: Token <token>`). Silent.
 * Spec: access §2 'Account deletion', §4, §7, §8.
 */
export function useRequestAccountDeletion() {
  return useCall<{ token: string }, StatusMessage>(apiKeys.partner.accountDeletion(), (client, { token }) =>
    client.partner.requestAccountDeletion({ ...SILENT, headers: { Authorization: `Token ${token}` } }),
  );
}
