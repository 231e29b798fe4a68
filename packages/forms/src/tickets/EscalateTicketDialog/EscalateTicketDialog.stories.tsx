import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import { EscalateTicketDialog, type EscalateTicketDialogProps } from './EscalateTicketDialog.tsx';

const meta = {
  title: 'Forms/Tickets/EscalateTicketDialog',
  component: EscalateTicketDialog,
  args: { ticketNumber: 'TKT-260017', isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof EscalateTicketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the reason, Tab to the priority (High by default), submit. */
export const Filled: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Escalate TKT-260017');
    await expect(body.getByRole('button', { name: /Priority/ })).toHaveTextContent('High');
    body.getByRole('textbox', { name: /Reason for the escalation/ }).focus();
    await userEvent.keyboard('Customer called twice, no visit yet');
    await userEvent.click(body.getByRole('button', { name: 'Escalate' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reason: 'Customer called twice, no visit yet',
        priority: 'high',
      }),
    );
  },
};

export const ReasonRequired: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Escalate TKT-260017');
    await userEvent.click(body.getByRole('button', { name: 'Escalate' }));
    await expect(await body.findByText('This field is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function FailingEscalate(props: EscalateTicketDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <EscalateTicketDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('You are offline. Check the connection and try again.');
      }}
    />
  );
}

/** Offline: the message shows and the reason stays. */
export const Failed: Story = {
  render: (args) => <FailingEscalate {...args} />,
  play: async () => {
    const body = await openDialog('Escalate TKT-260017');
    await userEvent.type(
      body.getByRole('textbox', { name: /Reason for the escalation/ }),
      'No visit in 3 days',
    );
    await userEvent.click(body.getByRole('button', { name: 'Escalate' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('You are offline.');
    await expect(body.getByRole('textbox', { name: /Reason for the escalation/ })).toHaveValue(
      'No visit in 3 days',
    );
  },
};
