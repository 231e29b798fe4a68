import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagList, type TagListProps } from './TagList';

function StatefulTagList({ value: initial, onChange, ...props }: TagListProps) {
  const [value, setValue] = useState(initial);
  return (
    <TagList
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
  title: 'UI/Inputs/TagList',
  component: TagList,
  tags: ['autodocs'],
  args: { label: 'Serial numbers', name: 'serials', value: [], onChange: fn(), placeholder: 'e.g. SN-001' },
  render: (args) => <StatefulTagList {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: ['SN-001', 'SN-002', 'SN-017'] } };

export const Required: Story = { args: { isRequired: true, description: 'Press Enter after each value' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill the field!' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('group', { name: /Serial numbers/ });
    await expect(grid).toHaveAccessibleDescription(expect.stringContaining('Please fill the field!'));
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: ['SN-001'] } };

export const ReadOnly: Story = { args: { isReadOnly: true, value: ['SN-001', 'SN-002'] } };

export const KeyboardAddAndRemove: Story = {
  args: { value: ['SN-001', 'SN-009'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'SN-001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'SN-009' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['SN-001']);
    // The tags are one stop (plus the focused tag's remove button), then the new-value input.
    const input = canvas.getByRole('textbox', { name: 'New value' });
    for (let stop = 0; stop < 3 && document.activeElement !== input; stop += 1) await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('SN-002{Enter}SN-003{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['SN-001', 'SN-002', 'SN-003']);
  },
};

export const Arabic: Story = {
  args: { label: 'الأرقام التسلسلية', value: ['SN-001', 'SN-002'] },
  globals: { locale: 'ar' },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
