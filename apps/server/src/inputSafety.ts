import type { FastifyInstance, RouteOptions } from 'fastify';
import { HttpError } from './errors.ts';

// Issue 15 'Bad input never gives 500': text PostgreSQL cannot store, integers its columns cannot
// hold and LIKE patterns written by the caller are refused or neutralised before any query runs.

/** 400 text for a NUL character or an unpaired UTF-16 surrogate anywhere in the input. */
export const UNSAFE_TEXT_MESSAGE =
  'The request contains characters that are not allowed (a NUL character or an unpaired surrogate).';

/** Largest value of a PostgreSQL `integer` column; the maximum added to integer schemas without one. */
export const MAX_INT4 = 2_147_483_647;

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL character or an unpaired surrogate (PostgreSQL error 22021 / 22P05). */
export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** True when any string in `value` (object keys included, at most 10,000 nodes deep-walked) is unsafe. */
export function hasUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  let budget = 10_000;
  while (stack.length > 0 && budget-- > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (isUnsafeText(key)) return true;
        stack.push(entry);
      }
    }
  }
  return false;
}

/** Throws 400 {@link UNSAFE_TEXT_MESSAGE} when `value` holds unsafe text (multipart fields, file names). */
export function assertSafeText(value: unknown): void {
  if (hasUnsafeText(value)) throw new HttpError(400, UNSAFE_TEXT_MESSAGE);
}

/**
 * `value` as a LIKE/ILIKE pattern that matches itself only: `\`, `%` and `_` escaped (PostgreSQL's
 * default escape character is the backslash). Use for equality-style filters (city, state); add
 * `%` around it for a substring search.
 */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A deep copy of `schema` where every `type: 'integer'` without a maximum gets {@link MAX_INT4}. */
export function withIntegerMaximum<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => withIntegerMaximum(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withIntegerMaximum(value);
  const type = copy.type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (integer && copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = MAX_INT4;
  if (integer && copy.minimum === undefined && copy.exclusiveMinimum === undefined)
    copy.minimum = -MAX_INT4 - 1;
  return copy as T;
}

/**
 * Installs the input checks on `app` (before any route is registered, so every route gets them):
 * every route's integer schemas capped at {@link MAX_INT4}, and a `preValidation` hook that
 * answers 400 {@link UNSAFE_TEXT_MESSAGE} for a NUL character or an unpaired surrogate in the
 * query string, the path parameters or a parsed (JSON or form) body. Multipart bodies are read in
 * their handlers, which call {@link assertSafeText}.
 */
export function registerInputSafety(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.schema) route.schema = withIntegerMaximum(route.schema);
  });
  app.addHook('preValidation', async (request) => {
    if (hasUnsafeText(request.query) || hasUnsafeText(request.params) || hasUnsafeText(request.body)) {
      throw new HttpError(400, UNSAFE_TEXT_MESSAGE);
    }
  });
}
