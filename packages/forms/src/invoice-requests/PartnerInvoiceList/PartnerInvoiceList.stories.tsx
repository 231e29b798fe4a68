import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoRequestRows } from '../fixtures.ts';
import { PartnerInvoiceList } from './PartnerInvoiceList.tsx';

const approved = demoRequestRows.filter((row) => row.status === 'approved');

const meta = {
  title: 'Forms/InvoiceRequests/PartnerInvoiceList',
  component: PartnerInvoiceList,
  args: {
    rows: approved,
    total: approved.length,
    state: initialListState(20, '-created_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onDownload: fn(async () => undefined),
    onResend: fn(async () => undefined),
    onRetryCreation: fn(async () => undefined),
    formatError: () => 'Something went wrong!',
  },
} satisfies Meta<typeof PartnerInvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A created and a failed invoice: Download and Resend on the first, Retry creation on the second. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoice of PINV-000011' }));
    await expect(args.onDownload).toHaveBeenCalledWith(approved[0]);
    await expect(canvas.getByRole('button', { name: 'Resend invoice PINV-000011' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry creation of IR-000012' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend invoice IR-000012' })).toBeNull();
  },
};

/** A user without the invoice calls sees the list without actions. */
export const ReadOnly: Story = {
  args: { onDownload: undefined, onResend: undefined, onRetryCreation: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Download invoice/ })).toBeNull();
  },
};

/** A failed download: the alert above the list, the list still there. */
export const DownloadFailed: Story = {
  args: { downloadError: 'Failed to Download the file' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The invoice could not be downloaded')).toBeVisible();
    await expect(canvas.getByText('Failed to Download the file')).toBeVisible();
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
    await expect(within(canvasElement).getByText('No approved invoice request yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    total: undefined,
    error: 'Network Unavailable, Please check your internet connection.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network Unavailable');
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
