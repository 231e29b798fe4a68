import fc from 'fast-check';
import { sortRows } from './sortRows';

type Row = { id: number; name: string | null; amount?: number; joined?: Date; active?: boolean };

const rows: Row[] = [
  { id: 1, name: 'item 10', amount: 5, joined: new Date('2024-03-01'), active: true },
  { id: 2, name: 'Item 2', amount: 50, joined: new Date('2023-01-01'), active: false },
  { id: 3, name: null, amount: undefined },
  { id: 4, name: 'éclair', amount: 5, joined: new Date('2025-01-01'), active: true },
  { id: 5, name: 'apple', amount: -1 },
];
const ids = (list: Row[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts text with numeric, case- and accent-insensitive collation; blanks last', () => {
    expect(ids(sortRows(rows, { column: 'name', direction: 'ascending' }))).toEqual([5, 4, 2, 1, 3]);
    expect(ids(sortRows(rows, { column: 'name', direction: 'descending' }))).toEqual([1, 2, 4, 5, 3]);
  });

  it('sorts numbers by value, stable for ties, blanks last in both directions', () => {
    expect(ids(sortRows(rows, { column: 'amount', direction: 'ascending' }))).toEqual([5, 1, 4, 2, 3]);
    expect(ids(sortRows(rows, { column: 'amount', direction: 'descending' }))).toEqual([2, 1, 4, 5, 3]);
  });

  it('sorts dates and booleans by value', () => {
    expect(ids(sortRows(rows, { column: 'joined', direction: 'ascending' }))).toEqual([2, 1, 4, 3, 5]);
    expect(ids(sortRows(rows, { column: 'active', direction: 'descending' }))).toEqual([1, 4, 2, 3, 5]);
  });

  it('uses a value getter and leaves the input alone', () => {
    const copy = [...rows];
    const sorted = sortRows(
      rows,
      { column: 'len', direction: 'ascending' },
      (row) => row.name?.length ?? null,
    );
    expect(ids(sorted)).toEqual([5, 2, 4, 1, 3]);
    expect(rows).toEqual(copy);
    expect(sorted).not.toBe(rows);
  });

  it('keeps the order without a sort descriptor', () => {
    expect(ids(sortRows(rows, undefined))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortRows(rows, null))).toEqual([1, 2, 3, 4, 5]);
  });

  it('is a permutation, ordered, and descending is ascending reversed for distinct values', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 40 }), (values) => {
        const list = values.map((v, i) => ({ id: i, v }));
        const asc = sortRows(list, { column: 'v', direction: 'ascending' });
        const desc = sortRows(list, { column: 'v', direction: 'descending' });
        expect([...asc].sort((a, b) => a.id - b.id)).toEqual(list);
        asc.slice(1).forEach((row, i) => expect(row.v).toBeGreaterThan(asc[i]!.v));
        expect(desc).toEqual([...asc].reverse());
      }),
    );
  });
});
