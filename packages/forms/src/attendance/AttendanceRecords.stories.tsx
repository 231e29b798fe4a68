import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { initialListState } from '../list-screen/listState.ts';
import { AttendanceRecords, type AttendanceRecordRow } from './AttendanceRecords.tsx';

const rows: AttendanceRecordRow[] = [
  {
    id: 1,
    fullName: 'Demo Internal Agent',
    email: 'internal_agent@demo.test',
    role: 'internal_agent',
    startedAt: '2026-11-23T03:35:00Z',
    endedAt: '2026-11-23T11:45:00Z',
    punchInLocation: { latitude: 12.97194, longitude: 77.59369, accuracy: 18 },
    punchOutLocation: { latitude: 12.97394, longitude: 77.59269, accuracy: 23 },
  },
  {
    id: 2,
    fullName: 'Demo Verify Scheduler',
    email: 'verify_scheduler@demo.test',
    role: 'verify_scheduler',
    startedAt: '2026-11-23T03:49:00Z',
    endedAt: null,
    punchInLocation: null,
    punchOutLocation: null,
  },
];

const days = ['2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20'];

const meta = {
  title: 'Forms/Attendance/AttendanceRecords',
  component: AttendanceRecords,
  args: {
    rows,
    total: rows.length,
    days,
    state: initialListState(20, 'started_at'),
    onStateChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AttendanceRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who punched in and out today, with a map link and accuracy where the place was shared. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Attendance records' })).toBeVisible();
    const link = canvas.getByRole('link', { name: '12.97194, 77.59369' });
    await expect(link).toHaveAttribute('href', expect.stringContaining('mlat=12.97194&mlon=77.59369'));
    await expect(canvas.getByText('within 18 m')).toBeVisible();
    await expect(canvas.getAllByText('Not shared')).toHaveLength(2);
    await expect(canvas.getByText('Still punched in')).toBeVisible();
  },
};

/** The day filter offers the last days, today first, with no 'All'. */
export const ChooseDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Day/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Today', 'Yesterday']),
    );
    await expect(options).toHaveLength(days.length);
    await userEvent.click(options[1]!);
    await expect(args.onStateChange).toHaveBeenCalledWith(
      expect.objectContaining({ filters: { day: '2026-11-22' }, page: 1 }),
      'filter',
    );
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody punched in on this day.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'You do not have permission to perform this action.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You do not have permission to perform this action.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } };
