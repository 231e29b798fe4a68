import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../primitives/Card/Card';
import { Text } from '../../primitives/Text/Text';
import { AppShell } from './AppShell';

const meta = {
  title: 'UI/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Dashboard',
    userLabel: 'Asha Rao',
    onLogout: fn(),
    version: '1.3.1',
    year: 2025,
    children: (
      <Card heading="Welcome" description="Your work area depends on your role.">
        <Text>Choose an item from the menu.</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmailAsLabel: Story = { args: { userLabel: 'jane.doe@example.com' } };

export const WithSwitchPortal: Story = {
  args: { onSwitchPortal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Asha Rao' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Switch Portal', 'Logout']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchPortal).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const LogoutOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Asha Rao' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MenuOpen: Story = {
  args: { onSwitchPortal: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Asha Rao' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

export const WithNavigationSlot: Story = {
  args: {
    navigation: (
      <nav aria-label="Main menu" style={{ padding: 16 }}>
        <Text size="sm">Sidebar menus arrive in a later issue.</Text>
      </nav>
    ),
  },
};

export const SemiDark: Story = { ...WithNavigationSlot, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...WithNavigationSlot, globals: { theme: 'dark' } };

export const MenuOpenDark: Story = { ...MenuOpen, globals: { theme: 'dark' } };

export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'آشا راو' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
  globals: { locale: 'ar' },
  args: { title: 'لوحة التحكم', userLabel: 'آشا راو', onSwitchPortal: fn() },
};
