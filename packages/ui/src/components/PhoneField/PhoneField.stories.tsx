import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputMessages } from '../../inputs/messages';
import { storyIntl } from '../../test/storyIntl';
import { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField';

function StatefulPhoneField({ value: initial, onChange, ...props }: PhoneFieldProps) {
  const [value, setValue] = useState<PhoneValue>(
    initial ?? { countryCode: 'IN', dialCode: '+91', number: '' },
  );
  return (
    <PhoneField
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
  title: 'UI/Inputs/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { label: 'Phone', name: 'phone', onChange: fn() },
  render: (args) => <StatefulPhoneField {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 340 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: { countryCode: 'IN', dialCode: '+91', number: '9876543210' } },
};

export const Required: Story = {
  args: { isRequired: true, description: '10 digits, without the country code' },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Phone Number cannot exceed 10 digits for the selected country code!',
    value: { countryCode: 'IN', dialCode: '+91', number: '98765' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Phone/ });
    await expect(input).toHaveAccessibleDescription(
      'Phone Number cannot exceed 10 digits for the selected country code!',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: { countryCode: 'AE', dialCode: '+971', number: '501234567' } },
};

export const KeyboardCountryAndNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    // Typeahead: typing the start of a name jumps to it ('United Arab Emirates' comes first).
    await userEvent.keyboard('Unite');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('AE +971');
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('maxlength', '9');
    await userEvent.keyboard('50-123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: 'AE',
      dialCode: '+971',
      number: '501234567',
    });
  },
};

export const PasteWithDialCode: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('+91 98765 43210');
    await expect(input).toHaveValue('9876543210');
  },
};

export const OpenList: Story = {
  play: async ({ canvasElement, ...context }) => {
    const countryCode = storyIntl(context).formatMessage(inputMessages.countryCode);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: (name) => name.includes(countryCode) }),
    );
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

/** Arabic page: the label mirrors, the prefix and the number stay left-to-right. */
export const Arabic: Story = {
  args: {
    label: 'رقم الهاتف',
    value: { countryCode: 'IN', dialCode: '+91', number: '9876543210' },
    isRequired: true,
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('dir', 'ltr');
  },
};

export const ArabicOpenList: Story = {
  ...OpenList,
  args: { label: 'رقم الهاتف' },
  globals: { locale: 'ar' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const OpenListDark: Story = { ...OpenList, globals: { theme: 'dark' } };
