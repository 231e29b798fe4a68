import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoInvoiceEntries } from '../fixtures.ts';
import { InvoiceEntryList } from './InvoiceEntryList.tsx';

const meta = {
  title: 'Forms/Payables/InvoiceEntryList',
  component: InvoiceEntryList,
  args: {
    rows: demoInvoiceEntries,
    total: demoInvoiceEntries.length,
    state: initialListState(20, '-created_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onDownload: fn(async () => undefined),
    formatError: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
  },
} satisfies Meta<typeof InvoiceEntryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each stage, the payment reference of the paid one, 'Download' only for made invoices. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Paid on .*2026, reference UTR0481200077$/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Download / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Download INV-000004' }));
    await expect(args.onDownload).toHaveBeenCalledWith(demoInvoiceEntries[2]);
  },
};

/** A failed download (e.g. 404) shows its text above the list. */
export const DownloadFailed: Story = {
  args: {
    onDownload: fn(async () => {
      throw new Error('Invoice not found.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download INV-000009' }));
    await expect(await canvas.findByText('Invoice not found.')).toBeVisible();
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
  args: { rows: undefined, total: undefined, error: 'Your session has expired. Please sign in again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your session has expired');
  },
};
