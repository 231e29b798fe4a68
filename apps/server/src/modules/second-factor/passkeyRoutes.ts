import { CALL_ROLES } from '@partner-portal/api/roles';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, readToken } from '../../auth/guard.ts';
import { completeSecondFactor, issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import { fill } from '../../text.ts';
import { findUserById } from '../../users.ts';
import { loginAnswer } from '../sign-in/session.ts';
import { expectedOrigins, mustKeepSecondFactor, relyingParty } from './policy.ts';
import {
  auditSecurityEvent,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  removePasskey,
  renamePasskey,
  storeChallenge,
  takeChallenge,
  type PasskeyRow,
} from './repository.ts';
import {
  addPasskeySchema,
  CHALLENGE_TTL_MS,
  MAX_PASSKEYS,
  noInputSchema,
  passkeySignInSchema,
  removePasskeySchema,
  renamePasskeySchema,
  secondFactorPasskeySchema,
  SECOND_FACTOR_MESSAGES as M,
  type AddPasskeyBody,
  type PasskeySignInBody,
} from './schemas.ts';

const invalid = { '*': M.invalid, name: M.name };

/** A passkey as the calls answer it. */
const passkeyJson = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  transports: row.transports,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/**
 * Verifies a passkey assertion against the stored credential it names and records its use; the
 * credential row, or 400 (unknown passkey, a foreign one when `userId` is given, bad signature).
 */
async function verifyAssertion(
  api: FastifyInstance,
  request: FastifyRequest,
  body: PasskeySignInBody,
  purpose: 'sign-in' | 'second-factor',
  userId: number | null,
) {
  const { ctx } = api;
  const now = ctx.now();
  const challenge = await takeChallenge(ctx.db, body.challenge_id, purpose, userId, now);
  if (challenge === undefined) throw new HttpError(400, M.challengeExpired);
  const response = body.response as unknown as AuthenticationResponseJSON;
  const stored = await findPasskeyByCredentialId(ctx.db, response.id);
  if (!stored || (userId !== null && stored.user_id !== userId)) {
    await auditSecurityEvent(ctx.db, {
      userId,
      kind: 'passkey_refused',
      detail: { reason: 'unknown' },
      ip: request.ip,
      now,
    });
    throw new HttpError(400, M.passkeyUnknown);
  }
  let verified = false;
  let newCounter = stored.counter;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: expectedOrigins(ctx.config, response.response.clientDataJSON),
      expectedRPID: relyingParty(ctx.config).id,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(stored.public_key),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    request.log.info({ err: error }, 'passkey assertion refused');
  }
  if (!verified) {
    await auditSecurityEvent(ctx.db, {
      userId: stored.user_id,
      kind: 'passkey_refused',
      detail: { passkey_id: stored.id, reason: 'verification' },
      ip: request.ip,
      now,
    });
    throw new HttpError(400, M.passkeyFailed);
  }
  await markPasskeyUsed(ctx.db, stored.id, newCounter, now);
  await auditSecurityEvent(ctx.db, {
    userId: stored.user_id,
    kind: purpose === 'sign-in' ? 'passkey_sign_in' : 'passkey_second_factor',
    detail: { passkey_id: stored.id },
    ip: request.ip,
    now,
  });
  return stored;
}

/**
 * The passkey calls (issue 23 'Passkeys for staff'): the staff user's own passkeys (list, add
 * through registration options, rename, remove), the public passkey sign-in, and the passkey as
 * the second step of a password sign-in. Every registration, use, refusal and removal is written
 * to security_events. `limit` is the sign-in rate limit (429).
 */
