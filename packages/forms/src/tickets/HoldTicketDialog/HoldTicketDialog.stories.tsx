import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import { HoldTicketDialog } from './HoldTicketDialog.tsx';

const meta = {
  title: 'Forms/Tickets/HoldTicketDialog',
  component: HoldTicketDialog,
  args: { ticketNumber: 'TKT-260018', isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof HoldTicketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed and sent with Enter. */
export const Filled: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Put TKT-260018 on hold');
    body.getByRole('textbox', { name: /Reason for the hold/ }).focus();
    await userEvent.keyboard('Waiting for the spare compressor{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Waiting for the spare compressor' }),
    );
  },
};

/** Fewer than 10 characters. */
export const TooShort: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Put TKT-260018 on hold');
    body.getByRole('textbox', { name: /Reason for the hold/ }).focus();
    await userEvent.keyboard('spare{Enter}');
    await expect(await body.findByText('Enter at least 10 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refused transition. */
export const Failed: Story = {
  args: { formError: 'Only an assigned, scheduled or in-progress ticket can be put on hold.' },
  play: async () => {
    const body = await openDialog('Put TKT-260018 on hold');
    await expect(body.getByRole('alert')).toHaveTextContent('can be put on hold');
  },
};
