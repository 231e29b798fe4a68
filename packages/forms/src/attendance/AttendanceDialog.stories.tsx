import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { AttendanceDialog, type AttendanceToday } from './AttendanceDialog.tsx';

const now = new Date('2026-11-23T10:42:05+05:30');
const startedAt = new Date('2026-11-23T09:12:00+05:30');

const meta = {
  title: 'Forms/Attendance',
  component: AttendanceDialog,
  tags: ['autodocs'],
  args: {
    now,
    defaultOpen: true,
    onOpen: fn(),
    onPunchIn: fn(async () => {}),
    onPunchOut: fn(async () => {}),
  },
} satisfies Meta<typeof AttendanceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { defaultOpen: false, today: { startedAt: null, endedAt: null } } };

export const Loading: Story = { args: { isLoading: true } };

export const FetchFailed: Story = { args: { hasLoadError: true } };

/** Before punching in: weekday, live time and date, 'Punch In'. */
export const NotPunchedIn: Story = { args: { today: { startedAt: null, endedAt: null } } };

/** Punched in: hours and minutes elapsed, 'Punch Out'. */
export const PunchedIn: Story = { args: { today: { startedAt, endedAt: null } } };

export const PunchedOut: Story = {
  args: { today: { startedAt, endedAt: new Date('2026-11-23T17:45:00+05:30') } },
};

export const PunchInFailed: Story = {
  args: {
    today: { startedAt: null, endedAt: null },
    onPunchIn: fn(async () => Promise.reject(new Error('500'))),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Punch In' }));
    await expect(await dialog.findByText('Error Punch In!')).toBeVisible();
  },
};

/** Keyboard only: open with 'Punch In/Out', punch in, then out, Escape closes and focus returns. */
export const PunchInAndOutWithKeyboard: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const [today, setToday] = useState<AttendanceToday>({ startedAt: null, endedAt: null });
    return (
      <AttendanceDialog
        {...args}
        today={today}
        onPunchIn={async () => {
          await args.onPunchIn();
          setToday({ startedAt, endedAt: null });
        }}
        onPunchOut={async () => {
          await args.onPunchOut();
          setToday({ startedAt, endedAt: now });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Punch In/Out' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    await expect(args.onOpen).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Punch In' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('1 hour 30 minutes')).toBeVisible();
    await dialog.findByRole('button', { name: 'Punch Out' });
    dialog.getByRole('button', { name: 'Punch Out' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('You have punched out for today.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PunchedInDarkArabic: Story = {
  args: { today: { startedAt, endedAt: null } },
  globals: { theme: 'dark', locale: 'ar' },
};
