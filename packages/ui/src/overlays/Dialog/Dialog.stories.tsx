import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { storyIntl } from '../../test/storyIntl';
import { overlayMessages } from '../messages';
import { Dialog } from './Dialog';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Contact Details',
    children: <p>Asha Rao, asha.rao@example.com. The partner was verified on 12 March.</p>,
    onOpenChange: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">{storyText('Open')}</Button>
      <Dialog
        {...args}
        actions={({ close }) => (
          <>
            <Button variant="quiet" onPress={close}>
              {storyText('Cancel')}
            </Button>
            <Button onPress={close}>{storyText('Save')}</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: only the trigger. */
export const Closed: Story = {};

/** Open (the dialog is what axe checks). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText('Open') }));
    await body(canvasElement).findByRole('dialog', { name: 'Contact Details' });
  },
};

/** Keyboard: Enter opens, focus moves in, Tab stays inside, Escape closes and focus returns. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: storyText('Open') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Contact Details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: an action button closes it and focus returns to the trigger. */
export const KeyboardAction: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: storyText('Open') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    while (document.activeElement !== save) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Not dismissable: no close button; Escape does nothing; only an action closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Terms updated' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Terms updated' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** Small alert dialog. */
export const SmallAlertDialog: Story = {
  args: { size: 'sm', role: 'alertdialog', title: 'Session expired', children: <p>Please sign in again.</p> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText('Open') }));
    await body(canvasElement).findByRole('alertdialog', { name: 'Session expired' });
  },
};

/** Large. */
export const Large: Story = { args: { size: 'lg' }, play: Open.play };

export const OpenDark: Story = { globals: { theme: 'dark' }, play: Open.play };

export const OpenSemiDark: Story = { globals: { theme: 'semi-dark' }, play: Open.play };

/** Arabic: the close button sits at the inline end (left), actions mirror. */
export const OpenArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تفاصيل الشريك',
    children: <p>آشا راو، asha.rao@example.com. تم التحقق من الشريك في 12 مارس.</p>,
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">عرض التفاصيل</Button>
      <Dialog
        {...args}
        actions={({ close }) => (
          <>
            <Button variant="quiet" onPress={close}>
              إلغاء
            </Button>
            <Button onPress={close}>حفظ</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'عرض التفاصيل' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'تفاصيل الشريك' });
    await expect(
      within(dialog).getByRole('button', { name: intl.formatMessage(overlayMessages.close) }),
    ).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
