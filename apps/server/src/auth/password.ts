import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so spelled out). */
const ARGON2ID = 2 as Algorithm;

/** scrypt cost parameters stored with each hash, so the cost can be raised later. */
export interface ScryptParams {
  /** CPU/memory cost (power of two). */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * The scrypt cost the server used before argon2id (N=2^15, r=8, p=1: 32 MiB, about 90 ms). Hashes
 * of that cost still verify, and are replaced by argon2id at the account's next sign-in.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

/** argon2id cost parameters (stored in each hash's PHC string). */
export interface Argon2Params {
  algorithm: 'argon2id';
  /** Memory in KiB. */
  memoryCost: number;
  /** Passes. */
  timeCost: number;
  /** Lanes. */
  parallelism: number;
}

/** The cost of new password hashes: argon2id or scrypt parameters. */
export type PasswordParams = Argon2Params | ScryptParams;

/**
 * Cost used for new hashes: argon2id with m=19 MiB, t=2, p=1, the OWASP minimum (about 40 ms on
 * the project's machines, several times faster than the scrypt it replaces, so sign-in
 * throughput rises). Issue 15.
 */
export const DEFAULT_PASSWORD_PARAMS: Argon2Params = {
  algorithm: 'argon2id',
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

const isArgon2 = (params: PasswordParams): params is Argon2Params =>
  (params as Argon2Params).algorithm === 'argon2id';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function scryptAsync(password: string, salt: Buffer, keylen: number, params: ScryptParams) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default maxmem (32 MiB) is just too small for N=2^15, r=8.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with a random 16-byte salt into one self-describing string: argon2id's PHC
 * string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, the default) or, for scrypt
 * parameters, `scrypt$N$r$p$<salt base64url>$<hash base64url>`. Spec: access §7 (POST /partner/login/).
 */
export async function hashPassword(
  password: string,
  params: PasswordParams = DEFAULT_PASSWORD_PARAMS,
): Promise<string> {
  if (isArgon2(params)) {
    return argon2Hash(password.normalize('NFKC'), {
      algorithm: ARGON2ID,
      memoryCost: params.memoryCost,
      timeCost: params.timeCost,
      parallelism: params.parallelism,
    });
  }
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, KEY_LENGTH, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * A password hash no password matches (not a `scrypt$...` string), for accounts created without a
 * password: sign-up, client sign-up and registration users set theirs through the password reset.
 * The random tail keeps every such value distinct.
 */
export function unusablePasswordHash(): string {
  return `!unusable$${randomBytes(16).toString('base64url')}`;
}

/** The cost of an argon2id PHC string; undefined when `stored` is not one (or its cost is absurd). */
function parseArgon2(stored: string): Argon2Params | undefined {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(stored);
  if (!match) return undefined;
  const [memoryCost, timeCost, parallelism] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (memoryCost > 1024 * 1024 || timeCost > 20 || parallelism > 16) return undefined;
  return { algorithm: 'argon2id', memoryCost, timeCost, parallelism };
}

/**
 * True when `stored` should be replaced by a hash at `params` after a successful sign-in: a scrypt
 * hash when the server now hashes with argon2id, or any hash of a lower cost than `params`.
 * Issue 15 ('rehashing on next sign-in').
 */
export function needsRehash(stored: string, params: PasswordParams = DEFAULT_PASSWORD_PARAMS): boolean {
  const argon2 = parseArgon2(stored);
  if (isArgon2(params)) {
    if (!argon2) return parseHash(stored) !== undefined;
    return (
      argon2.memoryCost < params.memoryCost ||
      argon2.timeCost < params.timeCost ||
      argon2.parallelism < params.parallelism
    );
  }
  const scryptParams = parseHash(stored)?.params;
  return scryptParams !== undefined && scryptParams.N < params.N;
}

/** Splits a stored hash into its parts; undefined when it is not a hash this module wrote. */
function parseHash(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) {
    return undefined;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return undefined;
  return { params: { N, r, p }, salt, key };
}

/**
 * Checks a password against a stored hash in constant time (`timingSafeEqual`).
 * A malformed or unusable hash (an account without a password) never matches, after one hash at
 * cost `dummyParams` all the same, so timing does not tell such accounts from others (issue 15).
 * Spec: access §7 (POST /partner/login/).
 */
export async function verifyPassword(
  password: string,
  stored: string,
  dummyParams: PasswordParams = DEFAULT_PASSWORD_PARAMS,
): Promise<boolean> {
  const argon2 = parseArgon2(stored);
  if (argon2) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  const parsed = parseHash(stored);
  if (!parsed) return verifyAgainstDummy(password, dummyParams);
  const key = await scryptAsync(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check when the e-mail is unknown, so response timing does not
 * reveal which e-mails exist. `params` should be the cost of the stored hashes. Always resolves to
 * false. Spec: access §7, §8 (sign-in 401).
 */
export async function verifyAgainstDummy(
  password: string,
  params: PasswordParams = DEFAULT_PASSWORD_PARAMS,
): Promise<false> {
  const key = JSON.stringify(params);
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
