import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { storyIntl } from '../test/storyIntl.ts';
import { paidColumns, payableColumns, payableFilters } from './columns.tsx';
import { demoPaidInvoices, demoPayableMonths, demoPayablePartners, demoPayables } from './fixtures.ts';
import { formatInr } from './format.ts';
import { payableMessages as m } from './messages.ts';
import type { PayableRow } from './types.ts';

/**
 * The payables columns and filters as the lists compose them (ListScreen + columns.tsx): /payables
 * (an Overdue / Not yet due badge, the partner, month and due filters) and /paid-invoices (the
 * payment's day, reference, who and when; the partner and paid-month filters).
 */
function PayableColumns({
  kind,
  isLoading,
  error,
  empty,
}: {
  kind: 'payable' | 'paid';
  isLoading?: boolean;
  error?: string;
  empty?: boolean;
}) {
  const intl = useIntl();
  const [state, setState] = useState(initialListState(20, 'due_date'));
  const all = kind === 'payable' ? demoPayables : demoPaidInvoices;
  const rows: PayableRow[] | undefined = isLoading ? undefined : empty ? [] : all;
  return (
    <ListScreen<PayableRow>
      title={intl.formatMessage(kind === 'payable' ? m.payablesTitle : m.paidTitle)}
      columns={kind === 'payable' ? payableColumns(intl) : paidColumns(intl)}
      filters={payableFilters(intl, kind, demoPayablePartners, demoPayableMonths)}
      getRowId={(row) => row.id}
      rows={rows}
      total={rows?.length}
      isLoading={isLoading}
      error={error}
      isSearchable={false}
      state={state}
      onStateChange={setState}
      emptyTitle={intl.formatMessage(kind === 'payable' ? m.payablesEmpty : m.paidEmpty)}
    />
  );
}

const meta = {
  title: 'Forms/Payables/Columns',
  component: PayableColumns,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: { kind: 'payable' },
  argTypes: { kind: { control: 'inline-radio', options: ['payable', 'paid'] } },
} satisfies Meta<typeof PayableColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open invoices: amount in INR, an 'Overdue' or 'Not yet due' badge each, three filters. */
export const Payables: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.formatMessage(m.payablesTitle) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      demoPayables.map((row) => row.invoiceNumber),
    );
    const amount = formatInr(t, demoPayables[0]!.amount);
    // Matched on the cell's whole text: the locale's format may carry direction marks and spaces.
    await expect(
      canvas.getByText((_, element) => element?.textContent === amount && element.children.length === 0),
    ).toBeVisible();
    await expect(canvas.getAllByText(t.formatMessage(m.overdue))[0]).toBeVisible();
    await expect(canvas.getAllByText(t.formatMessage(m.notDue))[0]).toBeVisible();
  },
};

/** Paid invoices: the payment's reference and who recorded it. */
export const Paid: Story = {
  args: { kind: 'paid' },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.formatMessage(m.paidTitle) })).toBeVisible();
    await expect(canvas.getByText(demoPaidInvoices[0]!.paymentReference!)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: t.formatMessage(m.columnPaidBy) })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = {
  args: { kind: 'paid', empty: true },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(await within(canvasElement).findByText(t.formatMessage(m.paidEmpty))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'You are offline. Check the connection and try again.' },
};
