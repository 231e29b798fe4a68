import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './loginLimiter.ts';

describe('LoginLimiter', () => {
  it('blocks after 10 failures inside 15 minutes and frees the e-mail as they age out', () => {
    const limiter = new LoginLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) {
      expect(limiter.retryAfterSeconds('a@x.test', t0 + i * 1000)).toBe(0);
      limiter.recordFailure('a@x.test', t0 + i * 1000);
    }
    expect(limiter.retryAfterSeconds('a@x.test', t0 + 10_000)).toBe(15 * 60 - 10);
    expect(limiter.retryAfterSeconds('b@x.test', t0 + 10_000)).toBe(0);
    expect(limiter.retryAfterSeconds('a@x.test', t0 + 15 * 60_000)).toBe(0);
  });

  it('forgets an e-mail after a success and bounds its memory', () => {
    const limiter = new LoginLimiter({ maxFailures: 2, maxKeys: 3 });
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 0);
    expect(limiter.retryAfterSeconds('a', 1)).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a', 1)).toBe(0);
    for (const key of ['k1', 'k2', 'k3', 'k4']) {
      limiter.recordFailure(key, 0);
      limiter.recordFailure(key, 0);
    }
    expect(limiter.retryAfterSeconds('k1', 1)).toBe(0); // evicted
    expect(limiter.retryAfterSeconds('k4', 1)).toBeGreaterThan(0);
  });
});
