import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function StatefulPasswordField({ value: initial = '', onChange, ...props }: PasswordFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <PasswordField
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
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', name: 'password', onChange: fn() },
  render: (args) => <StatefulPasswordField {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please input your Password!' },
};

export const NewPassword: Story = {
  args: { label: 'New Password', autoComplete: 'new-password', description: 'At least 8 characters' },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'secret' } };

export const RevealWithKeyboard: Story = {
  args: { value: 's3cret!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'كلمة المرور', value: 'secret', isInvalid: true, errorMessage: 'كلمة المرور مطلوبة' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
