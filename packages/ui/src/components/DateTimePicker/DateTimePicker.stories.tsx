import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
import { formatServiceDateTime } from './serviceDateTime';

/** Keeps the value in state and shows it formatted, so editing works in the canvas. */
function StatefulDateTimePicker({ value: initial = null, onChange, ...props }: DateTimePickerProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DateTimePicker
        {...props}
        value={value}
        onChange={(next, dateTime) => {
          setValue(next);
          onChange?.(next, dateTime);
        }}
      />
      <output aria-label="Chosen value">
        {formatServiceDateTime(typeof value === 'string' ? value : null)}
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/Pickers/DateTimePicker',
  component: DateTimePicker,
  tags: ['autodocs'],
  args: { label: 'Arrival date', name: 'arrivalDate', onChange: fn(), onBlur: fn() },
  render: (args) => <StatefulDateTimePicker {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = {
  args: { value: '2026-11-22T21:45:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /minute/i })).toHaveTextContent('45');
    await expect(canvas.getByLabelText('Chosen value')).toHaveTextContent('22-11-2026 09:45 PM');
  },
};

export const Required: Story = { args: { isRequired: true, description: 'Arrival date' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please Select the date!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please Select the date!')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '2026-11-22T09:30:00' } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, value: '2026-11-22T09:30:00', label: 'Fixed date' },
};

export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.keyboard('22112026');
    await userEvent.keyboard('09');
    const minute = canvas.getByRole('spinbutton', { name: /minute/i });
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(minute).toHaveTextContent('30');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('p');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22T21:30:00', expect.anything()),
    );
    await expect(canvas.getByLabelText('Chosen value')).toHaveTextContent('22-11-2026 09:30 PM');
  },
};

/**
 * A mouse user edits each segment: a click on the minute focuses the minute (it used to land on the
 * hour before it, issue 20), which then steps by 15 with the arrow keys; a click on the day focuses
 * the day. Spec: operations §5 (date-time picker).
 */
export const MouseEditsEachSegment: Story = {
  args: { value: '2026-11-22T09:30:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minute = canvas.getByRole('spinbutton', { name: /minute/i });
    await userEvent.click(minute);
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(minute).toHaveTextContent('45');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22T09:45:00', expect.anything());
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await expect(day).toHaveFocus();
    await userEvent.click(minute);
    await expect(minute).toHaveFocus();
  },
};

export const CalendarWithKeyboard: Story = {
  args: { value: '2026-11-22T10:15:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: /Choose date/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const grid = await page.findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23T10:15:00', expect.anything()),
    );
    await waitFor(() => expect(page.queryByRole('grid')).not.toBeInTheDocument());
  },
};

export const Dark: Story = { args: { value: '2026-11-22T09:30:00' }, globals: { theme: 'dark' } };

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: { label: 'تاريخ الوصول', value: '2026-11-22T21:45:00' },
  globals: { locale: 'ar' },
};

export const ArabicCalendarOpen: Story = {
  args: { label: 'تاريخ الوصول', value: '2026-11-22T21:45:00' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getAllByRole('button')[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('grid')).toBeVisible();
  },
};

/** Arabic: the date-time stays DD-MM-YYYY hh:mm A left to right; arrows move by what is seen. */
export const ArabicKeyboard: Story = {
  args: { label: 'تاريخ الوصول', value: '2026-11-22T09:00:00' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const spinbuttons = canvas.getAllByRole('spinbutton');
    const hour = spinbuttons.find((segment) => segment.getAttribute('data-type') === 'hour');
    const minute = spinbuttons.find((segment) => segment.getAttribute('data-type') === 'minute');
    if (!hour || !minute) throw new Error('segments missing');
    hour.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22T09:15:00', expect.anything());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(hour).toHaveFocus();
  },
};
