import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';
import { storyText } from '../../test/storyText';

function StatefulSwitch({ isSelected: initial = false, onChange, ...props }: SwitchProps) {
  const [isSelected, setSelected] = useState(initial);
  return (
    <Switch
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Inputs/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Notify client', name: 'notifications', onChange: fn() },
  render: (args) => <StatefulSwitch {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { isSelected: true } };

export const WithDescription: Story = { args: { description: 'Send Email' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Turn this on to continue' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: storyText('Notify client') });
    await expect(control).toHaveAccessibleDescription('Turn this on to continue');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, isSelected: true } };

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: storyText('Notify client') });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Arabic: Story = {
  args: { children: 'إشعارات البريد', isSelected: true },
  globals: { locale: 'ar' },
};

export const OnDark: Story = { ...On, globals: { theme: 'dark' } };

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
