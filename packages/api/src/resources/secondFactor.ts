import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { sessionFromWire, type SignInSession, type WireSession } from './session.ts';

// Passkeys (WebAuthn) and the authenticator-app (TOTP) second factor for staff (issue 23).

/** One of the signed-in user's passkeys. Times are ISO 8601 instants. */
export interface Passkey {
  id: number;
  name: string;
  /** How the browser reaches the authenticator ('internal', 'usb', 'hybrid', ...). */
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * WebAuthn options as JSON (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), to
 * hand to @simplewebauthn/browser as they are, with the server's handle of the challenge.
 */
export interface PasskeyCeremony {
  challengeId: string;
  options: Record<string, unknown>;
}

/** The browser's answer to a {@link PasskeyCeremony} (RegistrationResponseJSON or AuthenticationResponseJSON). */
export type PasskeyAnswer = Record<string, unknown>;

/** Whether an authenticator app is set up. */
export interface TotpState {
  enrolled: boolean;
  confirmedAt: string | null;
}

/** A started authenticator-app set-up: the secret (shown once, for typing) and the otpauth:// URI for the QR code. */
export interface TotpEnrolment {
  message: string;
  secret: string;
  otpauthUri: string;
}

interface WirePasskey {
  id: number;
  name: string;
  transports: string[];
  created_at: string;
  last_used_at: string | null;
}

const passkeyFromWire = (wire: WirePasskey): Passkey => ({
  id: wire.id,
  name: wire.name,
  transports: wire.transports,
  createdAt: wire.created_at,
  lastUsedAt: wire.last_used_at,
});

interface WireCeremony {
  challenge_id: string;
  options: Record<string, unknown>;
}

const ceremonyFromWire = (wire: WireCeremony): PasskeyCeremony => ({
  challengeId: wire.challenge_id,
  options: wire.options,
});

/**
 * Request options that send a sign-in's own token (one still owing its second factor, not yet
 * stored as the session) instead of the stored one.
 */
export function withSignInToken(token: string, options?: RequestOptions): RequestOptions {
  return { ...options, auth: false, headers: { ...options?.headers, Authorization: `Token ${token}` } };
}

/**
 * `client.secondFactor`. Every call rejects with an `ApiError`: 401 without a session; 403 for a
 * role outside `CALL_ROLES.passkeys` / `totp` (or a session still owing its second factor); 404 for
 * a passkey that is not the user's; 400 with the server's message (a passkey answer or code that
 * does not verify, an expired challenge, a bad name); 409 (already set up, nothing started, the
 * last factor of a user who must keep one); 429 over the sign-in limits.
 */
export interface SecondFactorApi {
  /** GET /partner/passkeys/: the user's passkeys, oldest first. */
  passkeys(options?: RequestOptions): Promise<Passkey[]>;
  /** POST /partner/passkeys/registration-options/: options for adding a passkey. */
  passkeyRegistrationOptions(options?: RequestOptions): Promise<PasskeyCeremony>;
  /** POST /partner/passkeys/ `{ name, challenge_id, response }`: stores a verified new passkey. */
  addPasskey(
    input: { name: string; challengeId: string; answer: PasskeyAnswer },
    options?: RequestOptions,
  ): Promise<{ message: string; passkey: Passkey }>;
  /** PATCH /partner/passkeys/{id}/ `{ name }`. */
  renamePasskey(
    id: number,
    name: string,
    options?: RequestOptions,
  ): Promise<{ message: string; passkey: Passkey }>;
  /** DELETE /partner/passkeys/{id}/. */
  removePasskey(id: number, options?: RequestOptions): Promise<{ message: string }>;
  /** POST /partner/passkeys/sign-in-options/ (public): options for signing in with any passkey. */
  passkeySignInOptions(options?: RequestOptions): Promise<PasskeyCeremony>;
  /** POST /partner/passkeys/sign-in/ (public): a full session, like the password sign-in's. */
  passkeySignIn(
    input: { challengeId: string; answer: PasskeyAnswer },
    options?: RequestOptions,
  ): Promise<SignInSession>;
  /** POST /partner/second-factor/passkey-options/ (with the sign-in's token: {@link withSignInToken}). */
  secondStepPasskeyOptions(options?: RequestOptions): Promise<PasskeyCeremony>;
  /** POST /partner/second-factor/passkey/: completes the sign-in's second step with a passkey. */
  completeWithPasskey(
    input: { challengeId: string; answer: PasskeyAnswer },
    options?: RequestOptions,
  ): Promise<{ message: string }>;
  /** POST /partner/second-factor/totp/ `{ code }`: completes the second step with an authenticator code. */
  completeWithCode(code: string, options?: RequestOptions): Promise<{ message: string }>;
  /** GET /partner/totp/. */
  totpState(options?: RequestOptions): Promise<TotpState>;
  /** POST /partner/totp/enrol/: starts (or restarts) the set-up of an authenticator app. */
  startTotp(options?: RequestOptions): Promise<TotpEnrolment>;
  /** POST /partner/totp/confirm/ `{ code }`: finishes the set-up (and a sign-in owing its second step). */
  confirmTotp(code: string, options?: RequestOptions): Promise<{ message: string }>;
  /** DELETE /partner/totp/. */
  removeTotp(options?: RequestOptions): Promise<{ message: string }>;
}

/** Builds `client.secondFactor`. */
export function createSecondFactorApi(core: HttpCore): SecondFactorApi {
  const passkeyPath = (id: number) => `/partner/passkeys/${encodeURIComponent(String(id))}/`;
  const withPasskey = async (promise: Promise<{ message: string; passkey: WirePasskey }>) => {
    const answer = await promise;
    return { message: answer.message, passkey: passkeyFromWire(answer.passkey) };
  };
  return {
    passkeys: async (options) =>
      ((await core.get<{ results?: WirePasskey[] }>('/partner/passkeys/', options)).results ?? []).map(
        passkeyFromWire,
      ),
    passkeyRegistrationOptions: async (options) =>
      ceremonyFromWire(
        await core.post<WireCeremony>('/partner/passkeys/registration-options/', undefined, options),
      ),
    addPasskey: (input, options) =>
      withPasskey(
        core.post(
          '/partner/passkeys/',
          { name: input.name, challenge_id: input.challengeId, response: input.answer },
          options,
        ),
      ),
    renamePasskey: (id, name, options) => withPasskey(core.patch(passkeyPath(id), { name }, options)),
    removePasskey: (id, options) => core.delete<{ message: string }>(passkeyPath(id), options),
    passkeySignInOptions: async (options) =>
      ceremonyFromWire(
        await core.post<WireCeremony>('/partner/passkeys/sign-in-options/', undefined, options),
      ),
    passkeySignIn: async (input, options) =>
      sessionFromWire(
        await core.post<WireSession>(
          '/partner/passkeys/sign-in/',
          { challenge_id: input.challengeId, response: input.answer },
          options,
        ),
      ),
    secondStepPasskeyOptions: async (options) =>
      ceremonyFromWire(
        await core.post<WireCeremony>('/partner/second-factor/passkey-options/', undefined, options),
      ),
    completeWithPasskey: (input, options) =>
      core.post(
        '/partner/second-factor/passkey/',
        { challenge_id: input.challengeId, response: input.answer },
        options,
      ),
    completeWithCode: (code, options) => core.post('/partner/second-factor/totp/', { code }, options),
    totpState: async (options) => {
      const wire = await core.get<{ enrolled: boolean; confirmed_at: string | null }>(
        '/partner/totp/',
        options,
      );
      return { enrolled: wire.enrolled, confirmedAt: wire.confirmed_at };
    },
    startTotp: async (options) => {
      const wire = await core.post<{ message: string; secret: string; otpauth_uri: string }>(
        '/partner/totp/enrol/',
        undefined,
        options,
      );
      return { message: wire.message, secret: wire.secret, otpauthUri: wire.otpauth_uri };
    },
    confirmTotp: (code, options) => core.post('/partner/totp/confirm/', { code }, options),
    removeTotp: (options) => core.delete<{ message: string }>('/partner/totp/', options),
  };
}
