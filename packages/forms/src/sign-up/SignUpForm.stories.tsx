import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl, type StoryIntlContext } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { signUpMessages, signUpMessages as m } from './messages.ts';
import { SignUpForm, type SignUpFormProps } from './SignUpForm.tsx';
import type { SignUpValues } from './values.ts';

const meta = {
  title: 'Forms/SignUp',
  component: SignUpForm,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['autodocs', 'play-any-locale'],
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

const submit = (canvasElement: HTMLElement, context: StoryIntlContext) =>
  within(canvasElement).getByRole('button', { name: storyIntl(context).formatMessage(m.submit) });

/** An accessible-name matcher for a field whose label starts with `label` (a required mark may follow). */
const startsWith = (label: string) => (name: string) => name.startsWith(label);

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.phone)) })).toHaveValue(
      '9876543210',
    );
    await expect(canvas.getByRole('combobox', { name: t.formatMessage(m.referredBy) })).toHaveValue(
      'Meera Iyer',
    );
    await expect(
      canvas.getByRole('checkbox', { name: (name) => name.includes(t.formatMessage(m.terms)) }),
    ).toBeChecked();
  },
};

/** Keyboard only: Tab into Name, Enter submits the empty form and every spec message shows. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.name)) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t.formatMessage(m.nameRequired))).toBeVisible();
    await expect(canvas.getByText(t.formatMessage(m.phoneRequired))).toBeVisible();
    await expect(canvas.getByText(t.formatMessage(m.companyNameRequired))).toBeVisible();
    await expect(canvas.getByText(t.formatMessage(m.termsRequired))).toBeVisible();
    await expect(canvas.getAllByText(t.formatMessage(m.emailInvalid))).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderDomain: Story = {
  args: { initialValues: { ...FILLED, email: 'asha@provider.example' } },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    await userEvent.click(submit(canvasElement, context));
    await expect(
      await within(canvasElement).findByText(
        t.formatMessage(m.domainNotAllowed, { host: 'provider.example' }),
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args, ...context }) => {
    await userEvent.click(submit(canvasElement, context));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit(canvasElement, context)).toHaveAttribute('aria-disabled', 'true'));
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
        setFormError(storyText(TAKEN));
      }}
    />
  );
}

export const ServerError: Story = {
  args: { initialValues: FILLED },
  render: (args) => <SignUpWithServerError {...args} />,
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvasElement, context));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(storyText(TAKEN));
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.name)) })).toHaveValue(
      'Asha Rao',
    );
    await expect(
      canvas.getByRole('checkbox', { name: (name) => name.includes(t.formatMessage(m.terms)) }),
    ).toBeChecked();
  },
};

export const Success: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, args, ...context }) => {
    await userEvent.click(submit(canvasElement, context));
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
