import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoPayableMonths, demoPayablePartners, demoPayables, demoPayableTotals } from '../fixtures.ts';
import { PayableList } from './PayableList.tsx';

const meta = {
  title: 'Forms/Payables/PayableList',
  component: PayableList,
  args: {
    rows: demoPayables,
    total: demoPayables.length,
    totals: demoPayableTotals,
    partners: demoPayablePartners,
    months: demoPayableMonths,
    today: '2026-11-25',
    state: initialListState(20, 'due_date'),
    onStateChange: fn(),
    onRetry: fn(),
    onMarkPaid: fn(async () => undefined),
    onExport: fn(async () => undefined),
    formatError: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
  },
} satisfies Meta<typeof PayableList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals in Indian grouping, an overdue badge, 'Mark paid' on each row. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹12,34,567.00')).toBeVisible();
    await expect(canvas.getByText('₹14,07,817.50 · 3 invoices')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Mark paid INV-\d+$/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Mark selected paid' })).toBeDisabled();
  },
};

/** Mark one invoice paid by keyboard: reference and date, then 'Record payment'. */
export const MarkOnePaid: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark paid INV-000009' }));
    const dialog = await body.findByRole('dialog', { name: 'Mark INV-000009 paid' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'UTR-2026-1125');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(args.onMarkPaid).toHaveBeenCalledWith([demoPayables[0]], {
        paymentReference: 'UTR-2026-1125',
        paymentDate: '2026-11-25',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A 409 (paid meanwhile) keeps the dialog open with the server's message and the typed reference. */
export const MarkPaidConflict: Story = {
  args: {
    onMarkPaid: fn(async () => {
      throw new Error(
        'Already paid: INV-000009. Someone recorded this payment before you; reload the list to see it.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark paid INV-000009' }));
    const dialog = await body.findByRole('dialog');
    const reference = within(dialog).getByRole('textbox', { name: /Payment reference/ });
    await userEvent.type(reference, 'UTR-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Already paid: INV-000009');
    await expect(reference).toHaveValue('UTR-1');
  },
};

/** Select two rows, then 'Mark selected paid' pays both. */
export const BulkMarkPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox', { name: /Select/ });
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await userEvent.click(canvas.getByRole('button', { name: /Mark selected paid \(2 invoices selected\)/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Mark 2 invoices paid' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, totals: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, totals: { count: 0, amount: 0, overdueCount: 0, overdueAmount: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to pay: every invoice is paid.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, totals: undefined, error: 'The server did not answer in time.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer in time.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failed export shows an alert above the list. */
export const ExportFailed: Story = {
  args: {
    onExport: fn(async () => {
      throw new Error('You are offline.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('You are offline.')).toBeVisible();
  },
};
