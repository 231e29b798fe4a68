import { describe, expect, it, vi } from 'vitest';
import { poolDb, type PgClientLike, type PgPoolLike } from './postgres.ts';

/**
 * A connection the server ended (SQLSTATE 57P01: pg_terminate_backend, a restart) that the pool
 * hands out before it has read the server's goodbye: the statement fails with 57P01 and took no
 * effect, so poolDb sends it once more on another connection. A fake pool answers here; the real
 * server is tested in postgres.test.ts.
 */
const ended = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

const client = (begin: 'ok' | 'ended') => {
  const fake = {
    query: vi.fn<PgClientLike['query']>(async (sql: string) => {
      if (sql === 'BEGIN' && begin === 'ended') throw ended;
      return { rows: sql.startsWith('SELECT') ? [{ one: 1 }] : [] };
    }),
    release: vi.fn<PgClientLike['release']>(),
  };
  return fake satisfies PgClientLike;
};
type FakeClient = ReturnType<typeof client>;

/** A fake pool: `query` as given, `connect` hands out `clients` in order. */
function fakePool(clients: FakeClient[] = []) {
  const query = vi.fn<PgPoolLike['query']>();
  const pool: PgPoolLike = {
    query,
    connect: async () => {
      const next = clients.shift();
      if (!next) throw new Error('no fake client left');
      return next;
    },
    end: async () => undefined,
  };
  return { pool, query };
}

describe('poolDb on connections the server ended', () => {
  it('sends a statement refused with 57P01 once more, and answers with the second answer', async () => {
    const { pool, query } = fakePool();
    query.mockRejectedValueOnce(ended).mockResolvedValueOnce({ rows: [{ one: 1 }] });
    await expect(poolDb(pool).query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('sends it only once more, and never for another error', async () => {
    const { pool, query } = fakePool();
    const db = poolDb(pool);
    query.mockRejectedValueOnce(ended).mockRejectedValueOnce(ended);
    await expect(db.query('SELECT 1')).rejects.toBe(ended);
    expect(query).toHaveBeenCalledTimes(2);

    query.mockReset();
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    query.mockRejectedValueOnce(unique);
    await expect(db.exec('INSERT INTO t VALUES (1)')).rejects.toBe(unique);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('starts a transaction on a new connection when the first was ended, dropping the ended one', async () => {
    const dead = client('ended');
    const fresh = client('ok');
    const { pool } = fakePool([dead, fresh]);
    await expect(poolDb(pool).transaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toEqual([
      { one: 1 },
    ]);
    expect(dead.release).toHaveBeenCalledWith(ended);
    expect(fresh.query.mock.calls.map(([sql]) => sql)).toEqual(['BEGIN', 'SELECT 1 AS one', 'COMMIT']);
    expect(fresh.release).toHaveBeenCalledWith();
  });

  it('does not send a statement again inside a transaction (its earlier statements are gone)', async () => {
    const inside = client('ok');
    inside.query.mockImplementation(async (sql: string) => {
      if (sql.startsWith('UPDATE')) throw ended;
      return { rows: [] };
    });
    const { pool } = fakePool([inside]);
    await expect(poolDb(pool).transaction((tx) => tx.exec('UPDATE t SET a = 1'))).rejects.toBe(ended);
    expect(inside.query.mock.calls.filter(([sql]) => String(sql).startsWith('UPDATE'))).toHaveLength(1);
    expect(inside.query.mock.calls.map(([sql]) => sql)).toContain('ROLLBACK');
  });
});
