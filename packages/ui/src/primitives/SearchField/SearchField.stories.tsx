import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

function StatefulSearchField({ value: initial = '', onChange, ...props }: SearchFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <SearchField
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
  title: 'UI/Inputs/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search partners', name: 'search', onChange: fn(), onClear: fn(), onSubmit: fn() },
  render: (args) => <StatefulSearchField {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Name or phone' } };

export const Filled: Story = { args: { value: 'Asha' } };

export const HiddenLabel: Story = { args: { isLabelHidden: true, placeholder: 'Search partners' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { value: 'a', isInvalid: true, errorMessage: 'Enter at least 2 letters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search partners' });
    await expect(input).toHaveAccessibleDescription('Enter at least 2 letters');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'Asha' } };

export const KeyboardClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search partners' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ravi{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ravi');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // react-aria keeps the clear button out of the tab order (Escape is the keyboard way): Tab
    // leaves the field.
    await userEvent.keyboard('asha');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).not.toHaveFocus();
  },
};

export const Arabic: Story = { args: { label: 'بحث', value: 'آشا' }, globals: { locale: 'ar' } };

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
