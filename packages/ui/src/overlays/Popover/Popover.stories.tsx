import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text/Text';
import { Popover } from './Popover';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Overlays/Popover',
  component: Popover,
  parameters: { layout: 'centered' },
  args: {
    trigger: <Button variant="secondary">Details</Button>,
    title: 'Ticket Details',
    children: <Text size="sm">{storyText('Assigned to')}: Asha Rao · 12-03-2025</Text>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens, focus moves in, Escape closes, focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives focus back once the popover has unmounted (a frame later on a busy page).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenAbove: Story = { args: { defaultOpen: true, placement: 'top' } };

export const WithoutTitle: Story = {
  args: { defaultOpen: true, title: undefined, 'aria-label': 'Ticket details' },
};

export const SemiDark: Story = { ...Open, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: { defaultOpen: true, title: 'تفاصيل التذكرة', placement: 'bottom end' },
  globals: { locale: 'ar' },
};

export const ArabicKeyboard: Story = { ...Keyboard, globals: { locale: 'ar' } };
