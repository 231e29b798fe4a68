import type { AttendanceState } from '@partner-portal/api';
import { useAttendance, usePunch } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import {
  AttendanceDialog,
  attendanceMessages,
  type AttendanceToday,
  type PunchOptions,
  type PunchOutcome,
} from '@partner-portal/forms/attendance';
import { useToast } from '@partner-portal/ui/feedback';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canLocate, currentPlace } from '../lib/geolocation.ts';

const toDate = (value: string | null): Date | null => (value ? new Date(value) : null);

/** Today's attendance as the dialog shows it. */
export function toAttendanceToday(state: AttendanceState): AttendanceToday {
  return { startedAt: toDate(state.startedAt), endedAt: toDate(state.endedAt) };
}

/**
 * The header's 'Punch In/Out' (forms `AttendanceDialog`) wired to the API: today's attendance is
 * loaded when the dialog first opens (and refreshed on each later opening); Punch In / Punch Out
 * post the punch payload and show 'Punch In Successfully!' / 'Punch Out Successfully!' as a toast.
 * Failures are the dialog's own texts ('Error Fetching Attendance!', 'Error Punch In!', 'Error
 * Punch Out!'). Beyond the spec (issue 23): when the user ticks 'Share my location with this
 * punch' (remembered on the device), the position is asked from the browser and sent with the
 * punch; a refusal or no position in 10 s punches without it and says so in the dialog.
 * Spec: operations §2 'Attendance dialog', §4 'Attendance', §8 'Attendance'.
 */
export function AttendanceAction() {
  const intl = useIntl();
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  const { data, error, isLoading, mutate } = useAttendance(isOpen);
  const { trigger } = usePunch();

  const punch = async (which: 'in' | 'out', { shareLocation }: PunchOptions): Promise<PunchOutcome> => {
    const place = shareLocation ? await currentPlace() : null;
    await trigger(place?.kind === 'located' ? { punch: which, location: place.location } : which);
    toast.show({
      type: 'success',
      message: intl.formatMessage(
        which === 'in' ? attendanceMessages.punchedIn : attendanceMessages.punchedOut,
      ),
    });
    return place ? place.kind : 'off';
  };

  return (
    <AttendanceDialog
      today={data ? toAttendanceToday(data) : undefined}
      isLoading={isLoading}
      hasLoadError={Boolean(error) && !data}
      onOpen={() => {
        if (isOpen) void mutate();
        else setOpen(true);
      }}
      onPunchIn={(options) => punch('in', options)}
      onPunchOut={(options) => punch('out', options)}
      canShareLocation={canLocate()}
      defaultShareLocation={storage.get('share_punch_location') ?? false}
      onShareLocationChange={(share) => storage.set('share_punch_location', share)}
    />
  );
}
