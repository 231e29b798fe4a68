import type { Role } from '@partner-portal/api/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { Db, DbTx, SqlParam } from '../db/index.ts';
import { HttpError } from '../errors.ts';

/** Default `page_size` of the list calls (reference server's choice; the spec shows none). */
export const DEFAULT_PAGE_SIZE = 20;
/** Largest `page_size` the list calls accept; more answers 400. */
export const MAX_PAGE_SIZE = 100;

/** The query string as Fastify hands it over (values are strings, or arrays when repeated). */
export type RawQuery = Record<string, unknown>;

/** `page`, `page_size`, `search` and `ordering` of a list call, validated. */
export interface ListParams {
  page: number;
  pageSize: number;
  search: string | undefined;
  ordering: string | undefined;
}

/** The trimmed, non-empty string value of `name`, or undefined; 400 when repeated. */
export function queryString(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be given once.`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A whole number from `min` to `max` in `name`, or undefined; 400 otherwise. */
export function queryInt(query: RawQuery, name: string, min = 1, max = 2_147_483_647): number | undefined {
  const value = queryString(query, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(value);
}

/** One of `allowed` in `name`, or undefined; 400 otherwise. */
export function queryEnum<T extends string>(
  query: RawQuery,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = queryString(query, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new HttpError(400, `${name} must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** `true`/`false` in `name`, or undefined; 400 otherwise. */
export function queryBool(query: RawQuery, name: string): boolean | undefined {
  const value = queryEnum(query, name, ['true', 'false']);
  return value === undefined ? undefined : value === 'true';
}

/** Reads and validates `page` (from 1), `page_size` (1-100, default 20), `search` and `ordering`. */
export function listParams(query: RawQuery): ListParams {
  return {
    page: queryInt(query, 'page', 1) ?? 1,
    pageSize: queryInt(query, 'page_size', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    search: queryString(query, 'search'),
    ordering: queryString(query, 'ordering'),
  };
}

/**
 * JSON schema of one query parameter: a text of at most `maxLength`, or (repeated) a list of them,
 * so that {@link queryString} answers a repeated parameter with its own 400 message.
 */
export const queryValue = (maxLength: number) =>
  ({
    anyOf: [
      { type: 'string', maxLength },
      { type: 'array', maxItems: 20, items: { type: 'string', maxLength } },
    ],
  }) as const;

/**
 * JSON schema of a paged list's querystring: `page`, `page_size`, `search`, `ordering` and the
 * list's own filters (checked by {@link listParams}, {@link queryInt}, {@link queryEnum}, which
 * also answer a repeated parameter with 400). Texts are capped so a bad input is a 400, never a
 * slow query.
 */
export const listQuerySchema = {
  querystring: {
    type: 'object',
    maxProperties: 20,
    properties: {
      page: queryValue(12),
      page_size: queryValue(12),
      search: queryValue(200),
      ordering: queryValue(64),
    },
    additionalProperties: queryValue(200),
  },
} as const;

/** Collects `$n` parameters while a WHERE clause is built. */
export class SqlParams {
  readonly values: SqlParam[] = [];

  /** Adds a value and returns its placeholder (`$3`). */
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What {@link runList} needs to know about one list call. */
export interface ListSpec {
  /** `SELECT` column list (aliases are the answer's field names). */
  select: string;
  /** `FROM` clause with its joins. */
  from: string;
  /**
   * `FROM` clause of the count, when fewer joins do (the joins only the selected columns need);
   * every table the conditions and `searchable` name must be in it. Default `from`.
   */
  countFrom?: string;
  /** SQL expressions matched by `search` (case-insensitive substring). */
  searchable: readonly string[];
  /** The `searchable` expressions hold lower-case text already: match with LIKE on the lower-cased search (faster than ILIKE). */
  searchLowerCase?: boolean;
  /** Public ordering names (as sent in `ordering`, without `-`) and their SQL expressions. */
  orderable: Readonly<Record<string, string>>;
  /** Ordering when none is sent, e.g. `-created_at`. */
  defaultOrdering: string;
  /** Extra WHERE conditions built with `params`. */
  where?: readonly string[];
  /** Optional GROUP BY clause body. */
  groupBy?: string;
}

/** Turns `-name` into `name DESC` via the spec's allow-list; 400 for an unknown field. */
export function orderBy(ordering: string, orderable: Readonly<Record<string, string>>): string {
  const parts = ordering
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new HttpError(400, 'ordering must name a field.');
  return parts
    .map((part) => {
      const descending = part.startsWith('-');
      const field = descending ? part.slice(1) : part;
      const expression = orderable[field];
      if (expression === undefined) {
        throw new HttpError(
          400,
          `Unknown ordering field '${field}'. Use one of: ${Object.keys(orderable).join(', ')}.`,
        );
      }
      return `${expression} ${descending ? 'DESC' : 'ASC'} NULLS LAST`;
    })
    .join(', ');
}

/**
 * Runs a filtered, searched, sorted and paginated list query and returns the page's rows and
 * the total count of matching rows. A tie-breaker on the first column keeps pages stable.
 */
export async function runList<T>(
  db: Db | DbTx,
  spec: ListSpec,
  list: ListParams,
  params: SqlParams,
  tieBreaker: string,
): Promise<ListPage<T>> {
  const conditions = [...(spec.where ?? [])];
  if (list.search !== undefined && spec.searchable.length > 0) {
    const search = spec.searchLowerCase ? list.search.toLowerCase() : list.search;
    const placeholder = params.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const operator = spec.searchLowerCase ? 'LIKE' : 'ILIKE';
    conditions.push(
      `(${spec.searchable.map((column) => `${column} ${operator} ${placeholder}`).join(' OR ')})`,
    );
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const group = spec.groupBy ? `GROUP BY ${spec.groupBy}` : '';
  const order = orderBy(list.ordering ?? spec.defaultOrdering, spec.orderable);
  const countSql = spec.groupBy
    ? `SELECT count(*)::int AS count FROM (SELECT 1 ${spec.from} ${where} ${group}) AS matched`
    : `SELECT count(*)::int AS count ${spec.countFrom ?? spec.from} ${where}`;
  const [counted] = await db.query<{ count: number }>(countSql, params.values);
  const limit = params.add(list.pageSize);
  const offset = params.add((list.page - 1) * list.pageSize);
  const results = await db.query<T>(
    `SELECT ${spec.select} ${spec.from} ${where} ${group} ORDER BY ${order}, ${tieBreaker} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return { results, count: counted?.count ?? 0 };
}

/**
 * The answer of every list call: `{ status: 200, results, count }` where `count` is the number of
 * matching rows over all pages. Spec: operations §7 (the `results and count` shape the spec shows
 * for /management/unstructured-template/, reused for the lists whose shape is not shown).
 */
export interface ListAnswer<T> {
  status: 200;
  results: T[];
  count: number;
}

/** One page of a list: its rows and the number of matching rows over all pages. */
export interface ListPage<T> {
  results: T[];
  count: number;
}

/** What {@link listEndpoint} needs to serve one paged list. */
export interface ListEndpoint<F, T> {
  /** HTTP method; `POST` for the lists the spec sends "with query params" (spares-track). */
  method?: 'GET' | 'POST';
  /** Roles allowed to call it (`CALL_ROLES.x`): 401 without a token, 403 for another role. */
  roles: readonly Role[];
  /** Reads the list's own filters from the query; throws 400 (HttpError) for a bad value. */
  filters: (query: RawQuery) => F;
  /** Reads one page (the module's repository function); `request` carries the signed-in user. */
  page: (db: Db, list: ListParams, filters: F, request: FastifyRequest) => Promise<ListPage<T>>;
  /** The answer; default `{ status: 200, results, count }` ({@link ListAnswer}). */
  answer?: (page: ListPage<T>, filters: F) => object;
}

/**
 * Registers a paged list call at `path` (the spec's exact path): the querystring schema of
 * {@link listQuerySchema}, the role guard as a preValidation hook, then `filters`, `page`,
 * `page_size` (1-100, default 20), `search` and `ordering` (400 naming a bad one) and the page.
 * Spec: operations §7 (the `results and count` shape).
 */
export function listEndpoint<F, T>(api: FastifyInstance, path: string, endpoint: ListEndpoint<F, T>): void {
  api.route<{ Querystring: RawQuery }>({
    method: endpoint.method ?? 'GET',
    url: path,
    schema: listQuerySchema,
    preValidation: authenticate({ roles: endpoint.roles }),
    handler: async (request) => {
      const filters = endpoint.filters(request.query);
      const page = await endpoint.page(api.ctx.db, listParams(request.query), filters, request);
      return endpoint.answer ? endpoint.answer(page, filters) : { status: 200, ...page };
    },
  });
}

/** Filters of a list that has none of its own. */
export const noFilters = (): undefined => undefined;
