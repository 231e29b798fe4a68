import { HttpError } from '../errors.ts';
import type { CodeRateLimited } from './codes.ts';
import { fill } from '../text.ts';
import { IDENTITY_MESSAGES } from './messages.ts';

/**
 * The 429 answer for a refused code send: `Retry-After` in seconds and a message that says how long
 * to wait. Spec: access §2 (resend disabled for 60 seconds), §9.
 */
export function tooManyRequests(error: CodeRateLimited): HttpError {
  const message =
    error.reason === 'wait'
      ? fill(IDENTITY_MESSAGES.resendWait, { seconds: error.retryAfterSeconds })
      : fill(IDENTITY_MESSAGES.hourlyCap, { minutes: Math.ceil(error.retryAfterSeconds / 60) });
  return new HttpError(429, message, { 'Retry-After': String(error.retryAfterSeconds) });
}
