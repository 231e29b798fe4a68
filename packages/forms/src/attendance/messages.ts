import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  trigger: { id: 'forms.attendance.trigger', defaultMessage: 'Punch In/Out' },
  title: { id: 'forms.attendance.title', defaultMessage: 'Attendance' },
  punchIn: {
    id: 'forms.attendance.punchIn',
    defaultMessage: 'Punch In',
    description: 'Button: record the start of the working day (clock in)',
  },
  punchOut: {
    id: 'forms.attendance.punchOut',
    defaultMessage: 'Punch Out',
    description: 'Button: record the end of the working day (clock out)',
  },
  punchedIn: { id: 'forms.attendance.punchedIn', defaultMessage: 'Punch In Successfully!' },
  punchedOut: { id: 'forms.attendance.punchedOut', defaultMessage: 'Punch Out Successfully!' },
  punchInFailed: { id: 'forms.attendance.punchInFailed', defaultMessage: 'Error Punch In!' },
  punchOutFailed: { id: 'forms.attendance.punchOutFailed', defaultMessage: 'Error Punch Out!' },
  fetchFailed: { id: 'forms.attendance.fetchFailed', defaultMessage: 'Error Fetching Attendance!' },
  loading: { id: 'forms.attendance.loading', defaultMessage: 'Loading attendance' },
  elapsed: { id: 'forms.attendance.elapsed', defaultMessage: 'Time elapsed' },
  worked: { id: 'forms.attendance.worked', defaultMessage: 'Time worked today' },
  done: { id: 'forms.attendance.done', defaultMessage: 'You have punched out for today.' },
  close: {
    id: 'forms.attendance.close',
    defaultMessage: 'Close',
    description: 'Button: close the attendance dialog (verb)',
  },
  shareLocation: {
    id: 'forms.attendance.shareLocation',
    defaultMessage: 'Share my location with this punch',
  },
  shareLocationReason: {
    id: 'forms.attendance.shareLocationReason',
    defaultMessage:
      'Your coordinator sees where you punched in or out, to confirm site visits. You can punch without it.',
  },
  locationDenied: {
    id: 'forms.attendance.locationDenied',
    defaultMessage: 'Location access was refused, so the punch was recorded without a location.',
  },
  locationUnavailable: {
    id: 'forms.attendance.locationUnavailable',
    defaultMessage: 'Your location could not be found, so the punch was recorded without it.',
  },
});

const withValues = defineMessages<{
  duration: { hours: number; minutes: number };
  since: { time: string };
}>({
  duration: {
    id: 'forms.attendance.duration',
    defaultMessage:
      '{hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}}',
  },
  since: { id: 'forms.attendance.since', defaultMessage: 'Punched in at {time}' },
});

/** Texts of the attendance dialog (operations §2 'Attendance dialog', §8 'Attendance'). */
export const attendanceMessages: AttendanceMessages = { ...plain, ...withValues };

/** Type of {@link attendanceMessages}: each descriptor knows the values its message needs. */
export type AttendanceMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly duration: TypedMessageDescriptor<{ hours: number; minutes: number }>;
  readonly since: TypedMessageDescriptor<{ time: string }>;
};
