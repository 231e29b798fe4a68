import type { RequestOptions } from '../client/types.ts';

/**
 * Query parameters every list call of the management, warehouse and finance areas takes.
 * Spec: operations §7 (list shapes "not shown": the reference server's choice).
 */
export interface ListQuery {
  /** Page number, from 1 (default 1). */
  page?: number;
  /** Rows per page, 1-100 (default 20). */
  page_size?: number;
  /** Case-insensitive substring search over the list's text columns. */
  search?: string;
  /** A field to sort by, `-field` for descending; several are comma-separated. */
  ordering?: string;
}

/**
 * The answer of a list call: one page of `results` and the `count` of all matching rows.
 * Spec: operations §7 (the `results and count` shape shown for the unstructured template list).
 */
export interface ListResponse<T> {
  status: number;
  results: T[];
  count: number;
}

/** The answer of a write: the server's message and the written record. */
export interface WriteResponse<T> {
  status: number;
  message: string;
  data: T;
}

/** A partner as embedded in list rows. */
export interface PartnerRef {
  id: number;
  uuid: string;
  name: string;
  phone: string;
  city: string;
  state: string;
}

/** A project as embedded in list rows. */
export interface ProjectRef {
  id: number;
  code: string;
  name: string;
}

/**
 * Request options carrying `query` (already in the server's words) under the caller's own
 * `options.query`. Internal helper of the resources.
 */
export function withQuery(query: object | undefined, options: RequestOptions | undefined): RequestOptions {
  return { ...options, query: { ...(query as RequestOptions['query']), ...options?.query } };
}

/** A page whose rows `fromWire` maps from the server's words. Internal helper of the resources. */
export function pageFromWire<Wire, T>(page: ListResponse<Wire>, fromWire: (row: Wire) => T): ListResponse<T> {
  return { ...page, results: (page.results ?? []).map(fromWire) };
}

/** A write answer whose record `fromWire` maps from the server's words. Internal helper of the resources. */
export function writtenFromWire<Wire, T>(
  answer: WriteResponse<Wire>,
  fromWire: (row: Wire) => T,
): WriteResponse<T> {
  return { ...answer, data: answer.data && fromWire(answer.data) };
}