export function passkeyRoutes(api: FastifyInstance, limit: (request: FastifyRequest) => Promise<void>): void {
  const { ctx } = api;
  const staff = authenticate({ roles: CALL_ROLES.passkeys });

  /** GET /partner/passkeys/ -> `{ status, results: [{ id, name, transports, created_at, last_used_at }] }`. */
  api.get('/partner/passkeys/', { schema: noInputSchema, preValidation: staff }, async (request) => {
    const rows = await listPasskeys(ctx.db, request.authUser!.id);
    return { status: 200, results: rows.map(passkeyJson) };
  });

  /**
   * POST /partner/passkeys/registration-options/ -> `{ status, challenge_id, options }`
   * (PublicKeyCredentialCreationOptionsJSON: resident key required, the user's passkeys excluded).
   */
  api.post(
    '/partner/passkeys/registration-options/',
    { schema: noInputSchema, preValidation: staff, preHandler: limit },
    async (request) => {
      const user = request.authUser!;
      const existing = await listPasskeys(ctx.db, user.id);
      if (existing.length >= MAX_PASSKEYS)
        throw new HttpError(409, fill(M.tooManyPasskeys, { max: MAX_PASSKEYS }));
      const rp = relyingParty(ctx.config);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.full_name,
        userID: new TextEncoder().encode(user.uuid),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credential_id,
          transports: row.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        timeout: CHALLENGE_TTL_MS,
      });
      const challengeId = await storeChallenge(ctx.db, {
        userId: user.id,
        purpose: 'register',
        challenge: options.challenge,
        expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
      });
      return { status: 200, challenge_id: challengeId, options };
    },
  );

  /**
   * POST /partner/passkeys/ `{ name, challenge_id, response }` -> 201 `{ status, message, passkey }`;
   * 400 for an expired challenge or an answer that does not verify; 409 for a passkey already
   * registered or over the limit.
   */
  api.post<{ Body: AddPasskeyBody }>(
    '/partner/passkeys/',
    {
      schema: addPasskeySchema,
      config: { validationMessages: invalid },
      preValidation: staff,
      preHandler: limit,
    },
    async (request, reply) => {
      const user = request.authUser!;
      const now = ctx.now();
      const challenge = await takeChallenge(ctx.db, request.body.challenge_id, 'register', user.id, now);
      if (challenge === undefined) throw new HttpError(400, M.challengeExpired);
      const response = request.body.response as unknown as RegistrationResponseJSON;
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: expectedOrigins(ctx.config, response.response.clientDataJSON),
          expectedRPID: relyingParty(ctx.config).id,
          requireUserVerification: false,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch (error) {
        request.log.info({ err: error }, 'passkey registration refused');
      }
      if (!info) throw new HttpError(400, M.passkeyFailed);
      if (await findPasskeyByCredentialId(ctx.db, info.credential.id))
        throw new HttpError(409, M.passkeyExists);
      if ((await listPasskeys(ctx.db, user.id)).length >= MAX_PASSKEYS) {
        throw new HttpError(409, fill(M.tooManyPasskeys, { max: MAX_PASSKEYS }));
      }
      const passkey = await insertPasskey(ctx.db, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? response.response.transports ?? [],
        name: request.body.name.trim(),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        now,
      });
      await auditSecurityEvent(ctx.db, {
        userId: user.id,
        kind: 'passkey_registered',
        detail: { passkey_id: passkey.id, name: passkey.name },
        ip: request.ip,
        now,
      });
      return reply.code(201).send({ status: 201, message: M.passkeyAdded, passkey: passkeyJson(passkey) });
    },
  );

  /** PATCH /partner/passkeys/{id}/ `{ name }` -> `{ status, message, passkey }`; 404 for another user's or no passkey. */
  api.patch<{ Params: { id: number }; Body: { name: string } }>(
    '/partner/passkeys/:id/',
    { schema: renamePasskeySchema, config: { validationMessages: invalid }, preValidation: staff },
    async (request) => {
      const user = request.authUser!;
      const row = await renamePasskey(ctx.db, user.id, request.params.id, request.body.name.trim());
      if (!row) throw new HttpError(404, M.passkeyNotFound);
      await auditSecurityEvent(ctx.db, {
        userId: user.id,
        kind: 'passkey_renamed',
        detail: { passkey_id: row.id, name: row.name },
        ip: request.ip,
        now: ctx.now(),
      });
      return { status: 200, message: M.passkeyRenamed, passkey: passkeyJson(row) };
    },
  );

  /**
   * DELETE /partner/passkeys/{id}/ -> `{ status, message }`; 404 for another user's or no passkey;
   * 409 when it is the last second factor of a user who must keep one.
   */
  api.delete<{ Params: { id: number } }>(
    '/partner/passkeys/:id/',
    { schema: removePasskeySchema, preValidation: staff },
    async (request) => {
      const user = request.authUser!;
      const owned = (await listPasskeys(ctx.db, user.id)).find((row) => row.id === request.params.id);
      if (!owned) throw new HttpError(404, M.passkeyNotFound);
      if (await mustKeepSecondFactor(ctx.db, ctx.config, user, 'passkey'))
        throw new HttpError(409, M.lastFactor);
      await removePasskey(ctx.db, user.id, request.params.id);
      await auditSecurityEvent(ctx.db, {
        userId: user.id,
        kind: 'passkey_removed',
        detail: { passkey_id: owned.id, name: owned.name },
        ip: request.ip,
        now: ctx.now(),
      });
      return { status: 200, message: M.passkeyRemoved };
    },
  );

  /**
   * POST /partner/passkeys/sign-in-options/ (public) -> `{ status, challenge_id, options }` for a
   * discoverable-credential sign-in (no allowCredentials: the authenticator offers its passkeys).
   */
  api.post('/partner/passkeys/sign-in-options/', { schema: noInputSchema, preHandler: limit }, async () => {
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(ctx.config).id,
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    });
    const challengeId = await storeChallenge(ctx.db, {
      userId: null,
      purpose: 'sign-in',
      challenge: options.challenge,
      expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
    });
    return { status: 200, challenge_id: challengeId, options };
  });

  /**
   * POST /partner/passkeys/sign-in/ `{ challenge_id, response }` (public) -> the password sign-in's
   * answer (access §3 'Login response') with a full session: a passkey is both factors. 400 for an
   * expired challenge, an unknown passkey or one that does not verify; 429 over the sign-in limits.
   */
  api.post<{ Body: PasskeySignInBody }>(
    '/partner/passkeys/sign-in/',
    { schema: passkeySignInSchema, config: { validationMessages: invalid }, preHandler: limit },
    async (request) => {
      const stored = await verifyAssertion(api, request, request.body, 'sign-in', null);
      const user = await findUserById(ctx.db, stored.user_id);
      if (!user) throw new HttpError(400, M.passkeyUnknown);
      const { token } = await issueToken(ctx.db, user.id, {
        ttlHours: ctx.config.tokenTtlHours,
        now: ctx.now(),
      });
      request.log.info({ userId: user.id }, 'signed in with a passkey');
      return loginAnswer(user, token);
    },
  );

  /**
   * POST /partner/second-factor/passkey-options/ (a session owing its second factor) ->
   * `{ status, challenge_id, options }` naming the user's passkeys; 409 when the session owes none.
   */
  api.post(
    '/partner/second-factor/passkey-options/',
    {
      schema: noInputSchema,
      preValidation: authenticate({ allowSecondFactorPending: true }),
      preHandler: limit,
    },
    async (request) => {
      const user = request.authUser!;
      if (!request.secondFactorPending) throw new HttpError(409, M.notPending);
      const passkeys = await listPasskeys(ctx.db, user.id);
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(ctx.config).id,
        userVerification: 'preferred',
        allowCredentials: passkeys.map((row) => ({
          id: row.credential_id,
          transports: row.transports as AuthenticatorTransport[],
        })),
        timeout: CHALLENGE_TTL_MS,
      });
      const challengeId = await storeChallenge(ctx.db, {
        userId: user.id,
        purpose: 'second-factor',
        challenge: options.challenge,
        expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
      });
      return { status: 200, challenge_id: challengeId, options };
    },
  );

  /**
   * POST /partner/second-factor/passkey/ `{ challenge_id, response }` -> `{ status, message }`: the
   * session becomes usable. 400 for a passkey that does not verify or is not the user's; 409 when
   * the session owes no second factor.
   */
  api.post<{ Body: PasskeySignInBody }>(
    '/partner/second-factor/passkey/',
    {
      schema: secondFactorPasskeySchema,
      config: { validationMessages: invalid },
      preValidation: authenticate({ allowSecondFactorPending: true }),
      preHandler: limit,
    },
    async (request) => {
      const user = request.authUser!;
      if (!request.secondFactorPending) throw new HttpError(409, M.notPending);
      await verifyAssertion(api, request, request.body, 'second-factor', user.id);
      await completeSecondFactor(ctx.db, readToken(request)!);
      return { status: 200, message: M.secondFactorDone };
    },
  );
}
