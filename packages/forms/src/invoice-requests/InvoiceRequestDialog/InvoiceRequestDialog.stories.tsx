import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoWorkOrders } from '../fixtures.ts';
import { InvoiceRequestDialog, type InvoiceRequestDialogProps } from './InvoiceRequestDialog.tsx';

const meta = {
  title: 'Forms/InvoiceRequests/InvoiceRequestDialog',
  component: InvoiceRequestDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    partnerName: 'Rao Field Services',
    workOrders: demoWorkOrders,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoiceRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its entering fade-in has ended (a busy machine may still be animating it). */
const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: 'New invoice request' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

export const WorkOrders: Story = {};

export const Loading: Story = { args: { workOrders: undefined, isLoadingWorkOrders: true } };

export const NoWorkOrders: Story = { args: { workOrders: [] } };

export const LoadFailed: Story = {
  args: { workOrders: undefined, workOrdersError: 'The request timed out. Please try again.' },
};

export const MoreThanShown: Story = { args: { workOrdersTotal: 140 } };

export const NothingChosen: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Create invoice request' }));
    const message = await body.findByText('Choose at least one work order.');
    await waitFor(() => expect(message).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: tick two work orders with Space, type remarks, submit with the button. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    body.getByRole('checkbox', { name: /WO-000041/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(body.getByText('2 work orders chosen, total ₹2,050.50')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('textbox', { name: 'Remarks' })).toHaveFocus();
    await userEvent.keyboard('January visits');
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Create invoice request' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { workOrderIds: [41, 81], remarks: 'January visits' },
        expect.anything(),
      ),
    );
  },
};

function FailingRequest(props: InvoiceRequestDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <InvoiceRequestDialog
      {...props}
      formError={formError}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        setFormError('Work orders already in an invoice request: 121.');
      }}
    />
  );
}

/** A refused request shows the server's message and keeps the choice and remarks. */
export const RequestFailed: Story = {
  render: (args) => <FailingRequest {...args} />,
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole('checkbox', { name: /WO-000121/ }));
    await userEvent.type(body.getByRole('textbox', { name: 'Remarks' }), 'Urgent');
    await userEvent.click(body.getByRole('button', { name: 'Create invoice request' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Work orders already in an invoice request: 121.',
    );
    await expect(body.getByRole('checkbox', { name: /WO-000121/ })).toBeChecked();
    await expect(body.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Urgent');
  },
};

export const WorkOrdersArabic: Story = { ...WorkOrders, globals: { locale: 'ar' } };
