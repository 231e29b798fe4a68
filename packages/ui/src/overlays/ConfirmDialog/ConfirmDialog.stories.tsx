import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessages } from '../../i18n/messages';
import { Button } from '../../primitives/Button/Button';
import { overlayMessages } from '../messages';
import { storyIntl } from '../../test/storyIntl';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { storyText } from '../../test/storyText';

/**
 * The account-deletion confirmation: the title and message given (the meta's args), or the spec's
 * texts through react-intl when none is given (the Arabic story), behind a trigger button.
 */
function AccountDeletion({
  triggerLabel = 'Request Account Deletion',
  ...props
}: Partial<ConfirmDialogProps> & { triggerLabel?: string }) {
  const intl = useIntl();
  return (
    <DialogTrigger>
      <Button variant="danger">{storyText(triggerLabel)}</Button>
      <ConfirmDialog
        variant="destructive"
        formatError={() => intl.formatMessage(overlayMessages.accountDeletionFailed)}
        onConfirm={() => undefined}
        {...props}
        title={props.title ?? intl.formatMessage(overlayMessages.accountDeletionTitle)}
        message={props.message ?? intl.formatMessage(overlayMessages.accountDeletionMessage)}
      />
    </DialogTrigger>
  );
}

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: {
    title: 'Warning',
    message: 'This will delete your account and all associated data!.',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  render: (args) => <AccountDeletion {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openWithKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: storyText('Request Account Deletion') });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body(canvasElement).findByRole('alertdialog', { name: storyText('Warning') });
  return { trigger, dialog };
}

/** Account deletion (access §2): opened, focus on Cancel. */
export const AccountDeletionOpen: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const { dialog } = await openWithKeyboard(canvasElement);
    await expect(dialog).toHaveTextContent(
      storyText('This will delete your account and all associated data!.'),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.cancel) }),
      ).toHaveFocus(),
    );
  },
};

/** Keyboard: Escape cancels and focus returns to the danger button. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab to the confirm button, Enter confirms and closes. */
export const KeyboardConfirm: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const { trigger, dialog } = await openWithKeyboard(canvasElement);
    const ok = within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.confirm) });
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.cancel) }),
      ).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** An async confirmation in progress: the confirm button shows a spinner; Cancel is disabled. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.confirm) }),
    );
    await expect(
      await within(dialog).findByRole('progressbar', { name: t.formatMessage(uiMessages.loading) }),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.cancel) }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** The request failed: the dialog stays open with the spec's failure text. */
export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Server said no'))) },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.confirm) }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t.formatMessage(overlayMessages.accountDeletionFailed),
    );
    await expect(
      within(dialog).getByRole('button', { name: t.formatMessage(overlayMessages.confirm) }),
    ).toBeEnabled();
  },
};

/** Generic (non-destructive) confirmation with custom labels; focus starts on the confirm button. */
export const Default: Story = {
  args: {
    variant: 'default',
    title: 'Publish survey?',
    message: 'Partners will see it at once.',
    confirmLabel: 'Publish',
    cancelLabel: 'Not now',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>{storyText('Request Account Deletion')}</Button>
      <ConfirmDialog {...args} title={storyText('Warning')} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: storyText('Publish') })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: storyText('Not now') })).toBeInTheDocument();
  },
};

export const OpenDark: Story = { globals: { theme: 'dark' }, play: AccountDeletionOpen.play };

export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };

/** Arabic, with the dialog's own texts (translated): opened from the keyboard, focus on Cancel. */
export const OpenArabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <AccountDeletion {...args} title={undefined} message={undefined} triggerLabel="طلب حذف الحساب" />
  ),
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const trigger = within(canvasElement).getByRole('button', { name: 'طلب حذف الحساب' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: intl.formatMessage(overlayMessages.accountDeletionTitle),
    });
    await expect(dialog).toHaveTextContent(intl.formatMessage(overlayMessages.accountDeletionMessage));
    const cancel = within(dialog).getByRole('button', { name: intl.formatMessage(overlayMessages.cancel) });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
