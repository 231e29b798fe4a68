import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoApprovedRequests } from '../fixtures.ts';
import { PartnerInvoiceForm, type PartnerInvoiceFormProps } from './PartnerInvoiceForm.tsx';

const meta = {
  title: 'Forms/InvoiceRequests/PartnerInvoiceForm',
  component: PartnerInvoiceForm,
  tags: ['autodocs'],
  args: { requests: demoApprovedRequests, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof PartnerInvoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requests: Story = {};

export const Loading: Story = { args: { requests: undefined } };

export const NoApprovedRequest: Story = { args: { requests: [] } };

export const LoadFailed: Story = {
  args: { requests: undefined, requestsError: 'Network Unavailable, Please check your internet connection.' },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate and download' }));
    await expect(await canvas.findByText('Choose an invoice request.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function Answering(props: PartnerInvoiceFormProps & { answer: 'error' | 'done' }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  return (
    <PartnerInvoiceForm
      {...props}
      formError={formError}
      successMessage={successMessage}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        if (props.answer === 'error') setFormError('Creating this invoice failed: retry the creation first.');
        else setSuccessMessage('INV-000004.csv');
      }}
    />
  );
}

/** Keyboard only: open the select, choose the second request, generate; the download shows a status. */
export const GenerateWithKeyboard: Story = {
  render: (args) => <Answering {...args} answer="done" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Approved invoice request/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /IR-000012/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ invoiceRequestId: 12 }, expect.anything()),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('INV-000004.csv');
  },
};

/** A refused generation shows the server's message and keeps the choice. */
export const GenerateFailed: Story = {
  args: { initialValues: { invoiceRequestId: '11' } },
  render: (args) => <Answering {...args} answer="error" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate and download' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Creating this invoice failed: retry the creation first.',
    );
    await expect(canvas.getByRole('button', { name: /IR-000011/ })).toBeVisible();
  },
};

export const RequestsArabic: Story = { ...Requests, globals: { locale: 'ar' } };
