/** A value that may be bound to a `$n` placeholder. */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | Uint8Array;

/**
 * The small database interface every route and repository uses, so that the embedded PGlite
 * and a real PostgreSQL (`pg` Pool) are interchangeable. Both speak PostgreSQL SQL with `$1`
 * placeholders. Spec: toolchain notes, "Embedded database".
 */
export interface Db {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` inside a transaction on a single connection: committed when `fn` resolves,
   * rolled back when it throws.
   */
  transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T>;
  /** Closes the database (flushes PGlite's data directory, ends the pg pool). */
  close(): Promise<void>;
  /** Which implementation this is, for logs. */
  readonly kind: 'pglite' | 'postgres';
}

/** The part of {@link Db} usable inside a transaction. */
export type DbTx = Pick<Db, 'query' | 'exec'>;
