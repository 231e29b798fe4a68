import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function StatefulRadioGroup({ value: initial = null, onChange, ...props }: RadioGroupProps) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const ratings = ['Terrible', 'Bad', 'Mediocre', 'Good', 'Excellent'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

const meta = {
  title: 'UI/Inputs/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Overall experience', name: 'overallExperience', options: ratings, onChange: fn() },
  render: (args) => <StatefulRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'good' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please complete this field' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Overall experience/ });
    await expect(group).toHaveAccessibleDescription('Please complete this field');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'bad' } };

export const Horizontal: Story = { args: { orientation: 'horizontal', value: 'mediocre' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Service type',
    options: [
      { value: 'install', label: 'Installation', description: 'New equipment set up' },
      { value: 'repair', label: 'Repair', description: 'Existing equipment fixed' },
    ],
  },
};

export const KeyboardChoice: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Terrible' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Mediocre' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('mediocre');
  },
};

/** Right-to-left: the row runs from the right, ArrowLeft moves to the next choice. */
export const ArabicHorizontal: Story = {
  args: {
    label: 'التقييم',
    orientation: 'horizontal',
    options: [
      { value: '1', label: 'سيئ' },
      { value: '2', label: 'جيد' },
      { value: '3', label: 'ممتاز' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'جيد' })).toBeChecked();
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
