import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoRequestRows } from '../fixtures.ts';
import { InvoiceRequestList } from './InvoiceRequestList.tsx';

const meta = {
  title: 'Forms/InvoiceRequests/InvoiceRequestList',
  component: InvoiceRequestList,
  args: {
    rows: demoRequestRows,
    total: demoRequestRows.length,
    state: initialListState(20, '-created_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onReview: fn(),
  },
} satisfies Meta<typeof InvoiceRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One request in each review state; only the pending one offers 'Review'. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Review / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Review IR-000003' }));
    await expect(args.onReview).toHaveBeenCalledWith(demoRequestRows[0]);
    await expect(canvas.getByText('Duplicate of IR-000012')).toBeVisible();
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
    await expect(within(canvasElement).getByText('No invoice request yet.')).toBeVisible();
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
