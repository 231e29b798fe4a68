import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField';

function StatefulNumberField({ value: initial = null, onChange, ...props }: NumberFieldProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
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
  title: 'UI/Inputs/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Quantity', name: 'quantity', minValue: 0, maxValue: 99, onChange: fn() },
  render: (args) => <StatefulNumberField {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 12 } };

export const Required: Story = { args: { isRequired: true, description: 'Between 0 and 99' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill the field!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Quantity/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please fill the field!');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 3 } };

export const Currency: Story = {
  args: {
    label: 'Expense amount',
    value: 1250,
    step: 50,
    maxValue: 100000,
    formatOptions: { style: 'currency', currency: 'INR' },
  },
};

export const Percent: Story = {
  args: { label: 'Discount', value: 0.1, step: 0.05, maxValue: 1, formatOptions: { style: 'percent' } },
};

export const KeyboardStepping: Story = {
  args: { value: 97 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('99');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(98);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
  },
};

export const Arabic: Story = {
  args: { label: 'الكمية', value: 12, isRequired: true },
  globals: { locale: 'ar' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
