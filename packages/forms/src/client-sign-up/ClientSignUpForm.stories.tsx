import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { ClientSignUpForm, type ClientSignUpFormProps } from './ClientSignUpForm.tsx';
import type { ClientSignUpValues } from './values.ts';

const meta = {
  title: 'Forms/ClientSignUp',
  component: ClientSignUpForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: { onSubmit: fn(async () => undefined), backHref: '/client' },
} satisfies Meta<typeof ClientSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED: ClientSignUpValues = {
  clientName: 'Acme Retail',
  fullName: 'Meera Iyer',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9123456780' },
  email: 'meera@acme.example',
  designation: 'Store Manager',
};

const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Sign Up' });

export const Empty: Story = {};

/** Keyboard: names are title-cased as they are typed. */
export const Filled: Story = {
  args: { initialValues: { ...FILLED, fullName: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    name.focus();
    await userEvent.keyboard('meera IYER');
    await expect(name).toHaveValue('Meera Iyer');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Associated Client/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please input your Designation!')).toBeVisible();
    await expect(canvas.getByText('Please input your phone number!')).toBeVisible();
    await expect(canvas.getAllByText('Please fill this field!')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(submit(canvasElement)).toHaveAttribute('aria-disabled', 'true'));
  },
};

const FAILED = 'An account with this email already exists.';

function ClientSignUpWithServerError(props: ClientSignUpFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <ClientSignUpForm
      {...props}
      formError={formError}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        setFormError(FAILED);
      }}
    />
  );
}

export const ServerError: Story = {
  args: { initialValues: FILLED },
  render: (args) => <ClientSignUpWithServerError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILED);
    await expect(canvas.getByRole('textbox', { name: /^Designation/ })).toHaveValue('Store Manager');
  },
};

export const Success: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(FILLED, expect.anything()));
  },
};

export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' } };
