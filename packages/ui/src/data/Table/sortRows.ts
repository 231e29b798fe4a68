import type { Key, SortDescriptor } from 'react-aria-components';

/** Reads the value of `column` in `row` for sorting. Default: `row[column]`. */
export type SortValueGetter<T> = (row: T, column: Key) => unknown;

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isNaN(value);

function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Returns a new array of `rows` sorted by `sort.column` in `sort.direction` (the input is not
 * changed). Numbers, dates and booleans compare by value; everything else as text with the
 * locale's collation, ignoring case and accents and comparing digits as numbers ('Item 2' before
 * 'Item 10'). Empty values (`null`, `undefined`, `''`, `NaN`) go last in both directions. Rows that
 * compare equal keep their order (stable). Without `sort` (or its column) the order is unchanged.
 *
 * Use on the client for tables whose rows are all loaded; pair with `Table`'s `sortDescriptor`.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortDescriptor | null | undefined,
  getValue: SortValueGetter<T> = (row, column) => (row as Record<Key, unknown>)[column],
  locale?: string,
): T[] {
  if (!sort || sort.column === undefined || sort.column === null) return [...rows];
  const { column } = sort;
  const sign = sort.direction === 'descending' ? -1 : 1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index, value: getValue(row, column) }))
    .sort((x, y) => {
      const xBlank = isBlank(x.value);
      const yBlank = isBlank(y.value);
      if (xBlank || yBlank) return xBlank === yBlank ? x.index - y.index : xBlank ? 1 : -1;
      return sign * compareValues(x.value, y.value, collator) || x.index - y.index;
    })
    .map(({ row }) => row);
}
