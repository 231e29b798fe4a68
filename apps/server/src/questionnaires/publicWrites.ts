import type { FastifyRequest } from 'fastify';
import { LoginLimiter } from '../auth/loginLimiter.ts';
import { HttpError } from '../errors.ts';
import { fill } from '../text.ts';
import { QUESTIONNAIRE_MESSAGES } from './answers.ts';

/** Unauthenticated questionnaire submissions allowed per client address inside the window. */
export const PUBLIC_SUBMISSIONS_PER_WINDOW = 30;
/** Window of {@link PUBLIC_SUBMISSIONS_PER_WINDOW}, in milliseconds (10 minutes). */
export const PUBLIC_SUBMISSION_WINDOW_MS = 10 * 60_000;

/**
 * Per-address limit of the questionnaires' unauthenticated writes (POST /partner/questionnaire/submit/
 * and /partner/answer_responded/public/): every attempt counts, and past the limit the call answers
 * 429 with `Retry-After` (seconds) until the oldest attempt leaves the window. One limiter per app.
 */
export function publicWriteLimiter(): (request: FastifyRequest) => void {
  const limiter = new LoginLimiter({
    maxFailures: PUBLIC_SUBMISSIONS_PER_WINDOW,
    windowMs: PUBLIC_SUBMISSION_WINDOW_MS,
  });
  return (request) => {
    const now = request.server.ctx.now().getTime();
    const wait = limiter.retryAfterSeconds(request.ip, now);
    if (wait > 0) {
      throw new HttpError(429, fill(QUESTIONNAIRE_MESSAGES.tooMany, { seconds: wait }), {
        'Retry-After': String(wait),
      });
    }
    limiter.recordFailure(request.ip, now);
  };
}
