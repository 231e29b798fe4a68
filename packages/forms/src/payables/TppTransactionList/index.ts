export { TppTransactionList, tppTransactionsCsv } from './TppTransactionList.tsx';
export type { TppTransactionListProps, TppTransactionRow } from './TppTransactionList.tsx';
