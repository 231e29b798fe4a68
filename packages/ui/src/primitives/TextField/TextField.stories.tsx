import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** Keeps the value in state so typing works in the canvas. */
function StatefulTextField({ value: initial = '', onChange, ...props }: TextFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
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
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', onChange: fn(), onBlur: fn() },
  render: (args) => <StatefulTextField {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'WhatsApp number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    description: '10 digits, without the country code',
    dir: 'ltr',
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please enter a valid email', value: 'asha@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const ErrorHiddenWhileValid: Story = {
  args: { isInvalid: false, errorMessage: 'Please enter a valid email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Please enter a valid email')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'asha.rao@example.com' } };

export const Placeholder: Story = {
  args: {
    label: 'Company name',
    type: 'text',
    autoComplete: 'organization',
    placeholder: 'e.g. Rao Services Pvt Ltd',
  },
};

export const TypingWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('asha@example.com');
    await expect(input).toHaveValue('asha@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('asha@example.com');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

/** Arabic page: label and layout mirror, the e-mail input stays left-to-right. */
export const EmailInArabicPage: Story = {
  globals: { locale: 'ar' },
  args: { label: 'البريد الإلكتروني', dir: 'ltr', value: 'asha@example.com', description: 'بريد العمل' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
