export { FinanceActionList } from './FinanceActionList.tsx';
export type { FinanceActionKind, FinanceActionListProps, FinanceActionRow } from './FinanceActionList.tsx';
