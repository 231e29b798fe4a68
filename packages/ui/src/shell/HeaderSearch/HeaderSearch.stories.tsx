import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderSearch } from './HeaderSearch';

const meta = {
  title: 'UI/Shell/HeaderSearch',
  component: HeaderSearch,
  args: { onSearch: fn() },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: choose Apps, Tab to the field, type and press Enter. */
export const SearchByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Search in' });
    await userEvent.selectOptions(select, 'apps');
    select.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('chat{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('chat', 'apps');
  },
};

export const SemiDark: Story = { globals: { theme: 'semi-dark' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
