import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { demoAuditDocuments } from '../fixtures.ts';
import { openDialog } from '../storyHelpers.ts';
import { AuditReviewDialog, type AuditReviewDialogProps } from './AuditReviewDialog.tsx';
import { storyText } from '../../test/storyText';

const document = demoAuditDocuments[0]!;

const meta = {
  title: 'Forms/VerificationWork/AuditReviewDialog',
  component: AuditReviewDialog,
  args: {
    document,
    isOpen: true,
    onOpenChange: fn(),
    onOpenDocument: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof AuditReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = `Review service-call-report.pdf of ${document.ticket.ticketNumber}`;

/** Keyboard: open the document, Accept with Space, save with Enter. */
export const Accept: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Open document' }));
    await expect(args.onOpenDocument).toHaveBeenCalled();
    body.getByRole('radio', { name: 'Accept' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ decision: 'accepted', reason: '' }));
  },
};

/** Rejecting needs a reason of 10 to 500 characters. */
export const RejectNeedsReason: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('radio', { name: 'Reject' }));
    await userEvent.type(body.getByRole('textbox', { name: /Reason/ }), 'Blurry');
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await expect(await body.findByText('Write 10 to 500 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The signed link could not be made: its failure shows in the dialog. */
export const LinkFailed: Story = {
  args: { documentError: 'File storage is not configured on this server.' },
  play: async () => {
    const body = await openDialog(title);
    await expect(body.getByText(storyText('File storage is not configured on this server.'))).toBeVisible();
  },
};

function Failing(props: AuditReviewDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <AuditReviewDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('This document was accepted already.');
      }}
    />
  );
}

/** A refused review keeps the decision and the reason. */
export const Failed: Story = {
  render: (args) => <Failing {...args} />,
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('radio', { name: 'Reject' }));
    await userEvent.type(body.getByRole('textbox', { name: /Reason/ }), 'Invoice copy is cut off');
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ decision: 'rejected', reason: 'Invoice copy is cut off' }),
    );
    await expect(await body.findByRole('alert')).toHaveTextContent('accepted already');
    await expect(body.getByRole('textbox', { name: /Reason/ })).toHaveValue('Invoice copy is cut off');
    await expect(body.getByRole('radio', { name: 'Reject' })).toBeChecked();
  },
};
