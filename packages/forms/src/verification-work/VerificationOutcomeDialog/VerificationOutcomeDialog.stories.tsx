import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import {
  VerificationOutcomeDialog,
  type VerificationOutcomeDialogProps,
} from './VerificationOutcomeDialog.tsx';

const meta = {
  title: 'Forms/VerificationWork/VerificationOutcomeDialog',
  component: VerificationOutcomeDialog,
  args: { ticketNumber: 'TKT-300302', isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof VerificationOutcomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Outcome of the verification of TKT-300302';

/** Keyboard: Verified with Space, saved with Enter. */
export const Verified: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    body.getByRole('radio', { name: 'Verified' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ outcome: 'verified', note: '' }));
  },
};

/** A discrepancy needs a note. */
export const DiscrepancyNeedsNote: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('radio', { name: 'Discrepancy' }));
    await userEvent.click(body.getByRole('button', { name: 'Save outcome' }));
    await expect(await body.findByText('Write 10 to 500 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function Failing(props: VerificationOutcomeDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <VerificationOutcomeDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('Schedule the verification before recording its outcome.');
      }}
    />
  );
}

/** A refused outcome keeps the note. */
export const Failed: Story = {
  render: (args) => <Failing {...args} />,
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('radio', { name: 'Discrepancy' }));
    await userEvent.type(body.getByRole('textbox', { name: /Note/ }), 'Adapter was not replaced');
    await userEvent.click(body.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(await body.findByRole('alert')).toHaveTextContent('before recording');
    await expect(body.getByRole('textbox', { name: /Note/ })).toHaveValue('Adapter was not replaced');
  },
};
