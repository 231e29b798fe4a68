import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { financeMenu } from '../navFixtures';
import { HorizontalNav } from './HorizontalNav';

const meta = {
  title: 'UI/Shell/HorizontalNav',
  component: HorizontalNav,
  parameters: { layout: 'fullscreen' },
  args: { groups: financeMenu, currentHref: '/payables', onNavigate: fn() },
} satisfies Meta<typeof HorizontalNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: arrows move along the bar, ArrowDown opens a dropdown, Enter follows an item. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('link', { name: 'Verify KYC' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const group = canvas.getByRole('button', { name: 'Transactions' });
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu', { name: 'Transactions' });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(group).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'dashboard' }));
  },
};

export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transactions' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

export const NonProduction: Story = { args: { environment: 'staging' } };

export const SemiDark: Story = { ...DropdownOpen, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...DropdownOpen, globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Verify KYC' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
  },
};
