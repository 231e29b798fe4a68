import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoPayables } from '../fixtures.ts';
import { MarkPaidDialog } from './MarkPaidDialog.tsx';

const meta = {
  title: 'Forms/Payables/MarkPaidDialog',
  component: MarkPaidDialog,
  args: {
    invoices: [demoPayables[0]!],
    today: '2026-11-25',
    onClose: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof MarkPaidDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One invoice: a reference is required before 'Record payment'. */
export const One: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(await dialog.findByText('Enter the payment reference.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Payment reference/ }), 'UTR-77{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** Several invoices: the title counts them and the total sums them. */
export const Bulk: Story = {
  args: { invoices: demoPayables },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Mark 3 invoices paid',
    });
    await expect(dialog).toHaveTextContent('₹14,07,817.50');
  },
};

/** The last submit failed: its text above the fields, what was typed kept. */
export const Failed: Story = {
  args: {
    formError:
      'Already paid: INV-000009. Someone recorded this payment before you; reload the list to see it.',
    initialValues: { paymentReference: 'UTR-77', paymentDate: '2026-11-24' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Already paid: INV-000009');
    await expect(dialog.getByRole('textbox', { name: /Payment reference/ })).toHaveValue('UTR-77');
  },
};
