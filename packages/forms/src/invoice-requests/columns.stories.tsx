import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { storyIntl } from '../test/storyIntl.ts';
import {
  invoiceColumns,
  invoiceStatusFilter,
  partnerColumns,
  requestColumns,
  statusFilter,
} from './columns.tsx';
import { demoPartnerRows, demoRequestRows } from './fixtures.ts';
import { formatRupees } from './format.ts';
import { invoiceRequestListMessages as m } from './listMessages.ts';
import { invoiceRequestMessages } from './messages.ts';

/**
 * The three column sets of the finance lists as the list screens compose them (ListScreen + the
 * columns and filters of columns.tsx): partners with work to invoice, invoice requests with their
 * review status, and partner invoices with their invoice status.
 */
function InvoiceRequestColumns({
  view,
  isLoading,
  error,
  empty,
}: {
  view: 'partners' | 'requests' | 'invoices';
  isLoading?: boolean;
  error?: string;
  empty?: boolean;
}) {
  const intl = useIntl();
  const [state, setState] = useState(initialListState(20, 'created_at'));
  const common = { state, onStateChange: setState, isLoading, error, isSearchable: false };
  if (view === 'partners') {
    const rows = isLoading ? undefined : empty ? [] : demoPartnerRows;
    return (
      <ListScreen
        {...common}
        title={intl.formatMessage(m.partnersTitle)}
        columns={partnerColumns(intl)}
        getRowId={(row) => row.id}
        rows={rows}
        total={rows?.length}
        emptyTitle={intl.formatMessage(m.partnersEmpty)}
      />
    );
  }
  const rows = isLoading ? undefined : empty ? [] : demoRequestRows;
  return (
    <ListScreen
      {...common}
      title={intl.formatMessage(view === 'requests' ? m.requestsTitle : m.invoicesTitle)}
      columns={view === 'requests' ? requestColumns(intl) : invoiceColumns(intl)}
      filters={[view === 'requests' ? statusFilter(intl) : invoiceStatusFilter(intl)]}
      getRowId={(row) => row.id}
      rows={rows}
      total={rows?.length}
      emptyTitle={intl.formatMessage(view === 'requests' ? m.requestsEmpty : m.invoicesEmpty)}
    />
  );
}

const meta = {
  title: 'Forms/InvoiceRequests/Columns',
  component: InvoiceRequestColumns,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: { view: 'requests' },
  argTypes: { view: { control: 'inline-radio', options: ['partners', 'requests', 'invoices'] } },
} satisfies Meta<typeof InvoiceRequestColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each partner with its open work orders and their amount in rupees. */
export const Partners: Story = {
  args: { view: 'partners' },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.formatMessage(m.partnersTitle) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      demoPartnerRows.map((row) => row.name),
    );
    const amount = formatRupees(t, demoPartnerRows[0]!.openAmount);
    // Matched on the cell's whole text: the locale's format may carry direction marks and spaces.
    await expect(
      canvas.getByText((_, element) => element?.textContent === amount && element.children.length === 0),
    ).toBeVisible();
  },
};

/** Requests pending, approved and rejected: a status badge each, and the 'Status' filter. */
export const Requests: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.formatMessage(m.requestsTitle) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      demoRequestRows.map((row) => row.requestNumber),
    );
    for (const label of [
      invoiceRequestMessages.statusPending,
      invoiceRequestMessages.statusApproved,
      invoiceRequestMessages.statusRejected,
    ]) {
      await expect(canvas.getAllByText(t.formatMessage(label))[0]).toBeVisible();
    }
    await expect(
      canvas.getByRole('button', { name: new RegExp(t.formatMessage(m.filterStatus)) }),
    ).toBeVisible();
  },
};

/** Partner invoices created, failed and not yet made, and the 'Invoice status' filter. */
export const Invoices: Story = {
  args: { view: 'invoices' },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.formatMessage(m.invoicesTitle) }),
    ).toBeVisible();
    for (const label of [
      invoiceRequestMessages.invoiceNone,
      invoiceRequestMessages.invoiceCreated,
      invoiceRequestMessages.invoiceFailed,
    ]) {
      await expect(canvas.getAllByText(t.formatMessage(label))[0]).toBeVisible();
    }
    await expect(canvas.getByText('PINV-000011')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = {
  args: { view: 'invoices', empty: true },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(await within(canvasElement).findByText(t.formatMessage(m.invoicesEmpty))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { view: 'partners', error: 'You are offline. Check the connection and try again.' },
};
