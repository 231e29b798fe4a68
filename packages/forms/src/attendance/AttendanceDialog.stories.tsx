import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import {
  AttendanceDialog,
  type AttendanceToday,
  type PunchOptions,
  type PunchOutcome,
} from './AttendanceDialog.tsx';

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
    onPunchIn: fn(async (_options: PunchOptions): Promise<PunchOutcome | void> => {}),
    onPunchOut: fn(async (_options: PunchOptions): Promise<PunchOutcome | void> => {}),
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
    onPunchIn: fn(async (_options: PunchOptions): Promise<PunchOutcome | void> =>
      Promise.reject(new Error('500')),
    ),
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
          await args.onPunchIn({ shareLocation: false });
          setToday({ startedAt, endedAt: null });
        }}
        onPunchOut={async () => {
          await args.onPunchOut({ shareLocation: false });
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

/**
 * Issue 23: the location choice with its reason; ticking it (keyboard) and punching in passes
 * `shareLocation: true` and reports the change so the app can remember it.
 */
export const ShareLocation: Story = {
  args: {
    today: { startedAt: null, endedAt: null },
    canShareLocation: true,
    onShareLocationChange: fn(),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    // The dialog fades in.
    await waitFor(() =>
      expect(
        dialog.getByText(
          'Your coordinator sees where you punched in or out, to confirm site visits. You can punch without it.',
        ),
      ).toBeVisible(),
    );
    const share = dialog.getByRole('checkbox', { name: 'Share my location with this punch' });
    await expect(share).not.toBeChecked();
    share.focus();
    await userEvent.keyboard(' ');
    await expect(share).toBeChecked();
    await expect(args.onShareLocationChange).toHaveBeenCalledWith(true);
    await userEvent.click(dialog.getByRole('button', { name: 'Punch In' }));
    await expect(args.onPunchIn).toHaveBeenCalledWith({ shareLocation: true });
  },
};

/** Issue 23: the user refused the location; the punch went through without it, and the dialog says so. */
export const LocationRefused: Story = {
  args: {
    today: { startedAt: null, endedAt: null },
    canShareLocation: true,
    defaultShareLocation: true,
    onPunchIn: fn(async (_options: PunchOptions): Promise<PunchOutcome | void> => 'denied'),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    await expect(dialog.getByRole('checkbox', { name: 'Share my location with this punch' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Punch In' }));
    await expect(args.onPunchIn).toHaveBeenCalledWith({ shareLocation: true });
    await expect(
      await dialog.findByText('Location access was refused, so the punch was recorded without a location.'),
    ).toBeVisible();
  },
};

/** Issue 23: no position came in time; punched without it. */
export const LocationUnavailable: Story = {
  args: {
    today: { startedAt, endedAt: null },
    canShareLocation: true,
    defaultShareLocation: true,
    onPunchOut: fn(async (_options: PunchOptions): Promise<PunchOutcome | void> => 'unavailable'),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Punch Out' }));
    await expect(
      await dialog.findByText('Your location could not be found, so the punch was recorded without it.'),
    ).toBeVisible();
  },
};

export const PunchedInDarkArabic: Story = {
  args: { today: { startedAt, endedAt: null } },
  globals: { theme: 'dark', locale: 'ar' },
};
