import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpField, type OtpFieldProps } from './OtpField';

function StatefulOtpField({ value: initial = '', onChange, ...props }: OtpFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <OtpField
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
  title: 'UI/Inputs/OtpField',
  component: OtpField,
  tags: ['autodocs'],
  args: { label: 'OTP', name: 'otp', onChange: fn(), onComplete: fn() },
  render: (args) => <StatefulOtpField {...args} />,
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '482913' } };

export const Required: Story = {
  args: { isRequired: true, description: 'Passphrase sent to your WhatsApp number' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please enter the OTP!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /OTP/ });
    await expect(input).toHaveAccessibleDescription('Please enter the OTP!');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '482913' } };

export const FourDigits: Story = { args: { length: 4, label: 'PIN' } };

export const TypingAndPasting: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'OTP' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a');
    await expect(input).toHaveValue('12');
    await userEvent.clear(input);
    await userEvent.paste('482-913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** The field's own 60-second wait: the button shows "Resend OTP in 60s" and is disabled. */
export const ResendCountingDown: Story = { args: { onResend: fn() } };

/** A short wait to show the end: the button enables and the status is announced once. */
export const ResendBecomesAvailable: Story = {
  args: { onResend: fn(), resendAfterSeconds: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Resend OTP in [12]s/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    const button = await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 4000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('You can now resend the code.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend OTP in 2s' })).toBeDisabled());
  },
};

/** The passphrase login (access §2): the countdown comes from outside, with the spec's 'Resend Passphrase'. */
export const PassphraseControlled: Story = {
  args: {
    label: 'Passphrase',
    onResend: fn(),
    secondsLeft: 0,
    resendLabel: 'Resend Passphrase',
    resendCountdownLabel: (seconds: number) => `Resend Passphrase in ${seconds}s`,
  },
};

export const Arabic: Story = {
  args: { label: 'رمز التحقق', value: '4829', onResend: fn(), secondsLeft: 42 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('dir', 'ltr');
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const ResendDark: Story = { args: { onResend: fn(), secondsLeft: 0 }, globals: { theme: 'dark' } };
