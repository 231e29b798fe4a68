import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../operations-shared/messages.ts';

const plain = defineMessages({
  analytics: { id: 'forms.management.analytics', defaultMessage: 'Operations summary' },
  analyticsLoading: { id: 'forms.management.analyticsLoading', defaultMessage: 'Loading the summary' },
  totalProjects: { id: 'forms.management.totalProjects', defaultMessage: 'Projects' },
  tasks: {
    id: 'forms.management.tasks',
    defaultMessage: 'Tasks',
    description: 'Column header or heading: tasks (noun, plural)',
  },
  tasksOpen: {
    id: 'forms.management.tasksOpen',
    defaultMessage: 'Open',
    description: 'Task status: still to be done (adjective: open)',
  },
  tasksClosed: {
    id: 'forms.management.tasksClosed',
    defaultMessage: 'Closed',
    description: 'Task status: done (adjective: closed)',
  },
  tasksOverdue: { id: 'forms.management.tasksOverdue', defaultMessage: 'Overdue' },
  spares: { id: 'forms.management.spares', defaultMessage: 'Spares' },
  escalations: { id: 'forms.management.escalations', defaultMessage: 'Open escalations' },
  invoiceRequests: { id: 'forms.management.invoiceRequests', defaultMessage: 'Invoice requests' },
  uninvoiced: { id: 'forms.management.uninvoiced', defaultMessage: 'Work orders not yet invoiced' },
  count: {
    id: 'forms.management.count',
    defaultMessage: 'Count',
    description: 'Column header: a number of items (noun: count)',
  },
  amount: { id: 'forms.management.amount', defaultMessage: 'Amount' },
  total: {
    id: 'forms.management.total',
    defaultMessage: 'Total',
    description: 'Column header: a total (noun)',
  },
});

/** Type of {@link dashboardAnalyticsMessages}: each descriptor knows the values its message needs. */
export type DashboardAnalyticsMessages = PlainMessages<typeof plain>;

/**
 * Texts of the operations summary (operations §2 analytics-dashboard, §7 'Management and
 * warehouse'). The spec words none of these texts: the product's own wording. Message ids keep the
 * former `forms.management.` prefix, so no translation changes.
 */
export const dashboardAnalyticsMessages: DashboardAnalyticsMessages = { ...plain };
