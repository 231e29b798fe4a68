import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import {
  VerificationScheduleDialog,
  type VerificationScheduleDialogProps,
} from './VerificationScheduleDialog.tsx';

/** The stories' clock: 25 Nov 2026, 12:00 local. */
const now = () => new Date('2026-11-25T12:00:00');

const meta = {
  title: 'Forms/VerificationWork/VerificationScheduleDialog',
  component: VerificationScheduleDialog,
  args: {
    ticketNumber: 'TKT-300301',
    isOpen: true,
    now,
    initialValues: { at: '2026-11-26T10:00:00', channel: 'call', assigneeName: '' },
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof VerificationScheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Schedule the verification of TKT-300301';

/** The proposed time and channel; the assignee typed; sent as an instant. */
export const Proposed: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.type(body.getByRole('textbox', { name: /Who calls or visits/ }), 'Meera Iyer');
    await userEvent.click(body.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        scheduledAt: new Date('2026-11-26T10:00:00').toISOString(),
        channel: 'call',
        assigneeName: 'Meera Iyer',
      }),
    );
  },
};

/** A time in the past is refused. */
export const InThePast: Story = {
  args: { initialValues: { at: '2026-11-24T10:00:00', channel: 'visit', assigneeName: 'Meera Iyer' } },
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Save schedule' }));
    await expect(await body.findByText('Choose a time in the future.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { initialValues: { at: '', channel: '', assigneeName: '' } },
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(body.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function Failing(props: VerificationScheduleDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <VerificationScheduleDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('The request timed out. Please try again.');
      }}
    />
  );
}

/** A failed save keeps the channel and the assignee. */
export const Failed: Story = {
  render: (args) => <Failing {...args} />,
  play: async ({ args }) => {
    const body = await openDialog(title);
    body.getByRole('radio', { name: 'Visit' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.type(body.getByRole('textbox', { name: /Who calls or visits/ }), 'Meera Iyer');
    await userEvent.click(body.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(await body.findByRole('alert')).toHaveTextContent('The request timed out.');
    await expect(body.getByRole('textbox', { name: /Who calls or visits/ })).toHaveValue('Meera Iyer');
    await expect(body.getByRole('radio', { name: 'Visit' })).toBeChecked();
  },
};
