export { FinanceDashboard } from './FinanceDashboard.tsx';
export type { FinanceDashboardProps } from './FinanceDashboard.tsx';
