import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelect } from './LanguageSelect';

const meta = {
  title: 'UI/Shell/LanguageSelect',
  component: LanguageSelect,
  args: { locale: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'ar');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { args: { locale: 'ar' }, globals: { locale: 'ar' } };
