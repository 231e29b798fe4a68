import { Button } from '@partner-portal/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { VendorDataListRow } from './columns.tsx';
import { VendorDataReviewList } from './VendorDataReviewList.tsx';
import { storyText } from '../../test/storyText';

const rows: VendorDataListRow[] = [
  {
    id: 1,
    partner: { name: 'Sai Tech Services', city: 'Chennai' },
    collectionName: 'Bank details',
    data: { ifsc: 'HDFC0001234', account: 'XXXX4321' },
    status: 'pending',
    remarks: '',
    submittedAt: '2026-02-27T08:00:00Z',
  },
  {
    id: 2,
    partner: { name: 'Ganesh Electricals', city: 'Nagpur' },
    collectionName: 'Service area',
    data: { pincodes: ['440001', '440002'] },
    status: 'rejected',
    remarks: 'Pincode 440002 is outside Nagpur district',
    submittedAt: '2026-02-21T12:30:00Z',
  },
];

const meta = {
  title: 'Forms/VendorDataReview/VendorDataReviewList',
  component: VendorDataReviewList,
  args: {
    rows,
    total: rows.length,
    state: initialListState(20, '-submitted_at'),
    onStateChange: fn(),
    onRetry: fn(),
    onApprove: fn(),
    onReject: fn(),
    moreActions: (row) => (
      <Button size="sm" variant="secondary" aria-label={`Request removal ${row.partner.name}`}>
        {storyText('Request removal')}
      </Button>
    ),
  },
} satisfies Meta<typeof VendorDataReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reviewer: the pending response offers Approve and Reject; the rejected one shows its remarks. */
export const Reviewer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Partner data responses' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Approve / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Sai Tech Services Bank details' }));
    await expect(args.onApprove).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Sai Tech Services Bank details' }));
    await expect(args.onReject).toHaveBeenCalledWith(rows[0]);
    await expect(canvas.getByText('Pincode 440002 is outside Nagpur district')).toBeVisible();
    await expect(canvas.getByText('ifsc: HDFC0001234; account: XXXX4321')).toBeVisible();
  },
};

/** A role that may not review: no Approve or Reject, only the other actions. */
export const ReadOnly: Story = {
  args: { onApprove: undefined, onReject: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Request removal / })).toHaveLength(2);
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
    await expect(within(canvasElement).getByText('No partner data to review')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'You do not have permission to perform this action.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
