import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoTaskRows } from '../fixtures.ts';
import { CloseTasksDialog, type CloseTasksDialogProps } from './CloseTasksDialog.tsx';

const meta = {
  title: 'Forms/TicketTasks/CloseTasksDialog',
  component: CloseTasksDialog,
  args: {
    tasks: [demoTaskRows[0]!],
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof CloseTasksDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (name: string) => {
  const element = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

/** One task, remarks typed, closed with the keyboard. */
export const OneTask: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Close the task “Confirm the visit with the customer”');
    body.getByRole('textbox', { name: /Remarks/ }).focus();
    await userEvent.keyboard('Customer confirmed by phone ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close task' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ remarks: 'Customer confirmed by phone' }),
    );
  },
};

/** Several tasks: the title counts them; remarks are optional. */
export const SeveralTasks: Story = {
  args: { tasks: demoTaskRows.slice(0, 2) },
  play: async ({ args }) => {
    const body = await openDialog('Close 2 tasks');
    await expect(body.getByText('TKT-260018 · Upload the installation photos')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close tasks' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ remarks: '' }));
  },
};

function FailingClose(props: CloseTasksDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <CloseTasksDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('You are offline. Check the connection and try again.');
      }}
    />
  );
}

/** Offline: the message shows, the remarks stay. */
export const Failed: Story = {
  render: (args) => <FailingClose {...args} />,
  play: async () => {
    const body = await openDialog('Close the task “Confirm the visit with the customer”');
    await userEvent.type(body.getByRole('textbox', { name: /Remarks/ }), 'Called the customer');
    await userEvent.click(body.getByRole('button', { name: 'Close task' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('You are offline.');
    await expect(body.getByRole('textbox', { name: /Remarks/ })).toHaveValue('Called the customer');
  },
};
