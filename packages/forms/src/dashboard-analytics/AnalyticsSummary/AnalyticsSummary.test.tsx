import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AnalyticsSummary, type AnalyticsData } from './AnalyticsSummary.tsx';

const analyticsFixture: AnalyticsData = {
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
};

describe('AnalyticsSummary', () => {
  it('shows each area as a card of figures', () => {
    renderWithProviders(<AnalyticsSummary data={analyticsFixture} />);
    const tasks = screen.getByRole('heading', { name: 'Tasks' }).closest('section, article, div')!;
    expect(within(tasks as HTMLElement).getByText('Overdue').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Dead on arrival').nextSibling).toHaveTextContent('6');
    expect(screen.getByText('Critical').nextSibling).toHaveTextContent('8');
    expect(screen.getByText('Work orders not yet invoiced')).toBeVisible();
    expect(screen.getByText('₹5,12,345')).toBeVisible();
  });

  it('shows loading and a failure with Retry', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = renderWithProviders(<AnalyticsSummary isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading the summary' })).toBeInTheDocument();
    rerender(<AnalyticsSummary error="Something went wrong!" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
