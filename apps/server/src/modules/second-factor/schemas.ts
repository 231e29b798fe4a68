/** Texts of the passkey, TOTP and second-factor answers (the reference server's wording, issue 23). */
export const SECOND_FACTOR_MESSAGES = {
  invalid: 'Check the request: a passkey answer or a 6-digit code is expected.',
  name: 'Give the passkey a name of 1 to 60 characters.',
  code: 'Enter the 6-digit code from your authenticator app.',
  challengeExpired: 'This passkey request has expired. Try again.',
  passkeyFailed: 'That passkey could not be verified. Try again or use your password.',
  passkeyUnknown: 'This passkey is not registered for any account. Sign in with your password.',
  passkeyAdded: 'Passkey added.',
  passkeyRenamed: 'Passkey renamed.',
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'No such passkey.',
  passkeyExists: 'This passkey is already registered.',
  tooManyPasskeys: 'You can keep at most {max} passkeys. Remove one first.',
  totpStarted: 'Scan the code with your authenticator app, then enter a code to confirm.',
  totpEnrolled: 'Authenticator app added.',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another.',
  totpNotStarted: 'Start the set-up of an authenticator app first.',
  totpNotFound: 'No authenticator app is set up.',
  totpRemoved: 'Authenticator app removed.',
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  lastFactor: 'You must keep a passkey or an authenticator app: your account requires a second factor.',
  secondFactorDone: 'Second step complete.',
  notPending: 'This session does not need a second step.',
  tooManyAttempts: 'Too many attempts. Try again in {seconds} seconds.',
} as const;

/** Most passkeys one user may keep. */
export const MAX_PASSKEYS = 10;

/** A WebAuthn challenge is valid this long, in ms. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const base64url = {
  type: 'string',
  minLength: 1,
  maxLength: 16_384,
  pattern: '^[A-Za-z0-9_-]+={0,2}$',
} as const;

/**
 * The browser's PublicKeyCredential as JSON (@simplewebauthn/browser's RegistrationResponseJSON or
 * AuthenticationResponseJSON): checked for shape here, for meaning by @simplewebauthn/server.
 */
const credentialJson = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: base64url,
    rawId: base64url,
    type: { type: 'string', const: 'public-key' },
    authenticatorAttachment: { type: 'string', maxLength: 40 },
    clientExtensionResults: { type: 'object' },
    response: {
      type: 'object',
      required: ['clientDataJSON'],
      properties: {
        clientDataJSON: base64url,
        attestationObject: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: { type: 'string', maxLength: 512 },
        publicKey: base64url,
        publicKeyAlgorithm: { type: 'integer', minimum: -1000, maximum: 1000 },
        transports: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 20 } },
      },
    },
  },
} as const;

const challengeId = { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } as const;
const code = { type: 'string', pattern: '^[0-9]{6}$' } as const;
const passkeyName = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** The calls that read nothing (lists, option calls, removal of the TOTP). */
export { noQuerySchema as noInputSchema } from '../shared.ts';

/** Body of POST /partner/passkeys/. */
export interface AddPasskeyBody {
  name: string;
  challenge_id: string;
  response: Record<string, unknown>;
}

/** POST /partner/passkeys/ `{ name, response }`. */
export const addPasskeySchema = {
  body: {
    type: 'object',
    required: ['name', 'challenge_id', 'response'],
    additionalProperties: false,
    properties: { name: passkeyName, challenge_id: challengeId, response: credentialJson },
  },
} as const;

/** PATCH /partner/passkeys/{id}/ `{ name }`. */
export const renamePasskeySchema = {
  params: idParams,
  body: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: passkeyName },
  },
} as const;

/** DELETE /partner/passkeys/{id}/. */
export const removePasskeySchema = { params: idParams } as const;

/** Body of POST /partner/passkeys/sign-in/. */
export interface PasskeySignInBody {
  challenge_id: string;
  response: Record<string, unknown>;
}

/** POST /partner/passkeys/sign-in/ `{ challenge_id, response }`. */
export const passkeySignInSchema = {
  body: {
    type: 'object',
    required: ['challenge_id', 'response'],
    additionalProperties: false,
    properties: { challenge_id: challengeId, response: credentialJson },
  },
} as const;

/** Body of POST /partner/second-factor/passkey/. */
export interface SecondFactorPasskeyBody {
  challenge_id: string;
  response: Record<string, unknown>;
}

/** POST /partner/second-factor/passkey/ `{ challenge_id, response }`. */
export const secondFactorPasskeySchema = passkeySignInSchema;

/** Body of the calls that take a TOTP code. */
export interface CodeBody {
  code: string;
}

/** `{ code }`: six digits. */
export const codeSchema = {
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } },
} as const;
