import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_PARAMS,
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './password.ts';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('stores params, salt and hash in one string that verifies', async () => {
    const hash = await hashPassword('demo-pass-2026', DEFAULT_SCRYPT_PARAMS);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain('demo-pass-2026');
    await expect(verifyPassword('demo-pass-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-pass-2027', hash)).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
    expect(a).not.toBe(b);
  });

  it('verifies with the cost stored in the hash', async () => {
    const hash = await hashPassword('secret', FAST);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    await expect(verifyPassword('secret', hash)).resolves.toBe(true);
  });

  it('never matches a malformed hash or the dummy', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$abc$8$1$AA$AA')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1099511627776$8$1$AA$AA')).resolves.toBe(false);
    await expect(verifyAgainstDummy('not-a-real-password')).resolves.toBe(false);
  });
});

describe('password hashing (argon2id, issue 15)', () => {
  it('hashes new passwords with argon2id m=19 MiB, t=2, p=1 by default', async () => {
    const hash = await hashPassword('demo-pass-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    await expect(verifyPassword('demo-pass-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-pass-2027', hash)).resolves.toBe(false);
    await expect(verifyPassword('x', '$argon2id$v=19$m=99999999,t=2,p=1$AAAA$AAAA')).resolves.toBe(false);
  });

  it('asks for a rehash of scrypt hashes and of weaker argon2id ones only', async () => {
    const scryptHash = await hashPassword('secret', FAST);
    expect(needsRehash(scryptHash)).toBe(true);
    expect(needsRehash(await hashPassword('secret'))).toBe(false);
    const weak = await hashPassword('secret', { ...DEFAULT_PASSWORD_PARAMS, memoryCost: 8192, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash('!unusable$abc')).toBe(false);
    // With scrypt as the configured scheme (tests), a scrypt hash of the same cost stays.
    expect(needsRehash(scryptHash, FAST)).toBe(false);
  });
});
