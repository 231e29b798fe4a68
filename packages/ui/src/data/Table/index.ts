export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
export { sortRows } from './sortRows';
export type { SortValueGetter } from './sortRows';
