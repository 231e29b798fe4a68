import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { invoiceTotal, ListTotals, useCsvExport } from './listParts.tsx';
import { payableMessages as m } from './messages.ts';

/**
 * The parts the payables lists share (PayableList, PaidInvoiceList, TppTransactionList): the
 * 'Export CSV' action with its failure notice, and the totals of the filtered list.
 */
function PayablesListParts({
  onExport,
  outstanding,
  overdue,
}: {
  onExport?: () => Promise<void>;
  /** Amount in INR and invoice count of each figure. */
  outstanding: { amount: number; count: number };
  overdue: { amount: number; count: number };
}) {
  const intl = useIntl();
  const csv = useCsvExport(onExport, (error) => (error instanceof Error ? error.message : String(error)));
  return (
    <div>
      {csv.notice}
      {csv.button}
      <ListTotals
        label={intl.formatMessage(m.totalsLabel)}
        figures={[
          {
            term: intl.formatMessage(m.totalOutstanding),
            value: invoiceTotal(intl, outstanding.amount, outstanding.count),
          },
          {
            term: intl.formatMessage(m.totalOverdue),
            value: invoiceTotal(intl, overdue.amount, overdue.count),
          },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/Payables/ListParts',
  component: PayablesListParts,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: {
    onExport: fn(async () => undefined),
    outstanding: { amount: 120000, count: 3 },
    overdue: { amount: 45250.5, count: 1 },
  },
} satisfies Meta<typeof PayablesListParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals side by side; 'Export CSV' runs the export from the keyboard and shows no notice. */
export const Exported: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const totals = canvas.getByLabelText(t.formatMessage(m.totalsLabel));
    await expect(within(totals).getByText(t.formatMessage(m.totalOutstanding))).toBeVisible();
    await expect(within(totals).getByText(t.formatMessage(m.totalOverdue))).toBeVisible();
    canvas.getByRole('button', { name: t.formatMessage(m.exportCsv) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A rejected export: the failure's text under 'The export could not be downloaded'. */
export const ExportFailed: Story = {
  args: {
    onExport: fn(async () => {
      throw new Error(storyText('The server did not answer in time.'));
    }),
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(m.exportCsv) }));
    await expect(await canvas.findByText(t.formatMessage(m.exportFailed))).toBeVisible();
    await expect(canvas.getByText(storyText('The server did not answer in time.'))).toBeVisible();
  },
};

/** Without `onExport` (a role that may not export): totals only, no button. */
export const TotalsOnly: Story = {
  args: { onExport: undefined, outstanding: { amount: 0, count: 0 }, overdue: { amount: 0, count: 0 } },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(
      within(canvasElement).queryByRole('button', { name: t.formatMessage(m.exportCsv) }),
    ).toBeNull();
  },
};
