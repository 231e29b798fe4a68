import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text/Text';
import { Drawer, type DrawerProps } from './Drawer';
import { storyText } from '../../test/storyText';

/** A page with a button that opens the drawer, as an app uses it. */
function DrawerDemo(props: Omit<DrawerProps, 'isOpen' | 'onOpenChange'> & { defaultOpen?: boolean }) {
  const { defaultOpen = false, ...drawerProps } = props;
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-expanded={isOpen}>
        {storyText('Open')}
      </Button>
      <Drawer {...drawerProps} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/Overlays/Drawer',
  component: DrawerDemo,
  args: {
    title: 'Filters',
    children: (
      <div style={{ padding: 16, display: 'grid', gap: 12 }}>
        <Text>Drawer content scrolls when it is taller than the screen.</Text>
        <Button variant="secondary">Apply</Button>
      </div>
    ),
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens, focus moves in, Tab stays inside, Escape closes, focus returns. */
export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: storyText('Open') });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Open at the inline-start edge. */
export const OpenStart: Story = { args: { defaultOpen: true } };

/** Open at the inline-end edge (the theme customizer's side). */
export const OpenEnd: Story = { args: { defaultOpen: true, placement: 'end', size: 'md' } };

/** The close button closes it and focus returns to the opener. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: storyText('Open') });
    await userEvent.click(opener);
    const close = await page.findByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const SemiDark: Story = { ...OpenStart, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...OpenEnd, globals: { theme: 'dark' } };

/** Arabic: the start edge is on the right. */
export const Arabic: Story = {
  args: { defaultOpen: true, title: 'عوامل التصفية' },
  globals: { locale: 'ar' },
};

export const ArabicKeyboard: Story = {
  args: { title: 'عوامل التصفية' },
  globals: { locale: 'ar' },
  play: KeyboardOpenAndClose.play,
};
