import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoClientInvoices } from '../fixtures.ts';
import { ClientInvoiceList } from './ClientInvoiceList.tsx';

const meta = {
  title: 'Forms/Payables/ClientInvoiceList',
  component: ClientInvoiceList,
  args: {
    rows: demoClientInvoices,
    total: demoClientInvoices.length,
    state: initialListState(20, '-issued_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onDownload: fn(async () => undefined),
    formatError: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
  },
} satisfies Meta<typeof ClientInvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GST and totals in Indian grouping, the three states, 'Download' on each row. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹14,16,000.00')).toBeVisible();
    await expect(canvas.getByRole('grid').querySelector('[data-tone="error"]')).toHaveTextContent('Overdue');
    await userEvent.click(canvas.getByRole('button', { name: 'Download CI-202610-11' }));
    await expect(args.onDownload).toHaveBeenCalledWith(demoClientInvoices[0]);
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoice yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'You are offline.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You are offline.');
  },
};
