import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '../../tickets/storyHelpers.ts';
import { demoKycReview } from '../fixtures.ts';
import { KycReview } from './KycReview.tsx';

const meta = {
  title: 'Forms/PartnerRecords/KycReview',
  component: KycReview,
  args: {
    review: demoKycReview,
    onOpenDocument: fn(),
    onApprove: fn(async () => undefined),
    onReject: fn(async () => undefined),
  },
} satisfies Meta<typeof KycReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbers masked except the last 4 until shown; scans open; approve. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('XXXXXX137K')).toBeVisible();
    await expect(canvas.getByText('XXXXXXXX8271')).toBeVisible();
    await expect(canvas.queryByText('ABCPK1137K')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show full numbers' }));
    await expect(canvas.getByText('ABCPK1137K')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Aadhaar file' }));
    await expect(args.onOpenDocument).toHaveBeenCalledWith('aadhaar_file');
    canvas.getByRole('button', { name: 'Approve KYC' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalled();
  },
};

/** Rejecting needs a reason. */
export const RejectWithoutReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject KYC' }));
    const dialog = await openDialog(/Reject the KYC of/);
    await userEvent.click(dialog.getByRole('button', { name: 'Reject KYC' }));
    await expect(await dialog.findByText(/Enter at least 10 characters|required/i)).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** A failed rejection keeps the dialog and the reason. */
export const RejectFailed: Story = {
  args: {
    onReject: fn(async () => Promise.reject(new Error('5xx'))),
    decisionError: 'Something went wrong!',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject KYC' }));
    const dialog = await openDialog(/Reject the KYC of/);
    const reason = dialog.getByRole('textbox', { name: /Reason for the rejection/ });
    await userEvent.type(reason, 'Aadhaar scan is cut off');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject KYC' }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledWith('Aadhaar scan is cut off'));
    await expect(reason).toHaveValue('Aadhaar scan is cut off');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Something went wrong!');
  },
};

/** Already decided: no action. */
export const Decided: Story = {
  args: {
    review: {
      ...demoKycReview,
      status: 'active',
      kyc: {
        ...demoKycReview.kyc,
        status: 'verified',
        history: [
          {
            decision: 'verified',
            reason: null,
            decidedByName: 'Demo Finance User',
            decidedAt: '2026-01-05T06:30:00.000Z',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This KYC has been decided.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve KYC' })).not.toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = { args: { review: undefined, isLoading: true } };

/** Unknown record. */
export const NotFound: Story = { args: { review: undefined, isNotFound: true } };
