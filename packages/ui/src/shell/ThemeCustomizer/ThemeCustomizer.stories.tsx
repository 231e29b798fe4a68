import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeCustomizer, type ThemeCustomizerProps, type ThemeSettings } from './ThemeCustomizer';

/** Holds the settings like the app does, and reports each change to the `onChange` action. */
function Controlled(props: ThemeCustomizerProps) {
  const [value, setValue] = useState<ThemeSettings>(props.value);
  return (
    <ThemeCustomizer
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Shell/ThemeCustomizer',
  component: ThemeCustomizer,
  render: (args) => <Controlled {...args} />,
  args: {
    value: { themeType: 'lite', colorScheme: 'light-purple', navStyle: 'vertical' },
    onChange: fn(),
  },
} satisfies Meta<typeof ThemeCustomizer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open, pick Dark and Red with the arrows, Escape closes, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Customize theme' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Theme settings' });
    within(dialog).getByRole('radio', { name: 'Lite' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ themeType: 'dark' }));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ colorScheme: 'red' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenWithoutNavStyle: Story = { args: { defaultOpen: true, showNavStyle: false } };

export const OpenSemiDark: Story = {
  args: {
    defaultOpen: true,
    value: { themeType: 'semi-dark', colorScheme: 'orange', navStyle: 'horizontal' },
  },
  globals: { theme: 'semi-dark', colorScheme: 'orange' },
};

export const OpenDark: Story = {
  args: { defaultOpen: true, value: { themeType: 'dark', colorScheme: 'deep-orange', navStyle: 'vertical' } },
  globals: { theme: 'dark', colorScheme: 'deep-orange' },
};

export const OpenArabic: Story = { args: { defaultOpen: true }, globals: { locale: 'ar' } };
