import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalyticsSummary } from './AnalyticsSummary.tsx';

const meta = {
  title: 'Forms/DashboardAnalytics/AnalyticsSummary',
  component: AnalyticsSummary,
  args: { onRetry: fn() },
} satisfies Meta<typeof AnalyticsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: {
    data: {
      projects: { total: 8, active: 5, onHold: 2, closed: 1 },
      tasks: { open: 45, closed: 15, overdue: 12 },
      spares: { in_stock: 30, in_transit: 12, delivered: 20, returned: 4, doa: 6 },
      escalations: { open: 32, byPriority: { low: 8, medium: 8, high: 8, critical: 8 } },
      invoiceRequests: {
        pending: { count: 3, amount: 125000 },
        approved: { count: 2, amount: 80000 },
        rejected: { count: 1, amount: 15000 },
      },
      uninvoicedWorkOrders: { count: 100, amount: 512345 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tasks' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the summary' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
