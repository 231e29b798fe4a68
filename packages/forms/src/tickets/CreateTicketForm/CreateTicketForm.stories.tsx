import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl } from '../../test/storyIntl.ts';
import { storyText } from '../../test/storyText.ts';
import { createTicketMessages as c } from '../createMessages.ts';
import { demoNow } from '../fixtures.ts';
import { ticketMessages, ticketMessages as m } from '../messages.ts';
import type { CreateTicketValues } from '../schemas.ts';
import { CreateTicketForm, type CreateTicketFormProps, type PincodeLookup } from './CreateTicketForm.tsx';

const filled: CreateTicketValues = {
  projectId: '3',
  caseId: 'CASE-88121',
  sowSubtype: 'Installation',
  customerName: 'Meera Iyer',
  customerPhone: '9876543210',
  rawAddress: 'Flat 4B, Sai Residency, FC Road, Shivajinagar',
  pincode: '411001',
  productName: 'Split AC',
  productModel: 'Voltas 183V Vectra',
  serialNumber: 'VT183V-2291-0045',
  priority: 'high',
  slaDueAt: '2026-11-27T18:00:00',
};

const found: PincodeLookup = { status: 'found', district: 'Pune', state: 'Maharashtra' };

const meta = {
  title: 'Forms/Tickets/CreateTicketForm',
  component: CreateTicketForm,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: {
    projects: [
      { id: 3, name: 'Voltas AC rollout' },
      { id: 4, name: 'Blue Star service' },
    ],
    sowSubtypes: ['Installation', 'Repair', 'Preventive maintenance'],
    onPincodeLookup: fn(),
    onSubmit: fn(async () => undefined),
    now: () => demoNow,
  },
} satisfies Meta<typeof CreateTicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Create asks for every required field and focus lands on the first invalid input. */
export const Empty: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(t.formatMessage(m.priority)) }),
    ).toHaveTextContent(t.formatMessage(m.priorityMedium));
    canvas.getByRole('button', { name: t.formatMessage(c.submit) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText(t.formatMessage(m.required)).length).toBeGreaterThan(5));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed with the keyboard: a short phone and pincode are refused. */
export const InvalidPhoneAndPincode: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', {
      name: (name) => name.includes(t.formatMessage(m.customerPhone)),
    });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    phone.focus();
    await userEvent.keyboard('98765');
    await userEvent.tab();
    await expect(await canvas.findByText(t.formatMessage(c.phoneInvalid))).toBeVisible();
    canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.pincode)) }).focus();
    await userEvent.keyboard('4110');
    await userEvent.tab();
    await expect(await canvas.findByText(t.formatMessage(c.pincodeInvalid))).toBeVisible();
    await expect(args.onPincodeLookup).not.toHaveBeenCalled();
  },
};

/** Filled and sent with Enter: trimmed values, the project id as a number, the looked-up place. */
export const Filled: Story = {
  args: { initialValues: filled, pincodeLookup: found },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.district)) }),
    ).toHaveValue('Pune');
    canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.caseId)) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...filled,
        // The preview shows a catalogue text of the args (a standard SOW subtype) in the locale.
        sowSubtype: storyText(filled.sowSubtype),
        projectId: 3,
        slaDueAt: new Date(filled.slaDueAt).toISOString(),
        district: 'Pune',
        state: 'Maharashtra',
      }),
    );
  },
};

function LookingUp(props: CreateTicketFormProps) {
  const [lookup, setLookup] = useState<PincodeLookup>({ status: 'idle' });
  return (
    <CreateTicketForm
      {...props}
      pincodeLookup={lookup}
      onPincodeLookup={(pincode) => {
        props.onPincodeLookup(pincode);
        setLookup({ status: 'loading' });
        setTimeout(() => setLookup(pincode === '411001' ? found : { status: 'not_found' }), 50);
      }}
    />
  );
}

/** A valid pincode is looked up once; District and State fill in, read-only. */
export const PincodeFound: Story = {
  render: (args) => <LookingUp {...args} />,
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.pincode)) }).focus();
    await userEvent.keyboard('411001');
    await waitFor(() => expect(args.onPincodeLookup).toHaveBeenCalledWith('411001'));
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.district)) }),
      ).toHaveValue('Pune'),
    );
    await expect(
      canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.state)) }),
    ).toHaveValue('Maharashtra');
    await expect(
      canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.district)) }),
    ).toHaveAttribute('readonly');
    await expect(args.onPincodeLookup).toHaveBeenCalledTimes(1);
  },
};

export const PincodeLoading: Story = {
  args: { initialValues: { ...filled, customerName: '' }, pincodeLookup: { status: 'loading' } },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(within(canvasElement).getByText(t.formatMessage(c.pincodeLooking))).toBeVisible();
  },
};

export const PincodeNotFound: Story = {
  args: { initialValues: { ...filled, pincode: '999999' }, pincodeLookup: { status: 'not_found' } },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.formatMessage(c.pincodeNotFound))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.district)) }),
    ).toHaveValue('');
  },
};

function Failing(props: CreateTicketFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <CreateTicketForm
      {...props}
      formError={formError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setFormError('You are offline. Check the connection and try again.');
      }}
    />
  );
}

/** Offline: the message shows above the fields and every value stays. */
export const ServerErrorKeepsValues: Story = {
  args: { initialValues: filled, pincodeLookup: found },
  render: (args) => <Failing {...args} />,
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', {
      name: (name) => name.includes(t.formatMessage(m.customerName)),
    });
    await userEvent.clear(name);
    await userEvent.type(name, 'Meera R. Iyer');
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(c.submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are offline.');
    await expect(name).toHaveValue('Meera R. Iyer');
    await expect(
      canvas.getByRole('textbox', { name: (name) => name.includes(t.formatMessage(m.serialNumber)) }),
    ).toHaveValue('VT183V-2291-0045');
  },
};

/** An SLA time before now is refused. */
export const SlaInPast: Story = {
  args: { initialValues: { ...filled, slaDueAt: '2026-11-24T09:00:00' }, pincodeLookup: found },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(c.submit) }));
    await expect(await canvas.findByText(t.formatMessage(c.slaInPast))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, pincodeLookup: found, isSubmitting: true },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const button = within(canvasElement).getByRole('button', {
      name: (name) => name.includes(t.formatMessage(c.submit)),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Filled, in Arabic on the dark theme: phone, pincode and serial stay left to right. */
export const FilledDarkArabic: Story = {
  args: { initialValues: filled, pincodeLookup: found },
  globals: { theme: 'dark', locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const customerPhone = storyIntl(context).formatMessage(ticketMessages.customerPhone);
    await expect(
      within(canvasElement).getByRole('textbox', { name: (name) => name.includes(customerPhone) }),
    ).toHaveAttribute('dir', 'ltr');
  },
};
