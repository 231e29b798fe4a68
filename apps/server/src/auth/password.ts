import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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
 * Cost used for new hashes: N=2^15, r=8, p=1 (32 MiB, about 90 ms on the project's machines),
 * so seeding the ~24 demo users in parallel stays near one second on 2 cores.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

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
 * Hashes a password with scrypt and a random 16-byte salt. The result is one self-describing
 * string: `scrypt$N$r$p$<salt base64url>$<hash base64url>`. Spec: access §7 (POST /partner/login/).
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
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
  dummyParams: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<boolean> {
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
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<false> {
  const key = `${params.N}:${params.r}:${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
