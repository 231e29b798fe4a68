import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import { QcReviewDialog, type QcReviewDialogProps } from './QcReviewDialog.tsx';

const meta = {
  title: 'Forms/Tickets/QcReviewDialog',
  component: QcReviewDialog,
  args: { ticketNumber: 'TKT-260020', isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof QcReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Quality review of TKT-260020';

/** Keyboard only: Pass with Space, submit with Enter. */
export const Pass: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    body.getByRole('radio', { name: 'Pass' }).focus();
    await userEvent.keyboard(' ');
    await expect(body.getByRole('radio', { name: 'Pass' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ decision: 'pass', reason: '' }));
  },
};

/** Rejecting needs remarks. */
export const RejectNeedsReason: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('radio', { name: 'Reject' }));
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await expect(await body.findByText('Say why the work is rejected.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoDecision: Story = {
  play: async () => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await expect(await body.findByText('Choose pass or reject.')).toBeVisible();
  },
};

function FailingReview(props: QcReviewDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <QcReviewDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('This ticket is not waiting for a quality review.');
      }}
    />
  );
}

/** A refused review keeps the decision and remarks. */
export const Failed: Story = {
  render: (args) => <FailingReview {...args} />,
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('radio', { name: 'Reject' }));
    await userEvent.type(body.getByRole('textbox', { name: /Remarks/ }), 'Photo of the outdoor unit missing');
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        decision: 'reject',
        reason: 'Photo of the outdoor unit missing',
      }),
    );
    await expect(await body.findByRole('alert')).toHaveTextContent('not waiting for a quality review');
    await expect(body.getByRole('radio', { name: 'Reject' })).toBeChecked();
    await expect(body.getByRole('textbox', { name: /Remarks/ })).toHaveValue(
      'Photo of the outdoor unit missing',
    );
  },
};
