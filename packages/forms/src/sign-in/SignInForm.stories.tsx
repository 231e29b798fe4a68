import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessages } from '@partner-portal/ui/i18n';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl, type StoryIntlContext } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { signInMessages, signInMessages as m } from './messages.ts';
import { SignInForm, type SignInFormProps } from './SignInForm.tsx';

const meta = {
  title: 'Forms/SignIn',
  component: SignInForm,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['autodocs', 'play-any-locale'],
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

/** A label matcher for a field whose label starts with `label` (a required mark may follow). */
const startsWith = (label: string) => (text: string) => text.startsWith(label);

/** Keyboard only: Tab into Email, type, Tab to Password, type, Enter submits. */
async function fillAndSubmitWithKeyboard(canvasElement: HTMLElement, context: StoryIntlContext) {
  const t = storyIntl(context);
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.email)))).toHaveFocus();
  await userEvent.keyboard(EMAIL);
  await userEvent.tab();
  await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.password)))).toHaveFocus();
  await userEvent.keyboard(PASSWORD);
  await userEvent.keyboard('{Enter}');
}

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialValues: { email: EMAIL, password: PASSWORD } },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.email)))).toHaveValue(EMAIL);
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.password)))).toHaveValue(PASSWORD);
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.email)))).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t.formatMessage(m.emailInvalid))).toBeVisible();
    await expect(canvas.getByText(t.formatMessage(m.passwordRequired))).toBeVisible();
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.email)))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.email)))).toHaveAccessibleDescription(
      expect.stringContaining(t.formatMessage(m.emailInvalid)),
    );
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.password)))).toHaveAccessibleDescription(
      expect.stringContaining(t.formatMessage(m.passwordRequired)),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await fillAndSubmitWithKeyboard(canvasElement, context);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const submit = canvas.getByRole('button', { name: (name) => name.includes(t.formatMessage(m.submit)) });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(
      within(submit).getByRole('progressbar', { name: t.formatMessage(uiMessages.loading) }),
    ).toBeInTheDocument();
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
        setFormError(storyText(FAILED_SIGN_IN));
      }}
    />
  );
}

export const ServerError: Story = {
  render: (args) => <SignInWithServerError {...args} />,
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await fillAndSubmitWithKeyboard(canvasElement, context);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(storyText(FAILED_SIGN_IN));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('form', { name: t.formatMessage(m.title) })).toHaveAccessibleDescription(
      expect.stringContaining(storyText(FAILED_SIGN_IN)),
    );
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.email)))).toHaveValue(EMAIL);
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.password)))).toHaveValue(PASSWORD);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    await fillAndSubmitWithKeyboard(canvasElement, context);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL, password: PASSWORD }, expect.anything()),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: t.formatMessage(m.submit) }),
      ).not.toHaveAttribute('aria-disabled'),
    );
  },
};

export const JoinTheClub: Story = {
  args: { variant: 'join' },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t.formatMessage(m.joinTitle) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.formatMessage(m.clientSignUp) })).toHaveAttribute(
      'href',
      '/client-signup',
    );
    await expect(canvas.getByRole('link', { name: t.formatMessage(m.signUp) })).toHaveAttribute(
      'href',
      '/signup',
    );
    await userEvent.click(canvas.getByRole('link', { name: t.formatMessage(m.clientSignUp) }));
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
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const passkey = canvas.getByRole('button', { name: t.formatMessage(m.passkey) });
    passkey.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPasskeySignIn).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The passkey prompt is running; a refusal comes back as `formError`. */
export const PasskeyPending: Story = {
  args: { onPasskeySignIn: fn(), isPasskeyPending: true, formError: null },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const passkey = within(canvasElement).getByRole('button', {
      name: (name) => name.includes(t.formatMessage(m.passkey)),
    });
    await expect(passkey).toHaveAttribute('data-pending', 'true');
  },
};
