import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { AttendanceDialog } from './AttendanceDialog.tsx';
import { elapsedParts } from './elapsed.ts';

const now = new Date(2026, 10, 23, 10, 42, 5);
const startedAt = new Date(2026, 10, 23, 9, 12, 0);

async function open(ui: Parameters<typeof renderWithProviders>[0]) {
  const result = renderWithProviders(ui);
  await result.user.click(screen.getByRole('button', { name: 'Punch In/Out' }));
  return { ...result, dialog: within(await screen.findByRole('dialog', { name: 'Attendance' })) };
}

describe('elapsedParts', () => {
  it('gives whole hours and minutes, never negative', () => {
    expect(elapsedParts(startedAt, now)).toEqual({ hours: 1, minutes: 30 });
    expect(elapsedParts(now, startedAt)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('AttendanceDialog', () => {
  it('opens from Punch In/Out and shows the weekday, time and date before punching in', async () => {
    const onOpen = vi.fn();
    const onPunchIn = vi.fn(async () => {});
    const { user, dialog } = await open(
      <AttendanceDialog
        now={now}
        today={{ startedAt: null, endedAt: null }}
        onOpen={onOpen}
        onPunchIn={onPunchIn}
        onPunchOut={async () => {}}
      />,
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(dialog.getByText('Monday')).toBeInTheDocument();
    expect(dialog.getByText('10:42:05 AM')).toBeInTheDocument();
    expect(dialog.getByText('November 23, 2026')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Punch In' }));
    expect(onPunchIn).toHaveBeenCalledTimes(1);
  });

  it('shows the hours and minutes elapsed and Punch Out once punched in', async () => {
    const onPunchOut = vi.fn(async () => {});
    const { user, dialog } = await open(
      <AttendanceDialog
        now={now}
        today={{ startedAt, endedAt: null }}
        onPunchIn={async () => {}}
        onPunchOut={onPunchOut}
      />,
    );
    expect(dialog.getByText('Time elapsed')).toBeInTheDocument();
    expect(dialog.getByText('1 hour 30 minutes')).toBeInTheDocument();
    expect(dialog.getByText('Punched in at 09:12 AM')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Punch Out' }));
    expect(onPunchOut).toHaveBeenCalledTimes(1);
  });

  it("shows 'Error Punch Out!' when punching out fails and keeps the dialog open", async () => {
    const { user, dialog } = await open(
      <AttendanceDialog
        now={now}
        today={{ startedAt, endedAt: null }}
        onPunchIn={async () => {}}
        onPunchOut={() => Promise.reject(new Error('offline'))}
      />,
    );
    await user.click(dialog.getByRole('button', { name: 'Punch Out' }));
    expect(await dialog.findByText('Error Punch Out!')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Punch Out' })).toBeEnabled();
  });

  it("shows 'Error Fetching Attendance!' when today's attendance cannot be loaded", async () => {
    const { dialog } = await open(
      <AttendanceDialog now={now} hasLoadError onPunchIn={async () => {}} onPunchOut={async () => {}} />,
    );
    expect(dialog.getByText('Error Fetching Attendance!')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Punch In' })).not.toBeInTheDocument();
  });

  it('shows the time worked after punching out, without buttons', async () => {
    const { dialog } = await open(
      <AttendanceDialog
        now={now}
        today={{ startedAt, endedAt: new Date(2026, 10, 23, 17, 45) }}
        onPunchIn={async () => {}}
        onPunchOut={async () => {}}
      />,
    );
    expect(dialog.getByText('Time worked today')).toBeInTheDocument();
    expect(dialog.getByText('8 hours 33 minutes')).toBeInTheDocument();
    expect(dialog.getByText('You have punched out for today.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Punch/ })).not.toBeInTheDocument();
  });
});
