import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A connection the server ended (SQLSTATE 57P01: pg_terminate_backend, a restart) that the pool
 * hands out before it has read the server's goodbye: the statement fails with 57P01 and took no
 * effect, so db/postgres.ts sends it once more on another connection. A fake `pg` answers here; the
 * real server is tested in postgres.test.ts.
 */
const ended = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

interface FakeClient {
  query: ReturnType<typeof vi.fn>;
  release: ReturnType<typeof vi.fn>;
}

const fake = vi.hoisted(() => ({
  poolQuery: vi.fn(),
  clients: [] as FakeClient[],
}));

vi.mock('pg', () => ({
  default: {
    Pool: class {
      on() {}
      query(...args: unknown[]) {
        return fake.poolQuery(...args);
      }
      async connect() {
        const client = fake.clients.shift();
        if (!client) throw new Error('no fake client left');
        return client;
      }
      async end() {}
    },
  },
}));

const { openPostgres } = await import('./postgres.ts');

const client = (begin: 'ok' | 'ended'): FakeClient => ({
  query: vi.fn(async (sql: string) => {
    if (sql === 'BEGIN' && begin === 'ended') throw ended;
    return { rows: sql.startsWith('SELECT') ? [{ one: 1 }] : [] };
  }),
  release: vi.fn(),
});

afterEach(() => {
  fake.poolQuery.mockReset();
  fake.clients.length = 0;
});

describe('openPostgres on connections the server ended', () => {
  async function open() {
    // The probe connection of openPostgres.
    fake.clients.push(client('ok'));
    return openPostgres('postgres://fake/db');
  }

  it('sends a statement refused with 57P01 once more, and answers with the second answer', async () => {
    const db = await open();
    fake.poolQuery.mockRejectedValueOnce(ended).mockResolvedValueOnce({ rows: [{ one: 1 }] });
    await expect(db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    expect(fake.poolQuery).toHaveBeenCalledTimes(2);
  });

  it('sends it only once more, and never for another error', async () => {
    const db = await open();
    fake.poolQuery.mockRejectedValueOnce(ended).mockRejectedValueOnce(ended);
    await expect(db.query('SELECT 1')).rejects.toBe(ended);
    expect(fake.poolQuery).toHaveBeenCalledTimes(2);

    fake.poolQuery.mockReset();
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    fake.poolQuery.mockRejectedValueOnce(unique);
    await expect(db.exec('INSERT INTO t VALUES (1)')).rejects.toBe(unique);
    expect(fake.poolQuery).toHaveBeenCalledTimes(1);
  });

  it('starts a transaction on a new connection when the first was ended, dropping the ended one', async () => {
    const db = await open();
    const dead = client('ended');
    const fresh = client('ok');
    fake.clients.push(dead, fresh);
    await expect(db.transaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
    expect(dead.release).toHaveBeenCalledWith(ended);
    expect(fresh.query.mock.calls.map(([sql]) => sql)).toEqual(['BEGIN', 'SELECT 1 AS one', 'COMMIT']);
    expect(fresh.release).toHaveBeenCalledWith();
  });

  it('does not send a statement again inside a transaction (its earlier statements are gone)', async () => {
    const db = await open();
    const inside = client('ok');
    inside.query.mockImplementation(async (sql: string) => {
      if (sql.startsWith('UPDATE')) throw ended;
      return { rows: [] };
    });
    fake.clients.push(inside);
    await expect(db.transaction((tx) => tx.exec('UPDATE t SET a = 1'))).rejects.toBe(ended);
    expect(inside.query.mock.calls.filter(([sql]) => String(sql).startsWith('UPDATE'))).toHaveLength(1);
  });
});
