import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { EscalationListRow } from './columns.tsx';
import { EscalationList } from './EscalationList.tsx';

const rows: EscalationListRow[] = [
  {
    id: 1,
    ticketId: 'TKT-260031',
    project: { name: 'Metro ATM upkeep' },
    customerName: 'Kavya Menon',
    city: 'Kochi',
    reason: 'Visit missed twice',
    priority: 'critical',
    status: 'open',
    escalatedAt: '2026-02-27T09:15:00Z',
  },
  {
    id: 2,
    ticketId: 'TKT-260027',
    project: { name: 'Retail POS rollout' },
    customerName: 'Arjun Shah',
    city: 'Pune',
    reason: 'Spare part delayed',
    priority: 'high',
    status: 'open',
    escalatedAt: '2026-02-25T13:40:00Z',
  },
  {
    id: 3,
    ticketId: 'TKT-260011',
    project: { name: 'Metro ATM upkeep' },
    customerName: 'Fatima Begum',
    city: 'Hyderabad',
    reason: 'Customer complaint',
    priority: 'medium',
    status: 'resolved',
    escalatedAt: '2026-02-20T06:05:00Z',
  },
];

const meta = {
  title: 'Forms/Escalations/EscalationList',
  component: EscalationList,
  args: {
    rows,
    total: rows.length,
    state: initialListState(20, '-escalated_at'),
    onStateChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EscalationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and resolved escalations with their priority and status badges. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Escalated tickets' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'TKT-260031',
      'TKT-260027',
      'TKT-260011',
    ]);
    const first = canvas.getByRole('rowheader', { name: 'TKT-260031' }).closest('tr')!;
    await expect(within(first).getByText('Critical')).toBeVisible();
    await expect(within(first).getByText('Visit missed twice')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Priority/ })).toBeVisible();
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
    await expect(within(canvasElement).getByText('No escalated tickets')).toBeVisible();
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
