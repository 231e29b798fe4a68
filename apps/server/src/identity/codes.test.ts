import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, type Db } from '../db/index.ts';
import { openPglite } from '../db/pglite.ts';
import { CodeRateLimited, OneTimeCodes } from './codes.ts';

let db: Db;
let clock = Date.parse('2026-03-01T09:00:00Z');
let codes: OneTimeCodes;
let counter = 0;
/** A fresh identifier per test, so tests do not share limits. */
let id: string;

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
  codes = new OneTimeCodes(db, () => new Date(clock));
});

afterAll(async () => {
  await db?.close();
});

beforeEach(() => {
  counter += 1;
  id = `email:user${counter}@example.com`;
  clock += 24 * 3_600_000;
});

async function issue(identifier = id): Promise<string> {
  let sent = '';
  await codes.issue('otp', identifier, async (code) => {
    sent = code;
  });
  return sent;
}

async function refusal(promise: Promise<unknown>): Promise<CodeRateLimited> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CodeRateLimited);
    return error as CodeRateLimited;
  }
  throw new Error('expected a CodeRateLimited rejection');
}

describe('OneTimeCodes', () => {
  it('generates 6-digit codes from the whole digit range', () => {
    const samples = Array.from({ length: 300 }, () => codes.generate());
    for (const code of samples) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(samples).size).toBeGreaterThan(290);
    expect(new Set(samples.join('')).size).toBe(10);
  });

  it('stores only an HMAC of the code', async () => {
    const code = await issue();
    const rows = await db.query<{ row: string }>(
      `SELECT row_to_json(c)::text AS row FROM one_time_codes c WHERE identifier = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).not.toContain(`"${code}"`);
    expect(rows[0]?.row).toMatch(/"code_hash":"[0-9a-f]{64}"/);
  });

  it('verifies once (single use)', async () => {
    const code = await issue();
    expect(await codes.verify('otp', id, code)).toEqual({ ok: true });
    expect(await codes.verify('otp', id, code)).toEqual({ ok: false, reason: 'missing' });
    expect(await codes.wasVerified('otp', id, 60_000)).toBe(true);
  });

  it('binds a code to its purpose and identifier', async () => {
    const code = await issue();
    expect((await codes.verify('passphrase', id, code)).ok).toBe(false);
    expect((await codes.verify('otp', `${id}.other`, code)).ok).toBe(false);
    expect((await codes.verify('otp', id, code)).ok).toBe(true);
  });

  it('expires after 10 minutes (fake clock)', async () => {
    const code = await issue();
    clock += 10 * 60_000 - 1;
    const second = `${id}.2`;
    const code2 = await issue(second);
    expect(await codes.verify('otp', second, code2)).toEqual({ ok: true });
    clock += 1;
    expect(await codes.verify('otp', id, code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('counts wrong tries and voids the code at the fifth', async () => {
    const code = await issue();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      expect(await codes.verify('otp', id, wrong)).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: left,
      });
    }
    expect(await codes.verify('otp', id, wrong)).toEqual({ ok: false, reason: 'locked' });
    expect(await codes.verify('otp', id, code)).toEqual({ ok: false, reason: 'locked' });
  });

  it('a resend voids the previous code', async () => {
    const first = await issue();
    clock += 60_000;
    const second = await issue();
    if (first !== second) expect((await codes.verify('otp', id, first)).ok).toBe(false);
    expect(await codes.verify('otp', id, second)).toEqual({ ok: true });
  });

  it('refuses a resend within 60 s with the seconds left', async () => {
    await issue();
    clock += 15_000;
    const error = await refusal(issue());
    expect(error.reason).toBe('wait');
    expect(error.retryAfterSeconds).toBe(45);
    clock += 45_000;
    await expect(issue()).resolves.toMatch(/^\d{6}$/);
  });

  it('caps sends at 5 per hour per identifier', async () => {
    const start = clock;
    for (let i = 0; i < 5; i++) {
      await issue();
      clock += 61_000;
    }
    const error = await refusal(issue());
    expect(error.reason).toBe('hourly');
    expect(error.retryAfterSeconds).toBe(Math.ceil((start + 3_600_000 - clock) / 1000));
    await expect(issue(`${id}.elsewhere`)).resolves.toMatch(/^\d{6}$/);
    clock = start + 3_600_000 + 1;
    await expect(issue()).resolves.toMatch(/^\d{6}$/);
  });

  it('stores nothing when delivery fails, and the previous code stays valid', async () => {
    const code = await issue();
    clock += 60_000;
    await expect(
      codes.issue('otp', id, async () => {
        throw new Error('smtp down');
      }),
    ).rejects.toThrow('smtp down');
    const rows = await db.query('SELECT 1 FROM one_time_codes WHERE identifier = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(await codes.verify('otp', id, code)).toEqual({ ok: true });
  });

  it('purges codes older than a day, keeping recent ones', async () => {
    await issue();
    clock += 24 * 3_600_000 + 1;
    const recent = `${id}.recent`;
    await issue(recent);
    await codes.purge();
    expect(await db.query('SELECT 1 FROM one_time_codes WHERE identifier = $1', [id])).toHaveLength(0);
    expect(await db.query('SELECT 1 FROM one_time_codes WHERE identifier = $1', [recent])).toHaveLength(1);
  });

  it('keeps the code when the work after a match fails', async () => {
    const code = await issue();
    await expect(
      codes.verify('otp', id, code, async () => {
        throw new Error('token insert failed');
      }),
    ).rejects.toThrow('token insert failed');
    expect(await codes.verify('otp', id, code)).toEqual({ ok: true });
  });
});
