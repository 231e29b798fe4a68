import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { demoPartners } from '../fixtures.ts';
import { openDialog } from '../storyHelpers.ts';
import { AssignPartnerDialog, type AssignPartnerDialogProps } from './AssignPartnerDialog.tsx';

const meta = {
  title: 'Forms/Tickets/AssignPartnerDialog',
  component: AssignPartnerDialog,
  args: {
    ticketNumbers: ['TKT-260017'],
    isOpen: true,
    onOpenChange: fn(),
    partners: demoPartners,
    onRetryPartners: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof AssignPartnerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One ticket: partners with district, active tickets and rating; chosen with the keyboard. */
export const OneTicket: Story = {
  play: async ({ args }) => {
    const body = await openDialog('Assign a partner to TKT-260017');
    await expect(body.getByText('Pune · 4 active tickets · Rated 4.5 of 5')).toBeVisible();
    await expect(body.getByText('Pimpri-Chinchwad · 0 active tickets · Not rated yet')).toBeVisible();
    body.getByRole('radio', { name: /Coolcare Services/ }).focus();
    await userEvent.keyboard(' ');
    await expect(body.getByRole('radio', { name: /Coolcare Services/ })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ partnerId: 12 }));
  },
};

/** A bulk selection: the title counts the tickets; nothing chosen asks for a partner. */
export const Bulk: Story = {
  args: { ticketNumbers: ['TKT-260017', 'TKT-260018', 'TKT-260019'] },
  play: async ({ args }) => {
    const body = await openDialog('Assign a partner to 3 tickets');
    await userEvent.click(body.getByRole('button', { name: 'Assign' }));
    await expect(await body.findByText('Choose a partner.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { partners: undefined, isLoadingPartners: true },
  play: async () => {
    const body = await openDialog('Assign a partner to TKT-260017');
    await expect(body.getByRole('progressbar', { name: 'Loading partners' })).toBeVisible();
  },
};

export const NoPartner: Story = {
  args: { partners: [] },
  play: async () => {
    const body = await openDialog('Assign a partner to TKT-260017');
    await expect(body.getByText('No partner covers this pincode')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { partners: undefined, partnersError: 'The request timed out. Please try again.' },
  play: async ({ args }) => {
    const body = await openDialog('Assign a partner to TKT-260017');
    await expect(body.getByRole('alert')).toHaveTextContent('The request timed out. Please try again.');
    body.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryPartners).toHaveBeenCalledTimes(1);
  },
};

function FailingAssign(props: AssignPartnerDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <AssignPartnerDialog
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('This ticket was changed by someone else. Reload it and try again.');
      }}
    />
  );
}

/** A stale write: the server's message shows and the chosen partner stays. */
export const SubmitFailed: Story = {
  render: (args) => <FailingAssign {...args} />,
  play: async () => {
    const body = await openDialog('Assign a partner to TKT-260017');
    await userEvent.click(body.getByRole('radio', { name: /Rao Field Services/ }));
    await userEvent.click(body.getByRole('button', { name: 'Assign' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('changed by someone else');
    await expect(body.getByRole('radio', { name: /Rao Field Services/ })).toBeChecked();
  },
};

export const OneTicketDarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } };
