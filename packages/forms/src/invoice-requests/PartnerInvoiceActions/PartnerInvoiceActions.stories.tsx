import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoInvoices } from '../fixtures.ts';
import { PartnerInvoiceActions } from './PartnerInvoiceActions.tsx';

const meta = {
  title: 'Forms/InvoiceRequests/PartnerInvoiceActions',
  component: PartnerInvoiceActions,
  tags: ['autodocs'],
  args: {
    invoice: demoInvoices.created,
    onDownload: fn(async () => undefined),
    onResend: fn(async () => undefined),
    onRetry: fn(async () => undefined),
  },
} satisfies Meta<typeof PartnerInvoiceActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {};

export const Failed: Story = { args: { invoice: demoInvoices.failed } };

export const NotInvoiced: Story = { args: { invoice: demoInvoices.none } };

/** Keyboard only: Tab to 'Resend', Enter opens the confirmation, Enter confirms; focus returns. */
export const ResendWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const resend = canvas.getByRole('button', { name: 'Resend invoice INV-000004' });
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend invoice' });
    await expect(dialog).toHaveTextContent('Send invoice INV-000004 again to rao.mum0@partners.demo.test?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Resend' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onResend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(resend).toHaveFocus());
  },
};

/** A refused retry keeps the confirmation open with the server's message. */
export const RetryFailed: Story = {
  args: {
    invoice: demoInvoices.failed,
    onRetry: fn(async () => {
      throw new Error('Only an invoice whose creation failed can be retried.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry creation of IR-000019' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Retry invoice creation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Retry creation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only an invoice whose creation failed can be retried.',
    );
  },
};

export const CreatedArabic: Story = { ...Created, globals: { locale: 'ar' } };
