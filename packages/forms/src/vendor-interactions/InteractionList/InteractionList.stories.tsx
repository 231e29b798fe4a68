import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { InteractionListRow } from './columns.tsx';
import { InteractionList } from './InteractionList.tsx';

const rows: InteractionListRow[] = [
  {
    id: 1,
    partner: { name: 'Sai Tech Services', city: 'Chennai' },
    channel: 'call',
    summary: 'Confirmed the visit slot for Monday',
    interactedBy: 'coordinator@demo.test',
    interactedAt: '2026-02-28T10:30:00Z',
  },
  {
    id: 2,
    partner: { name: 'Ganesh Electricals', city: 'Nagpur' },
    channel: 'whatsapp',
    summary: 'Shared the spare delivery address',
    interactedBy: 'project_manager@demo.test',
    interactedAt: '2026-02-26T07:00:00Z',
  },
];

const meta = {
  title: 'Forms/VendorInteractions/InteractionList',
  component: InteractionList,
  args: {
    rows,
    total: rows.length,
    state: initialListState(20, '-interacted_at'),
    onStateChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InteractionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interactions by call and WhatsApp, newest first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Partner interactions' })).toBeVisible();
    await expect(canvas.getByText('Confirmed the visit slot for Monday')).toBeVisible();
    await expect(canvas.getByText('Shared the spare delivery address')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Channel/ })).toBeVisible();
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
    await expect(within(canvasElement).getByText('No interactions yet')).toBeVisible();
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
