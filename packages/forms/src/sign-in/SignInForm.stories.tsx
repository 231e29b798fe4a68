import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { signInMessages } from './messages.ts';
import { SignInForm, type SignInFormProps } from './SignInForm.tsx';

const meta = {
  title: 'Forms/SignIn',
  component: SignInForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    onSubmit: fn(async () => undefined),
    signUpHref: '/signup',
    clientSignUpHref: '/client-signup',
    forgotPasswordHref: '/forgot-password',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'join'] },
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'asha.rao@example.com';
const PASSWORD = 'correct horse battery staple';

/** Keyboard only: Tab into Email, type, Tab to Password, type, Enter submits. */
async function fillAndSubmitWithKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
  await userEvent.keyboard(EMAIL);
  await userEvent.tab();
  await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
  await userEvent.keyboard(PASSWORD);
  await userEvent.keyboard('{Enter}');
}

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialValues: { email: EMAIL, password: PASSWORD } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('The input is not valid E-mail!')).toBeVisible();
    await expect(canvas.getByText('Please input your Password!')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      /The input is not valid E-mail!/,
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Please input your Password!/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAndSubmitWithKeyboard(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const submit = canvas.getByRole('button', { name: /Sign In/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(within(submit).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // A second Enter while pending does not submit again.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

const FAILED_SIGN_IN = 'Invalid email or password.';

/** The app's wiring: a failed sign-in sets `formError`; the form keeps what was typed. */
function SignInWithServerError(props: SignInFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <SignInForm
      {...props}
      formError={formError}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        await props.onSubmit(values, helpers);
        setFormError(FAILED_SIGN_IN);
      }}
    />
  );
}

export const ServerError: Story = {
  render: (args) => <SignInWithServerError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAndSubmitWithKeyboard(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(FAILED_SIGN_IN);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('form', { name: 'Sign In' })).toHaveAccessibleDescription(
      expect.stringContaining(FAILED_SIGN_IN),
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAndSubmitWithKeyboard(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL, password: PASSWORD }, expect.anything()),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
  },
};

export const JoinTheClub: Story = {
  args: { variant: 'join' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Join the club' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up as a client' })).toHaveAttribute(
      'href',
      '/client-signup',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await userEvent.click(canvas.getByRole('link', { name: 'Sign up as a client' }));
    await expect(navigate).toHaveBeenCalledWith('/client-signup', undefined);
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const EmptyArabic: Story = {
  ...Empty,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const email = storyIntl(context).formatMessage(signInMessages.email);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The e-mail stays left to right inside the mirrored page.
    await expect(
      within(canvasElement).getByRole('textbox', { name: (name) => name.startsWith(email) }),
    ).toHaveAttribute('dir', 'ltr');
  },
};

/** Issue 23: 'Continue with a passkey' below Sign In; pressing it (keyboard) calls the app. */
export const WithPasskey: Story = {
  args: { onPasskeySignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const passkey = canvas.getByRole('button', { name: 'Continue with a passkey' });
    passkey.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPasskeySignIn).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The passkey prompt is running; a refusal comes back as `formError`. */
export const PasskeyPending: Story = {
  args: { onPasskeySignIn: fn(), isPasskeyPending: true, formError: null },
  play: async ({ canvasElement }) => {
    const passkey = within(canvasElement).getByRole('button', { name: /Continue with a passkey/ });
    await expect(passkey).toHaveAttribute('data-pending', 'true');
  },
};
