import { overlayMessages } from '@partner-portal/ui/overlays';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { AccountDeletionScreen } from './AccountDeletionScreen.tsx';
import { accountDeletionMessages as m } from './messages.ts';

const ACCOUNT = { fullName: 'Demo Partner', email: 'partner@demo.test' };

const meta = {
  title: 'Forms/AccountDeletion',
  component: AccountDeletionScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    view: 'login',
    onLogin: fn(async () => undefined),
    onRequestDeletion: fn(async () => undefined),
    onUseAnotherAccount: fn(),
    privacyPolicyHref: '/privacy-policy',
  },
} satisfies Meta<typeof AccountDeletionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Tabs past the privacy-policy link to 'Request Account Deletion', opens the dialog with Enter.
 * Texts come from `intl` (the story's catalogue; English when none is given).
 */
async function openWithKeyboard(canvasElement: HTMLElement, intl: IntlShape = english) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: privacyLinkText(intl) })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: intl.formatMessage(m.request) })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body(canvasElement).findByRole('alertdialog', {
    name: intl.formatMessage(overlayMessages.accountDeletionTitle),
  });
  await waitFor(() =>
    expect(
      within(dialog).getByRole('button', { name: intl.formatMessage(overlayMessages.cancel) }),
    ).toHaveFocus(),
  );
  return dialog;
}

/** The privacy-policy link's text: the `<link>` chunk of `explainRetained`. */
function privacyLinkText(intl: IntlShape): string {
  let text = '';
  intl.formatMessage(m.explainRetained, {
    link: (chunks: ReactNode[]) => {
      text = chunks.join('');
      return text;
    },
  });
  return text;
}

/** English texts (the descriptors' defaults), for the stories in the default locale. */
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined });

/** Confirms with the keyboard: Tab from Cancel to OK, Enter. */
async function confirmWithKeyboard(dialog: HTMLElement) {
  await userEvent.tab();
  await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** 'Login to Continue', empty. */
export const Login: Story = {};

/** An empty submit: the field messages and 'Please enter your email and password!'. */
export const LoginMissingValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email and password!');
    await expect(await canvas.findByText('Please enter a valid email!')).toBeVisible();
    await expect(await canvas.findByText('Please enter your Password!')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** A refused login (HTTP 401): the server's message above the kept values. */
export const LoginRefused: Story = {
  args: {
    initialValues: { email: 'partner@demo.test', password: 'wrong-pass' },
    loginError: 'Invalid email or password.',
  },
};

/** No answer in time: the shared time-out text. */
export const LoginTimedOut: Story = {
  args: {
    initialValues: { email: 'partner@demo.test', password: 'demo-pass-2026' },
    loginError: 'The request timed out. Please try again.',
  },
};

/** Logging in: the Login button is pending. */
export const LoginSubmitting: Story = {
  args: {
    initialValues: { email: 'partner@demo.test', password: 'demo-pass-2026' },
    onLogin: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** Signed in: the user's name and e-mail and the danger button. */
export const Confirm: Story = { args: { view: 'confirm', account: ACCOUNT } };

/** A user without a name: the e-mail stands in for it. */
export const ConfirmWithoutName: Story = {
  args: { view: 'confirm', account: { fullName: null, email: 'partner@demo.test' } },
};

/** The 'Warning' dialog, opened from the keyboard; Escape cancels without a request. */
export const WarningDialog: Story = {
  args: { view: 'confirm', account: ACCOUNT },
  play: async ({ canvasElement, args, ...context }) => {
    const intl = storyIntl(context);
    const dialog = await openWithKeyboard(canvasElement, intl);
    await expect(dialog).toHaveTextContent(intl.formatMessage(overlayMessages.accountDeletionMessage));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRequestDeletion).not.toHaveBeenCalled();
  },
};

/** Confirmed: the request runs (OK pending, Cancel disabled). */
export const Requesting: Story = {
  args: { view: 'confirm', account: ACCOUNT, onRequestDeletion: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await confirmWithKeyboard(dialog);
    await expect(await within(dialog).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onRequestDeletion).toHaveBeenCalledTimes(1);
  },
};

/** The request was accepted: the dialog closes (the app then clears storage and goes to /portals). */
export const Requested: Story = {
  args: { view: 'confirm', account: ACCOUNT },
  play: async ({ canvasElement, args }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await confirmWithKeyboard(dialog);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRequestDeletion).toHaveBeenCalledTimes(1);
  },
};

/** A 4xx answer with a message: the dialog stays open with the server's words. */
export const RequestRefused: Story = {
  args: {
    view: 'confirm',
    account: ACCOUNT,
    onRequestDeletion: fn(() => Promise.reject(new Error('Token has expired.'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await confirmWithKeyboard(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Token has expired.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
  },
};

/** A failure without a message (5xx): 'Error Requesting Account Deletion!'. */
export const RequestFailed: Story = {
  args: { view: 'confirm', account: ACCOUNT, onRequestDeletion: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await confirmWithKeyboard(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error Requesting Account Deletion!',
    );
  },
};

export const LoginArabic: Story = { ...Login, globals: { locale: 'ar' } };
export const WarningDialogArabic: Story = {
  ...WarningDialog,
  globals: { locale: 'ar' },
};
export const ConfirmDark: Story = { ...Confirm, globals: { theme: 'dark' } };
