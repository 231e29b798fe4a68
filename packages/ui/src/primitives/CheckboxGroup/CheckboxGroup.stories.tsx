import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

function StatefulGroup({ value: initial = [], onChange, ...props }: CheckboxGroupProps) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Inputs/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: {
    label: 'Which services were delivered?',
    name: 'services',
    options: [
      { value: 'install', label: 'Installation' },
      { value: 'repair', label: 'Repair', description: 'Parts replaced on site' },
      { value: 'training', label: 'Training' },
    ],
    onChange: fn(),
  },
  render: (args) => <StatefulGroup {...args} />,
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: ['install', 'training'] } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please complete this field' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Which services/ });
    await expect(group).toHaveAccessibleDescription('Please complete this field');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: ['repair'] } };

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Installation' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['repair']);
  },
};

export const Arabic: Story = {
  args: {
    label: 'الخدمات',
    options: [
      { value: 'install', label: 'التركيب' },
      { value: 'repair', label: 'الإصلاح' },
    ],
    value: ['repair'],
    isRequired: true,
  },
  globals: { locale: 'ar' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
