import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import { CancelTicketDialog } from './CancelTicketDialog.tsx';

const meta = {
  title: 'Forms/Tickets/CancelTicketDialog',
  component: CancelTicketDialog,
  args: { ticketNumber: 'TKT-260017', isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CancelTicketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Cancel TKT-260017');
    await expect(body.getByText('A cancelled ticket cannot be reopened.')).toBeVisible();
    body.getByRole('textbox', { name: /Reason for cancelling/ }).focus();
    await userEvent.keyboard('Duplicate of TKT-260012{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Duplicate of TKT-260012' }));
  },
};

export const Failed: Story = {
  args: { formError: 'A closed ticket cannot be cancelled.' },
  play: async () => {
    const body = await openDialog('Cancel TKT-260017');
    await expect(body.getByRole('alert')).toHaveTextContent('A closed ticket cannot be cancelled.');
  },
};
