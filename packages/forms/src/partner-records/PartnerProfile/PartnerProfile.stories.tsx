import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@partner-portal/ui/primitives';
import { openDialog } from '../../tickets/storyHelpers.ts';
import { demoPendingProfile, demoProfile } from '../fixtures.ts';
import { PartnerProfile } from './PartnerProfile.tsx';
import { storyText } from '../../test/storyText';

/** A staff action, labelled in the story's locale at render time. */
function VerifyKycButton() {
  return <Button variant="secondary">{storyText('Verify KYC')}</Button>;
}

const meta = {
  title: 'Forms/PartnerRecords/PartnerProfile',
  component: PartnerProfile,
  args: {
    profile: demoProfile,
    onOpenDocument: fn(),
    onAccept: fn(),
    onDecline: fn(async () => undefined),
    onReportLink: fn(),
  },
} satisfies Meta<typeof PartnerProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partner's own profile: accepts an assigned ticket; scans open through links. */
export const Own: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Demo Partner Services' })).toBeVisible();
    await expect(canvas.getByText('XXXXXX234F')).toBeVisible();
    await expect(canvas.getByText('HDFC Bank, MG Road, Bengaluru')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept TKT-300041' }));
    await expect(args.onAccept).toHaveBeenCalledWith(expect.objectContaining({ ticketNumber: 'TKT-300041' }));
    await expect(canvas.queryByRole('button', { name: 'Accept TKT-300042' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View PAN scan' }));
    await expect(args.onOpenDocument).toHaveBeenCalledWith('pan_scan');
    await userEvent.click(canvas.getByRole('button', { name: 'Service call report link of TKT-300042' }));
    await expect(args.onReportLink).toHaveBeenCalled();
  },
};

/** Keyboard: the focused Accept button is pressed with Space. */
export const KeyboardAccept: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Accept TKT-300041' });
    button.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onAccept).toHaveBeenCalled());
  },
};

/** Declining asks for a reason; a failure keeps the dialog and what was typed. */
export const DeclineFailed: Story = {
  args: {
    onDecline: fn(async () => Promise.reject(new Error('refused'))),
    declineError: 'A ticket that is in progress cannot be answered with decline.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline TKT-300041' }));
    const dialog = await openDialog('Decline TKT-300041');
    const reason = dialog.getByRole('textbox', { name: /Reason for declining/ });
    await userEvent.type(reason, 'No engineer free this week');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline ticket' }));
    await waitFor(() => expect(args.onDecline).toHaveBeenCalled());
    await expect(dialog.getByRole('alert')).toHaveTextContent('cannot be answered');
    await expect(reason).toHaveValue('No engineer free this week');
  },
};

/** A pending partner sees what is missing for approval. */
export const Pending: Story = {
  args: { profile: demoPendingProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('What is still needed for approval')).toBeVisible();
    await expect(canvas.getByText('Aadhaar file')).toBeVisible();
    await expect(canvas.getByText('Bank account and IFSC')).toBeVisible();
  },
};

/** Staff open a partner's record: the same page with their actions and no ticket answers. */
export const Staff: Story = {
  args: {
    profile: {
      ...demoProfile,
      isOwn: false,
      tickets: demoProfile.tickets.map((ticket) => ({ ...ticket, responses: [] })),
    },
    staffActions: <VerifyKycButton />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Staff actions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = { args: { profile: undefined, isLoading: true } };

/** Another partner's uuid (404). */
export const NotFound: Story = {
  args: { profile: undefined, isNotFound: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Partner record not found')).toBeVisible();
  },
};

/** The load failed, with Retry. */
export const Failed: Story = {
  args: { profile: undefined, error: 'Something went wrong!', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Each scan also downloads as declaration_file.docx through a 300 s link (issue 20). */
export const DownloadDocument: Story = {
  args: { onDownloadDocument: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download PAN scan (declaration_file.docx)' }));
    await expect(args.onDownloadDocument).toHaveBeenCalledWith('pan_scan');
  },
};

/** The download link is being fetched: that button is busy, the other waits. */
export const Downloading: Story = { args: { onDownloadDocument: fn(), downloadingDocument: 'pan_scan' } };

/**
 * A pending partner enters the missing bank details: the IFSC's branch shows under the field once
 * the code is well formed; a malformed number is refused before anything is sent.
 */
export const BankDetails: Story = {
  args: {
    profile: demoPendingProfile,
    onSaveBank: fn(async () => undefined),
    onIfscChange: fn(),
    ifscLookup: { state: 'found', bank: 'HDFC Bank', branch: 'MG Road', city: 'Bengaluru' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update bank details' }));
    const dialog = await openDialog(`Bank details of ${demoPendingProfile.name}`);
    await userEvent.type(dialog.getByRole('textbox', { name: /Account holder/ }), 'Demo Pending Partner');
    await userEvent.type(dialog.getByRole('textbox', { name: /Account number/ }), '12');
    await userEvent.type(dialog.getByRole('textbox', { name: /IFSC/ }), 'hdfc0001234');
    await waitFor(() => expect(args.onIfscChange).toHaveBeenLastCalledWith('HDFC0001234'));
    await expect(dialog.getByText('HDFC Bank, MG Road, Bengaluru')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save bank details' }));
    await expect(args.onSaveBank).not.toHaveBeenCalled();
    const number = dialog.getByRole('textbox', { name: /Account number/ });
    await userEvent.type(number, '3456789012');
    await userEvent.click(dialog.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() =>
      expect(args.onSaveBank).toHaveBeenCalledWith({
        accountName: 'Demo Pending Partner',
        accountNumber: '123456789012',
        ifsc: 'HDFC0001234',
      }),
    );
  },
};

/** A refused save (an IFSC with no branch) keeps the dialog and every value typed. */
export const BankDetailsFailed: Story = {
  args: {
    onSaveBank: fn(async () => Promise.reject(new Error('refused'))),
    bankError: 'No bank branch found for IFSC ZZZZ0000000.',
    ifscLookup: { state: 'unknown' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update bank details' }));
    const dialog = await openDialog(`Bank details of ${demoProfile.name}`);
    const number = dialog.getByRole('textbox', { name: /Account number/ });
    await userEvent.type(number, '501002345678');
    const ifsc = dialog.getByRole('textbox', { name: /IFSC/ });
    await userEvent.clear(ifsc);
    await userEvent.type(ifsc, 'ZZZZ0000000');
    await expect(dialog.getByText('Branch not found for this IFSC')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(args.onSaveBank).toHaveBeenCalled());
    await expect(dialog.getByRole('alert')).toHaveTextContent('No bank branch found');
    await expect(number).toHaveValue('501002345678');
    await expect(ifsc).toHaveValue('ZZZZ0000000');
  },
};
