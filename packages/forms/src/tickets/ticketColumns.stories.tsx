import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { BulkAssignBar } from './BulkAssignBar/BulkAssignBar.tsx';
import { ticketColumns, type TicketListVariant } from './columns.tsx';
import { demoNow, demoTicketRows } from './fixtures.ts';
import { slaFilterOptions, ticketPriorityOptions, ticketStatusOptions } from './labels.ts';
import { ticketMessages as m } from './messages.ts';
import { TicketRowActions, type TicketRowAction } from './TicketRowActions/TicketRowActions.tsx';
import type { TicketRow } from './types.ts';

interface TicketListDemoProps {
  variant: TicketListVariant;
  rows?: TicketRow[];
  isLoading?: boolean;
  error?: string;
  onAction: (ticketNumber: string, action: TicketRowAction) => void;
  onBulkAssign: (ticketIds: string[]) => void;
}

/** How the portal composes /ticket-list: ListScreen + ticketColumns + TicketRowActions + BulkAssignBar. */
function TicketListDemo({ variant, rows, isLoading, error, onAction, onBulkAssign }: TicketListDemoProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState(initialListState(20, 'sla_due_at'));
  const [selected, setSelected] = useState<Selection>(new Set());
  const ids = selected === 'all' ? (rows ?? []).map((row) => row.ticketId) : [...selected].map(String);
  const staff = variant === 'coordinator';
  return (
    <ListScreen<TicketRow>
      title={t(variant === 'qc' ? m.qcListTitle : m.listTitle)}
      columns={ticketColumns(intl, { variant, now: demoNow })}
      rows={rows}
      total={rows?.length}
      getRowId={(row) => row.ticketId}
      state={state}
      onStateChange={setState}
      searchLabel={t(m.searchTickets)}
      filters={[
        { id: 'status', label: t(m.status), options: ticketStatusOptions(intl) },
        { id: 'priority', label: t(m.priority), options: ticketPriorityOptions(intl) },
        { id: 'sla', label: t(m.sla), options: slaFilterOptions(intl) },
      ]}
      isLoading={isLoading}
      error={error}
      emptyTitle={t(m.listEmpty)}
      selectionMode={staff ? 'multiple' : 'none'}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      toolbar={staff ? <BulkAssignBar count={ids.length} onAssign={() => onBulkAssign(ids)} /> : undefined}
      rowActions={
        staff
          ? (row) => (
              <TicketRowActions ticket={row} onAction={(action) => onAction(row.ticketNumber, action)} />
            )
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Forms/Tickets/TicketList',
  component: TicketListDemo,
  args: { variant: 'coordinator', rows: demoTicketRows, onAction: fn(), onBulkAssign: fn() },
} satisfies Meta<typeof TicketListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coordinator's list: SLA cells, badges, row menus and bulk assignment. */
export const Coordinator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = (number: string) => canvas.getByRole('rowheader', { name: number }).closest('tr')!;
    await expect(within(row('TKT-260017')).getByText('Due today')).toBeVisible();
    await expect(within(row('TKT-260019')).getByText('Overdue')).toBeVisible();
    await expect(within(row('TKT-260020')).queryByText('Overdue')).not.toBeInTheDocument();
    await expect(within(row('TKT-260017')).getByText('Not assigned')).toBeVisible();
    await userEvent.click(within(row('TKT-260017')).getByRole('checkbox'));
    await userEvent.click(within(row('TKT-260018')).getByRole('checkbox'));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    canvas.getByRole('button', { name: 'Assign partner' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBulkAssign).toHaveBeenCalledWith([
      demoTicketRows[0]!.ticketId,
      demoTicketRows[1]!.ticketId,
    ]);
  },
};

/** QC's list: engineer and last update instead of SLA and visit; no row menu. */
export const Qc: Story = {
  args: { variant: 'qc', rows: demoTicketRows.filter((row) => row.status === 'completed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Engineer' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /SLA/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Sanjay Patil')).toBeVisible();
  },
};

/** A client's list: no partner column. */
export const Client: Story = {
  args: { variant: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Partner' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ticket yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The request timed out.'),
    );
  },
};

/** The coordinator's list in Arabic on the dark theme. */
export const CoordinatorDarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } };
