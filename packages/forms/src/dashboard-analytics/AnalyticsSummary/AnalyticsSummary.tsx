import { Alert, Button, Card, Spinner } from '@partner-portal/ui/primitives';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Figures } from '../../operations-shared/Figures.styles.ts';
import { formatInr } from '../../operations-shared/money.ts';
import { Grid } from './AnalyticsSummary.styles.ts';
import {
  labelOf,
  priorityLabels,
  projectStatusLabels,
  reviewStatusLabels,
  spareStatusLabels,
} from '../../operations-shared/labels.ts';
import { dashboardAnalyticsMessages as m } from '../messages.ts';
import { listScreenMessages } from '../../list-screen/messages.ts';

/** The dashboard's aggregates (the api's `DashboardAnalytics`); amounts in rupees. */
export interface AnalyticsData {
  projects: { total: number; active: number; onHold: number; closed: number };
  tasks: { open: number; closed: number; overdue: number };
  /** Count per spare status. */
  spares: Record<string, number>;
  escalations: { open: number; byPriority: Record<string, number> };
  /** Count and amount per review state. */
  invoiceRequests: Record<string, { count: number; amount: number }>;
  uninvoicedWorkOrders: { count: number; amount: number };
}

/** Props of {@link AnalyticsSummary}. */
export interface AnalyticsSummaryProps {
  /** The aggregates, once loaded. */
  data?: AnalyticsData;
  /** True while they load. */
  isLoading?: boolean;
  /** The failure to show (with Retry). */
  error?: ReactNode;
  onRetry?: () => void;
}

function FigureList({ rows }: { rows: [string, string][] }) {
  return (
    <Figures>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Figures>
  );
}

/**
 * The analytics dashboard as a readable summary: one card per area (projects by status, tasks
 * open, closed and overdue, spares by status, open escalations by priority, invoice requests by
 * state with amounts, work orders not yet invoiced), with loading and failure (Retry) states.
 * Spec: operations §2 (analytics-dashboard), §7 (GET /management/dashboard-analytics/).
 */
export function AnalyticsSummary({ data, isLoading = false, error, onRetry }: AnalyticsSummaryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  const rupees = (value: number) => formatInr(intl, value, { maximumFractionDigits: 0 });
  if (error) {
    return (
      <Alert variant="error" title={t(listScreenMessages.loadFailed)}>
        {error}{' '}
        {onRetry ? (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {t(listScreenMessages.retry)}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (isLoading || !data) return <Spinner size="lg" label={t(m.analyticsLoading)} />;
  return (
    <Grid>
      <Card heading={t(m.totalProjects)}>
        <FigureList
          rows={[
            [t(m.total), n(data.projects.total)],
            [labelOf(intl, projectStatusLabels, 'active'), n(data.projects.active)],
            [labelOf(intl, projectStatusLabels, 'on_hold'), n(data.projects.onHold)],
            [labelOf(intl, projectStatusLabels, 'closed'), n(data.projects.closed)],
          ]}
        />
      </Card>
      <Card heading={t(m.tasks)}>
        <FigureList
          rows={[
            [t(m.tasksOpen), n(data.tasks.open)],
            [t(m.tasksOverdue), n(data.tasks.overdue)],
            [t(m.tasksClosed), n(data.tasks.closed)],
          ]}
        />
      </Card>
      <Card heading={t(m.spares)}>
        <FigureList
          rows={Object.entries(data.spares).map(([status, count]) => [
            labelOf(intl, spareStatusLabels, status),
            n(count),
          ])}
        />
      </Card>
      <Card heading={t(m.escalations)}>
        <FigureList
          rows={[
            [t(m.total), n(data.escalations.open)],
            ...Object.entries(data.escalations.byPriority).map(([priority, count]): [string, string] => [
              labelOf(intl, priorityLabels, priority),
              n(count),
            ]),
          ]}
        />
      </Card>
      <Card heading={t(m.invoiceRequests)}>
        <FigureList
          rows={Object.entries(data.invoiceRequests).map(([status, value]) => [
            labelOf(intl, reviewStatusLabels, status),
            `${n(value.count)} · ${rupees(value.amount)}`,
          ])}
        />
      </Card>
      <Card heading={t(m.uninvoiced)}>
        <FigureList
          rows={[
            [t(m.count), n(data.uninvoicedWorkOrders.count)],
            [t(m.amount), rupees(data.uninvoicedWorkOrders.amount)],
          ]}
        />
      </Card>
    </Grid>
  );
}
