import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoFinanceDashboard } from '../fixtures.ts';
import { FinanceDashboard } from './FinanceDashboard.tsx';

const meta = {
  title: 'Forms/Payables/FinanceDashboard',
  component: FinanceDashboard,
  args: {
    data: demoFinanceDashboard,
    onRetry: fn(),
    payablesHref: ({ month, partner, overdue }) =>
      `/payables?${new URLSearchParams({
        ...(month ? { month } : {}),
        ...(partner ? { partner: String(partner) } : {}),
        ...(overdue ? { overdue: 'true' } : {}),
      }).toString()}`,
  },
} satisfies Meta<typeof FinanceDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals, then months and partners linking to the filtered payables. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹14,07,817.50 · 3 invoices')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/payables?month=2026-11',
    );
    await expect(canvas.getByRole('link', { name: 'Payables of Reddy Networks' })).toHaveAttribute(
      'href',
      '/payables?partner=3',
    );
    await expect(canvas.getByRole('link', { name: 'Overdue' })).toHaveAttribute(
      'href',
      '/payables?overdue=true',
    );
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    data: {
      totals: { outstanding: 0, overdue: 0, paid: 0, outstandingCount: 0, overdueCount: 0, paidCount: 0 },
      byMonth: [],
      byPartner: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No partner invoice yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: undefined, error: 'The server did not answer in time.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer in time.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
