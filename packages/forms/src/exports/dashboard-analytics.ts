/**
 * `@partner-portal/forms/dashboard-analytics`: the operations summary (operations §2
 * analytics-dashboard, §7 GET /management/dashboard-analytics/).
 * @packageDocumentation
 */
export { AnalyticsSummary } from '../dashboard-analytics/AnalyticsSummary/index.ts';
export type { AnalyticsData, AnalyticsSummaryProps } from '../dashboard-analytics/AnalyticsSummary/index.ts';
export { dashboardAnalyticsMessages } from '../dashboard-analytics/messages.ts';
export type { DashboardAnalyticsMessages } from '../dashboard-analytics/messages.ts';
