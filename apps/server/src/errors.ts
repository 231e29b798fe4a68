import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The body of every error answer: the same `{ status, message }` pair the portal reads from
 * successful answers. Spec: operations §8 "Shared HTTP" (the body's message is shown), access §8.
 */
export interface ErrorBody {
  status: number;
  message: string;
}

/** Message of every 5xx answer: details stay in the log, never in the response. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** 400 text for a value the database refused as malformed (see {@link isDataException}). */
export const BAD_VALUE_MESSAGE = 'The request contains a value that is not valid.';

/**
 * True for PostgreSQL's class 22 'data exception' errors (invalid text representation, numeric
 * out of range, untranslatable character, invalid byte sequence...): the input, not the server,
 * was wrong, so they answer 400 rather than 500 (issue 15).
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Message of unknown API paths. */
export const NOT_FOUND_MESSAGE = 'Not found';

/**
 * An error a route throws on purpose; becomes HTTP `statusCode` with `{ status, message }`.
 * Spec: operations §8 "Shared HTTP".
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Finds the body field an Ajv validation error is about (`email` for a missing or bad email). */
function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === 'string') return missing;
  const segments = first.instancePath.split('/').filter(Boolean);
  return segments[0];
}

/**
 * Fastify error handler: turns every error into `{ status, message }`. Validation errors answer
 * 400 with the route's own message for the field (route `config.validationMessages`, key `*` for
 * any other problem) or Ajv's text; 4xx keep their message; anything else is logged and answers
 * 500 'Internal server error' without a stack trace. Spec: operations §8 "Shared HTTP".
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ status: error.statusCode, message: error.message } satisfies ErrorBody);
  }
  if (error.validation) {
    const messages = request.routeOptions.config.validationMessages ?? {};
    const field = fieldOf(error);
    const message = (field !== undefined ? messages[field] : undefined) ?? messages['*'] ?? error.message;
    return reply.code(400).send({ status: 400, message } satisfies ErrorBody);
  }
  if (isDataException(error)) {
    // PostgreSQL refused a value as malformed (class 22): the input's fault, logged for a follow-up.
    request.log.warn({ err: error }, 'value refused by the database');
    return reply.code(400).send({ status: 400, message: BAD_VALUE_MESSAGE } satisfies ErrorBody);
  }
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({ status: statusCode, message: error.message } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ status: 500, message: INTERNAL_ERROR_MESSAGE } satisfies ErrorBody);
}
