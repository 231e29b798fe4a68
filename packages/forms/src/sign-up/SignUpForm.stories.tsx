import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { signUpMessages } from './messages.ts';
import { SignUpForm, type SignUpFormProps } from './SignUpForm.tsx';
import type { SignUpValues } from './values.ts';

const meta = {
  title: 'Forms/SignUp',
  component: SignUpForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    onSubmit: fn(async () => undefined),
    referralNames: ['Aarav Sharma', 'Diya Patel', 'Meera Iyer', 'Vikram Singh'],
    providerDomain: 'provider.example',
    termsHref: '/terms-and-conditions',
    signInHref: '/signin',
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED: SignUpValues = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9876543210' },
  companyName: 'Rao Field Services',
  companyEmail: 'office@raoservices.in',
  referredBy: 'Meera Iyer',
  terms: true,
};

const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Sign Up' });

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveValue('9876543210');
    await expect(canvas.getByRole('combobox', { name: 'Who referred you?' })).toHaveValue('Meera Iyer');
    await expect(canvas.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
  },
};

/** Keyboard only: Tab into Name, Enter submits the empty form and every spec message shows. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please input your Name!')).toBeVisible();
    await expect(canvas.getByText('Please input your phone number!')).toBeVisible();
    await expect(canvas.getByText('Please input your Company Name!')).toBeVisible();
    await expect(canvas.getByText('Please accept the Term & Condition')).toBeVisible();
    await expect(canvas.getAllByText('The input is not valid E-mail!')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderDomain: Story = {
  args: { initialValues: { ...FILLED, email: 'asha@provider.example' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submit(canvasElement));
    await expect(
      await within(canvasElement).findByText('Email with domain provider.example is not allowed!'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit(canvasElement)).toHaveAttribute('aria-disabled', 'true'));
  },
};

const TAKEN = 'An account with this email already exists.';

/** The app's wiring: a failed sign-up sets `formError`; every value stays. */
function SignUpWithServerError(props: SignUpFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <SignUpForm
      {...props}
      formError={formError}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        setFormError(TAKEN);
      }}
    />
  );
}

export const ServerError: Story = {
  args: { initialValues: FILLED },
  render: (args) => <SignUpWithServerError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TAKEN);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Rao');
    await expect(canvas.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
  },
};

export const Success: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(FILLED, expect.anything()));
  },
};

export const LoadingReferrals: Story = { args: { referralNames: [], isLoadingReferrals: true } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const EmptyArabic: Story = {
  ...Empty,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const phone = storyIntl(context).formatMessage(signUpMessages.phone);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      within(canvasElement).getByRole('textbox', { name: (name) => name.startsWith(phone) }),
    ).toHaveAttribute('dir', 'ltr');
  },
};
