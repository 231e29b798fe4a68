import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker } from './LanguagePicker';

const meta = {
  title: 'UI/Shell/LanguagePicker',
  component: LanguagePicker,
  args: { locale: 'en', onChange: fn() },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: Enter opens the flag list, arrows move, Enter chooses. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Language: English' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Language: English' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('es');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

export const SemiDark: Story = { ...Open, globals: { theme: 'semi-dark' } };

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const Arabic: Story = { ...Open, args: { locale: 'ar' }, globals: { locale: 'ar' } };
