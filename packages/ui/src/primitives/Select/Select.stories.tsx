import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

function StatefulSelect({ value: initial = null, onChange, ...props }: SelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <Select
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
  title: 'UI/Inputs/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Service type',
    name: 'service',
    options: [
      { id: 'install', label: 'Installation' },
      { id: 'repair', label: 'Repair' },
      { id: 'maintenance', label: 'Preventive maintenance' },
      { id: 'audit', label: 'Audit', isDisabled: true },
    ],
    onChange: fn(),
  },
  render: (args) => <StatefulSelect {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'repair' } };

export const Required: Story = { args: { isRequired: true, description: 'As written on the job card' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill the field!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please fill the field!')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'install' } };

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Service type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('maintenance');
    await expect(trigger).toHaveTextContent('Preventive maintenance');
    await expect(trigger).toHaveFocus();
  },
};

/** The open list, so axe also checks the options in every theme and direction. */
export const Open: Story = {
  args: { value: 'repair' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Service type/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const ArabicOpen: Story = {
  ...Open,
  args: {
    label: 'نوع الخدمة',
    options: [
      { id: 'install', label: 'التركيب' },
      { id: 'repair', label: 'الإصلاح' },
    ],
    value: 'repair',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /نوع الخدمة/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
  globals: { locale: 'ar' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
