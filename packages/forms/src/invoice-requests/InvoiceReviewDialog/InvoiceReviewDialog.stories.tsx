import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoInvoiceRequest } from '../fixtures.ts';
import { InvoiceReviewDialog, type InvoiceReviewDialogProps } from './InvoiceReviewDialog.tsx';

const meta = {
  title: 'Forms/InvoiceRequests/InvoiceReviewDialog',
  component: InvoiceReviewDialog,
  tags: ['autodocs'],
  args: { request: demoInvoiceRequest, onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof InvoiceReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Review invoice request IR-000003' }));

export const Open: Story = {};

export const RejectNeedsRemarks: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: 'Reject' }));
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await expect(await body.findByText('Remarks are required to reject.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to the decision, choose Approve with Space, submit with Enter. */
export const ApproveWithKeyboard: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    const element = screen.getByRole('dialog', { name: 'Review invoice request IR-000003' });
    await waitFor(() => expect(element).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('radio', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(body.getByRole('radio', { name: 'Approve' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ decision: 'approved', remarks: '' }, expect.anything()),
    );
  },
};

function FailingReview(props: InvoiceReviewDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <InvoiceReviewDialog
      {...props}
      formError={formError}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        setFormError('This invoice request has already been reviewed.');
      }}
    />
  );
}

/** A refused review shows the server's message and keeps the decision and remarks. */
export const ReviewFailed: Story = {
  render: (args) => <FailingReview {...args} />,
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: 'Reject' }));
    await userEvent.type(body.getByRole('textbox', { name: /^Remarks/ }), 'Wrong rate');
    await userEvent.click(body.getByRole('button', { name: 'Save review' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'This invoice request has already been reviewed.',
    );
    await expect(body.getByRole('radio', { name: 'Reject' })).toBeChecked();
    await expect(body.getByRole('textbox', { name: /^Remarks/ })).toHaveValue('Wrong rate');
  },
};

export const OpenArabic: Story = { ...Open, globals: { locale: 'ar' } };
