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
