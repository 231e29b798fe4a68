import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dataMessages } from '@partner-portal/ui/data';
import { initialListState } from '../../list-screen/listState.ts';
import { listScreenMessages } from '../../list-screen/messages.ts';
import { formatInr } from '../../operations-shared/money.ts';
import { storyIntl } from '../../test/storyIntl.ts';
import { storyText } from '../../test/storyText.ts';
import { demoPayableMonths, demoPayablePartners, demoPayables, demoPayableTotals } from '../fixtures.ts';
import { payableMessages as m } from '../messages.ts';
import { PayableList } from './PayableList.tsx';

const meta = {
  title: 'Forms/Payables/PayableList',
  component: PayableList,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
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

/**
 * A text as Testing Library reads the page (white space collapsed: Arabic amounts hold a no-break
 * space before the rupee sign).
 */
const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Totals in Indian grouping, an overdue badge, 'Mark paid' on each row. */
export const Loaded: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asRead(formatInr(t, 1234567)))).toBeVisible();
    await expect(
      canvas.getByText(
        asRead(t.formatMessage(m.amountAndCount, { amount: formatInr(t, 1407817.5), count: 3 })),
      ),
    ).toBeVisible();
    const markPaid = demoPayables.map(({ invoiceNumber }) =>
      canvas.getByRole('button', { name: t.formatMessage(m.markPaidOne, { number: invoiceNumber }) }),
    );
    await expect(markPaid).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.markSelectedPaid) })).toBeDisabled();
  },
};

/** Mark one invoice paid by keyboard: reference and date, then 'Record payment'. */
export const MarkOnePaid: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t.formatMessage(m.markPaidOne, { number: 'INV-000009' }),
      }),
    );
    const dialog = await body.findByRole('dialog', {
      name: t.formatMessage(m.markPaidTitleOne, { number: 'INV-000009' }),
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', {
        name: (name) => name.startsWith(t.formatMessage(m.paymentReference)),
      }),
      'UTR-2026-1125',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.formatMessage(m.confirmPaid) }));
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
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t.formatMessage(m.markPaidOne, { number: 'INV-000009' }),
      }),
    );
    const dialog = await body.findByRole('dialog');
    const reference = within(dialog).getByRole('textbox', {
      name: (name) => name.startsWith(t.formatMessage(m.paymentReference)),
    });
    await userEvent.type(reference, 'UTR-1');
    await userEvent.click(within(dialog).getByRole('button', { name: t.formatMessage(m.confirmPaid) }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Already paid: INV-000009');
    await expect(reference).toHaveValue('UTR-1');
  },
};

/** Select two rows, then 'Mark selected paid' pays both. */
export const BulkMarkPaid: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    // The first two rows' selection boxes (row 0 is the header, with 'select all').
    const rows = canvas.getAllByRole('row');
    await userEvent.click(within(rows[1]!).getByRole('checkbox'));
    await userEvent.click(within(rows[2]!).getByRole('checkbox'));
    await userEvent.click(
      canvas.getByRole('button', { name: t.formatMessage(m.markSelectedPaidCount, { count: 2 }) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {
      name: t.formatMessage(m.markPaidTitleMany, { count: 2 }),
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, totals: undefined, isLoading: true },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t.formatMessage(dataMessages.tableLoading) }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, totals: { count: 0, amount: 0, overdueCount: 0, overdueAmount: 0 } },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(within(canvasElement).getByText(t.formatMessage(m.payablesEmpty))).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, totals: undefined, error: 'The server did not answer in time.' },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('The server did not answer in time.'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(listScreenMessages.retry) }));
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
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(m.exportCsv) }));
    await expect(await canvas.findByText('You are offline.')).toBeVisible();
  },
};
