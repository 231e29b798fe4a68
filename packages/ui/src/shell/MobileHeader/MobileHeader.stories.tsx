import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileHeader } from './MobileHeader';

const meta = {
  title: 'UI/Shell/MobileHeader',
  component: MobileHeader,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1' } },
  args: { isMenuOpen: false, onMenuToggle: fn(), menuId: 'nav-drawer', onLogout: fn() },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Partner Portal' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SemiDark: Story = { globals: { theme: 'semi-dark' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
