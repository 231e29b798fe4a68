import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { demoRawAddresses } from '../fixtures.ts';
import { openDialog } from '../storyHelpers.ts';
import { RawAddressDialog, type RawAddressDialogProps, type RawAddressLookup } from './RawAddressDialog.tsx';

const address = demoRawAddresses[0]!;

/** A fake lookup: 560001 lies in Bangalore and Bangalore Urban, 999999 is unknown. */
function WithLookup(props: RawAddressDialogProps & { failSave?: boolean }) {
  const [lookup, setLookup] = useState<RawAddressLookup>({ status: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <RawAddressDialog
      {...props}
      lookup={lookup}
      formError={formError}
      onPincodeLookup={(pincode) => {
        props.onPincodeLookup(pincode);
        setLookup(
          pincode === '560001'
            ? { status: 'found', districts: ['Bangalore', 'Bangalore Urban'], state: 'Karnataka' }
            : { status: 'not_found' },
        );
      }}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        if (props.failSave) setFormError('The request timed out. Please try again.');
      }}
    />
  );
}

const meta = {
  title: 'Forms/VerificationWork/RawAddressDialog',
  component: WithLookup,
  args: {
    address,
    isOpen: true,
    onOpenChange: fn(),
    onPincodeLookup: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof WithLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = `Resolve the address of ${address.ticket.ticketNumber}`;

/** The sixth digit looks the pincode up: its first district is chosen, the state shown. */
export const Resolve: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await expect(body.getByText(address.rawAddress)).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /Pincode/ }), '560001');
    await waitFor(() => expect(args.onPincodeLookup).toHaveBeenCalledWith('560001'));
    await expect(body.getByRole('textbox', { name: 'State' })).toHaveValue('Karnataka');
    await userEvent.click(body.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ pincode: '560001', district: 'Bangalore' }),
    );
  },
};

/** An unknown pincode says so and leaves the district empty. */
export const UnknownPincode: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.type(body.getByRole('textbox', { name: /Pincode/ }), '999999');
    await expect(await body.findByText('No location found for this pincode.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Save address' }));
    await expect(await body.findByText('This field is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failed save keeps the pincode. */
export const Failed: Story = {
  args: { failSave: true },
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.type(body.getByRole('textbox', { name: /Pincode/ }), '560001');
    await expect(body.getByRole('textbox', { name: 'State' })).toHaveValue('Karnataka');
    await userEvent.click(body.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(await body.findByRole('alert')).toHaveTextContent('The request timed out.');
    await expect(body.getByRole('textbox', { name: /Pincode/ })).toHaveValue('560001');
  },
};
