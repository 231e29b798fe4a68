export { AnalyticsSummary } from './AnalyticsSummary.tsx';
export type { AnalyticsData, AnalyticsSummaryProps } from './AnalyticsSummary.tsx';
