import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { TppTransactionList, tppTransactionsCsv } from './TppTransactionList.tsx';
import type { TppTransactionRow } from './TppTransactionList.tsx';
import { storyText } from '../../test/storyText';

/** A failed load as the app shows it (the API client's timeout message, translated in the story's locale). */
const TIMED_OUT = 'The request timed out. Please try again.';

const demoTransactions: TppTransactionRow[] = [
  {
    paymentReference: 'UTR0481200077',
    paymentDate: '2026-11-20',
    partner: { id: 12, name: 'Patel Electricals' },
    invoiceCount: 2,
    invoiceNumbers: ['INV-000003', 'INV-000004'],
    amount: 125000,
  },
  {
    paymentReference: 'CHQ-004512',
    paymentDate: '2026-10-31',
    partner: { id: 15, name: 'Kerala Home Care' },
    invoiceCount: 1,
    invoiceNumbers: ['INV-000001'],
    amount: 18400.5,
  },
];

const meta = {
  title: 'Forms/Payables/TppTransactionList',
  component: TppTransactionList,
  args: {
    rows: demoTransactions,
    total: demoTransactions.length,
    totals: { count: 2, amount: 143400.5 },
    partners: [
      { id: 15, name: 'Kerala Home Care' },
      { id: 12, name: 'Patel Electricals' },
    ],
    months: ['2026-11', '2026-10'],
    state: initialListState(100, ''),
    onStateChange: fn(),
    onRetry: fn(),
    onExport: fn(async () => undefined),
    formatError: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
  },
} satisfies Meta<typeof TppTransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per payment with invoices and INR total; 'Export CSV'. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('UTR0481200077')).toBeVisible();
    await expect(canvas.getByText('₹1,25,000.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(tppTransactionsCsv(demoTransactions)).toContain(
      'UTR0481200077,2026-11-20,Patel Electricals,2,INV-000003 INV-000004,125000.00',
    );
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
    await expect(within(canvasElement).getByText('No payment has been recorded yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    total: undefined,
    totals: undefined,
    error: TIMED_OUT,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyText(TIMED_OUT));
  },
};

/** A failed export shows its reason above the list. */
export const ExportFailed: Story = {
  args: { onExport: fn(async () => Promise.reject(new Error('Network is offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('Network is offline')).toBeVisible();
  },
};
