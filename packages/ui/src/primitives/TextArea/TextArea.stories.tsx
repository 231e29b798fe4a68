import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

function StatefulTextArea({ value: initial = '', onChange, ...props }: TextAreaProps) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
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
  title: 'UI/Inputs/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message', onChange: fn(), onBlur: fn() },
  render: (args) => <StatefulTextArea {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Type a message' } };

export const Filled: Story = {
  args: { value: 'The engineer reached the site at 10:30.\nThe customer signed the report.' },
};

export const WithDescription: Story = { args: { description: 'Shift+Enter adds a line' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill the field!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Message/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please fill the field!');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'Sent earlier' } };

/** Grows from 3 rows to the 120 px ceiling, then scrolls (operations §2 "Chat"). */
export const GrowsThenScrolls: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const empty = input.getBoundingClientRect().height;
    await userEvent.keyboard(
      'one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three{Shift>}{Enter}{/Shift}four',
    );
    const grown = input.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(empty);
    await userEvent.keyboard(
      '{Shift>}{Enter}{/Shift}five{Shift>}{Enter}{/Shift}six{Shift>}{Enter}{/Shift}seven{Shift>}{Enter}{/Shift}eight',
    );
    await expect(input.getBoundingClientRect().height).toBeLessThanOrEqual(120);
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('eight'));
  },
};

export const SendsOnEnter: Story = {
  args: { onSubmitKey: fn(), description: 'Enter sends, Shift+Enter adds a line' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await userEvent.keyboard('Hello{Enter}');
    await expect(args.onSubmitKey).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('Hello');
  },
};

export const Arabic: Story = {
  ...Invalid,
  globals: { locale: 'ar' },
  args: { ...Invalid.args, label: 'الرسالة', errorMessage: 'يرجى ملء الحقل' },
  play: undefined,
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
