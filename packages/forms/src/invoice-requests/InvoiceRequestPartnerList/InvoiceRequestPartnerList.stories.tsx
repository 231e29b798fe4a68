import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { demoPartnerRows } from '../fixtures.ts';
import { InvoiceRequestPartnerList } from './InvoiceRequestPartnerList.tsx';

const meta = {
  title: 'Forms/InvoiceRequests/InvoiceRequestPartnerList',
  component: InvoiceRequestPartnerList,
  args: {
    rows: demoPartnerRows,
    total: demoPartnerRows.length,
    state: initialListState(20, 'name'),
    onStateChange: fn(),
    onRetry: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof InvoiceRequestPartnerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two partners; 'Request invoice' of the first. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const request = canvas.getByRole('button', { name: 'Request invoice for Rao Field Services' });
    await userEvent.click(request);
    await expect(args.onRequest).toHaveBeenCalledWith(demoPartnerRows[0]);
    await expect(canvas.getByRole('rowheader', { name: 'Iyer Technicians' })).toBeVisible();
  },
};

/** A user who may not create requests sees no action. */
export const ReadOnly: Story = {
  args: { onRequest: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Request invoice/ })).toBeNull();
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
    await expect(
      within(canvasElement).getByText('Every completed work order is in an invoice request.'),
    ).toBeVisible();
  },
};

/** A failed load with Retry, reached by keyboard. */
export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'Something went wrong!' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
