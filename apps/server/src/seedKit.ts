import type { DbTx, SqlParam } from './db/index.ts';

// Helpers of the demo data seeds (seedOperations.ts, seedTickets.ts).

/** Surnames of demo people and firms. */
export const SURNAMES = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Banerjee',
  'Nair',
  'Gupta',
  'Khan',
  'Singh',
  'Menon',
  'Joshi',
  'Das',
  'Kulkarni',
  'Verma',
  'Pillai',
  'Chopra',
  'Mehta',
  'Rao',
  'Bose',
  'Shetty',
];

/** First names of demo people. */
export const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Kavya',
  'Arjun',
  'Sneha',
  'Rahul',
  'Meera',
  'Karthik',
  'Divya',
  'Sanjay',
  'Lakshmi',
  'Imran',
  'Pooja',
];

/** One day in ms. */
export const DAY = 86_400_000;

/** A small deterministic random generator (mulberry32), so every machine gets the same demo data. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** Inserts `rows` into `table` in one statement and returns the new ids in order. */
export async function insertRows(
  tx: DbTx,
  table: string,
  columns: readonly string[],
  rows: readonly SqlParam[][],
  casts: Record<string, string> = {},
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values: SqlParam[] = [];
  const tuples = rows.map((row) => {
    const placeholders = row.map((value, index) => {
      values.push(value);
      const cast = casts[columns[index] ?? ''];
      return `$${values.length}${cast ? `::${cast}` : ''}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
    values,
  );
  return inserted.map((row) => row.id);
}
