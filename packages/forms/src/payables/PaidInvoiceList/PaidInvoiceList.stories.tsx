import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoPaidInvoices, demoPayableMonths, demoPayablePartners } from '../fixtures.ts';
import { PaidInvoiceList } from './PaidInvoiceList.tsx';

const meta = {
  title: 'Forms/Payables/PaidInvoiceList',
  component: PaidInvoiceList,
  args: {
    rows: demoPaidInvoices,
    total: demoPaidInvoices.length,
    totals: { count: 1, amount: 125000, overdueCount: 0, overdueAmount: 0 },
    partners: demoPayablePartners,
    months: demoPayableMonths,
    state: initialListState(20, '-paid_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onExport: fn(async () => undefined),
    formatError: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
  },
} satisfies Meta<typeof PaidInvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reference, who and when of each payment; 'Export CSV'. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('UTR0481200077')).toBeVisible();
    await expect(canvas.getByText('Demo Finance User')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, totals: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, totals: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoice has been paid yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    total: undefined,
    totals: undefined,
    error: 'You do not have permission to perform this action.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have permission');
  },
};
