import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt.tsx';

const meta = {
  title: 'Forms/UpdatePrompt',
  component: UpdatePrompt,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    version: '1.3.2',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer version is served: 'Reload to use version 1.3.2.'. */
export const NewVersion: Story = {};

/** Announced by a waiting service worker, without a version number. */
export const WithoutVersion: Story = { args: { version: undefined } };

/** A reload that did not start keeps the prompt open with the error. */
export const ReloadFailed: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('blocked'))) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'A new version is available' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(
      await dialog.findByText('The reload did not start. Please reload the page yourself.'),
    ).toBeVisible();
  },
};

/** Keyboard only: focus starts on 'Reload'; Tab back to 'Later' and Enter closes; Escape closes too. */
export const KeyboardLater: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'A new version is available' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Reload' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NewVersionDarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } };
