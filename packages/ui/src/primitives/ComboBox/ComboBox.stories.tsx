import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputMessages } from '../../inputs/messages';
import { storyIntl } from '../../test/storyIntl';
import { ComboBox, type ComboBoxProps } from './ComboBox';

function StatefulComboBox({ value: initial = null, onChange, ...props }: ComboBoxProps) {
  const [value, setValue] = useState(initial);
  return (
    <ComboBox
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const referrers = ['Asha Rao', 'Ravi Kumar', 'Rahul Verma', 'Meera Iyer', 'Zoya Khan'].map((label) => ({
  id: label,
  label,
}));

const meta = {
  title: 'UI/Inputs/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: {
    label: 'Who referred you?',
    name: 'referred_by',
    options: referrers,
    onChange: fn(),
    onInputChange: fn(),
  },
  render: (args) => <StatefulComboBox {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Start typing a name' } };

export const Filled: Story = { args: { value: 'Meera Iyer' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill this field!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Who referred you/ });
    await expect(input).toHaveAccessibleDescription('Please fill this field!');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'Asha Rao' } };

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement, ...context }) => {
    const show = storyIntl(context).formatMessage(inputMessages.showSuggestions);
    await userEvent.click(within(canvasElement).getByRole('button', { name: (name) => name.includes(show) }));
    await expect(await within(document.body).findByText('Loading…')).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'xyz');
    await expect(await within(document.body).findByText('No results found')).toBeVisible();
  },
};

export const KeyboardFilterAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Who referred you?' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ra');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ravi Kumar');
    await expect(input).toHaveValue('Ravi Kumar');
  },
};

export const OpenDark: Story = {
  ...KeyboardFilterAndChoose,
  globals: { theme: 'dark' },
  play: NoResults.play,
};

export const ArabicOpen: Story = {
  args: {
    label: 'من أحالك؟',
    options: [
      { id: 'a', label: 'آشا راو' },
      { id: 'r', label: 'رافي كومار' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const show = storyIntl(context).formatMessage(inputMessages.showSuggestions);
    await userEvent.click(within(canvasElement).getByRole('button', { name: (name) => name.includes(show) }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
