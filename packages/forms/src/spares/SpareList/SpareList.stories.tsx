import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { SpareListRow } from './columns.tsx';
import { SpareList } from './SpareList.tsx';

const warehouse = { name: 'Mumbai central', city: 'Mumbai' };
const rows: SpareListRow[] = [
  {
    id: 1,
    partNumber: 'PN-4410',
    name: 'Card reader',
    serialNumber: 'CR-88123',
    warehouse,
    ticketId: 'TKT-260031',
    status: 'in_transit',
    docketNumber: 'DTDC-55120',
    shippedAt: '2026-02-26',
    deliveredAt: null,
    doaReason: null,
  },
  {
    id: 2,
    partNumber: 'PN-2201',
    name: 'Receipt printer',
    serialNumber: 'RP-10442',
    warehouse,
    ticketId: 'TKT-260027',
    status: 'delivered',
    docketNumber: 'BD-99012',
    shippedAt: '2026-02-20',
    deliveredAt: '2026-02-22',
    doaReason: null,
  },
  {
    id: 3,
    partNumber: 'PN-3307',
    name: 'Keypad',
    serialNumber: 'KP-55001',
    warehouse: { name: 'Pune east', city: 'Pune' },
    ticketId: null,
    status: 'in_stock',
    docketNumber: null,
    shippedAt: null,
    deliveredAt: null,
    doaReason: null,
  },
];
const doaRows: SpareListRow[] = [{ ...rows[1]!, id: 4, status: 'doa', doaReason: 'Does not power on' }];

const meta = {
  title: 'Forms/Spares/SpareList',
  component: SpareList,
  args: {
    rows,
    total: rows.length,
    state: initialListState(20, '-created_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onTrack: fn(),
    onReturn: fn(),
  },
} satisfies Meta<typeof SpareList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spare tracking: every spare can be tracked; only the delivered one can be returned. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spare tracking' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Track / })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /^Return / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Return Receipt printer RP-10442' }));
    await expect(args.onReturn).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Track Card reader CR-88123' }));
    await expect(args.onTrack).toHaveBeenCalledWith(rows[0]);
  },
};

/** A role that may not call return-spare: Track only. */
export const TrackOnly: Story = {
  args: { onReturn: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Track / })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Return / })).not.toBeInTheDocument();
  },
};

/** Dead-on-arrival spares with their reason. */
export const DeadOnArrival: Story = {
  args: { variant: 'doa', rows: doaRows, total: doaRows.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dead on arrival' })).toBeVisible();
    await expect(canvas.getByText('Does not power on')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return Receipt printer RP-10442' })).toBeVisible();
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
    await expect(within(canvasElement).getByText('No spares to show')).toBeVisible();
  },
};

/** A failed load shows the message and Retry (keyboard). */
export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out.');
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
