import type { FastifyRequest } from 'fastify';
import { hitCounter } from '../auth/rateLimitStore.ts';
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
 * 429 with `Retry-After` (seconds) until the 10-minute window ends. The counts live in PostgreSQL
 * (rate_limit_counters, like the sign-in limits), so every instance on one database shares them
 * (issue 15). `name` keeps each call's counts apart.
 */
export function publicWriteLimiter(name: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const { db, now } = request.server.ctx;
    const { count, ttl } = await hitCounter(
      db,
      `public-write:${name}:${request.ip}`,
      now(),
      PUBLIC_SUBMISSION_WINDOW_MS,
    );
    if (count > PUBLIC_SUBMISSIONS_PER_WINDOW) {
      const wait = Math.max(1, Math.ceil(ttl / 1000));
      throw new HttpError(429, fill(QUESTIONNAIRE_MESSAGES.tooMany, { seconds: wait }), {
        'Retry-After': String(wait),
      });
    }
  };
}
