import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { ProjectListRow } from './columns.tsx';
import { ProjectList } from './ProjectList.tsx';

const rows: ProjectListRow[] = [
  {
    id: 1,
    code: 'PRJ-0042',
    name: 'Metro ATM upkeep',
    clientName: 'Metro Bank',
    city: 'Mumbai',
    status: 'active',
    startDate: '2025-11-01',
    openTasks: 12,
    openEscalations: 2,
  },
  {
    id: 2,
    code: 'PRJ-0043',
    name: 'Retail POS rollout',
    clientName: 'Bharat Retail',
    city: 'Pune',
    status: 'on_hold',
    startDate: '2026-01-15',
    openTasks: 4,
    openEscalations: 0,
  },
  {
    id: 3,
    code: 'PRJ-0031',
    name: 'Clinic printers',
    clientName: 'Sehat Clinics',
    city: 'Jaipur',
    status: 'closed',
    startDate: '2025-04-10',
    openTasks: 0,
    openEscalations: 0,
  },
];

const meta = {
  title: 'Forms/Projects/ProjectList',
  component: ProjectList,
  args: {
    rows,
    total: rows.length,
    state: initialListState(20, 'name'),
    onStateChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, on-hold and closed projects with their open work. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Metro ATM upkeep',
      'Retail POS rollout',
      'Clinic printers',
    ]);
    const row = canvas.getByRole('rowheader', { name: 'Retail POS rollout' }).closest('tr')!;
    await expect(within(row).getByText('Bharat Retail')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Open tasks/ })).toBeVisible();
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
    await expect(within(canvasElement).getByText('No projects yet')).toBeVisible();
  },
};

/** A refused load (a role the server refuses) shows the server's message and Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'You do not have permission to perform this action.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission');
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
