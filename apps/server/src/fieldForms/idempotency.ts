import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import { canonicalJson } from '../modules/service-call-report/reportPdf.ts';

/** Texts of the Idempotency-Key checks (issue 23; ours, the spec has none). */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey:
    'The Idempotency-Key header must be 8 to 128 letters, digits, dots, colons, dashes or underscores.',
  keyReused: 'This Idempotency-Key was already used for a different submission.',
  inProgress: 'A submission with this Idempotency-Key is still being handled. Please try again shortly.',
} as const;

/** An Idempotency-Key as the server accepts it (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The request's `Idempotency-Key` header (undefined when absent); 400 for a malformed one. A submit
 * retried under the same key answers the first response; another body under it answers 422.
 */
export function idempotencyKeyOf(request: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey);
  }
  return value;
}

/** SHA-256 (hex) of `value` as canonical JSON. */
export const requestSha256 = (value: unknown) =>
  createHash('sha256').update(canonicalJson(value)).digest('hex');

interface SubmitRow {
  request_sha256: string;
  response: unknown;
}

/**
 * Runs a submit once per Idempotency-Key (issue 23 'Nothing typed is lost'). Without the header,
 * `run` just runs. With it, the key is claimed in `idempotent_submits` under `scope` with the
 * SHA-256 of `identity` (the request as the handler understood it, plus who sent it): the first
 * request runs `run` and keeps its answer; a retry with the same body answers that answer again
 * (header `Idempotent-Replayed: true`) without running `run`; another body under the key is 422
 * 'This Idempotency-Key was already used for a different submission.'; a retry while the first is
 * still running is 409. When `run` throws, the claim is released so the submit can be tried again.
 */
export async function idempotentSubmit<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  identity: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (!key) return run();
  const sha = requestSha256(identity);
  const claimed = await db.query(
    `INSERT INTO idempotent_submits (scope, idempotency_key, request_sha256) VALUES ($1, $2, $3)
     ON CONFLICT (scope, idempotency_key) DO NOTHING RETURNING scope`,
    [scope, key, sha],
  );
  if (claimed.length === 0) {
    const [first] = await db.query<SubmitRow>(
      'SELECT request_sha256, response FROM idempotent_submits WHERE scope = $1 AND idempotency_key = $2',
      [scope, key],
    );
    if (!first || first.request_sha256 !== sha) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
    if (first.response === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    void reply.header('Idempotent-Replayed', 'true');
    return first.response as T;
  }
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    await db
      .query('DELETE FROM idempotent_submits WHERE scope = $1 AND idempotency_key = $2', [scope, key])
      .catch(() => undefined);
    throw error;
  }
  await db.query('UPDATE idempotent_submits SET response = $3 WHERE scope = $1 AND idempotency_key = $2', [
    scope,
    key,
    JSON.stringify(answer ?? null),
  ]);
  return answer;
}
