/** Options of {@link LoginLimiter}. */
export interface LoginLimiterOptions {
  /** Failed attempts allowed per e-mail inside the window (default 10). */
  maxFailures?: number;
  /** Window length in milliseconds (default 15 minutes). */
  windowMs?: number;
  /** Upper bound of e-mails tracked at once; the oldest are dropped beyond it (default 10 000). */
  maxKeys?: number;
}

/**
 * In-memory brute-force protection for sign-in: after `maxFailures` failed attempts for one e-mail
 * inside `windowMs`, further attempts for that e-mail are refused until the oldest failure leaves
 * the window. Successful sign-ins are never limited and clear the e-mail's failures.
 * Spec: access §7 (POST /partner/login/), §8 (sign-in errors show the server message).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(options: LoginLimiterOptions = {}) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /**
   * Seconds to wait before `key` may try again, or 0 when an attempt is allowed now.
   */
  retryAfterSeconds(key: string, now: number): number {
    const times = this.recent(key, now);
    if (times.length < this.maxFailures) return 0;
    const oldestCounted = times[times.length - this.maxFailures] ?? now;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - now) / 1000));
  }

  /** Records one failed attempt for `key`. */
  recordFailure(key: string, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    this.failures.delete(key); // re-insert so Map order tracks recency
    this.failures.set(key, times.slice(-this.maxFailures));
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  /** Forgets the failures of `key` (after a successful sign-in). */
  reset(key: string): void {
    this.failures.delete(key);
  }
}
