import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.attendanceRecords.title', defaultMessage: 'Attendance records' },
  description: {
    id: 'forms.attendanceRecords.description',
    defaultMessage: 'Who punched in and out on a day, and where, when they shared their location.',
  },
  search: { id: 'forms.attendanceRecords.search', defaultMessage: 'Search name or e-mail' },
  day: { id: 'forms.attendanceRecords.day', defaultMessage: 'Day' },
  today: { id: 'forms.attendanceRecords.today', defaultMessage: 'Today' },
  yesterday: { id: 'forms.attendanceRecords.yesterday', defaultMessage: 'Yesterday' },
  name: { id: 'forms.attendanceRecords.name', defaultMessage: 'Name' },
  role: { id: 'forms.attendanceRecords.role', defaultMessage: 'Role' },
  punchedIn: { id: 'forms.attendanceRecords.punchedIn', defaultMessage: 'Punched in' },
  punchedOut: { id: 'forms.attendanceRecords.punchedOut', defaultMessage: 'Punched out' },
  inPlace: { id: 'forms.attendanceRecords.inPlace', defaultMessage: 'Punch-in location' },
  outPlace: { id: 'forms.attendanceRecords.outPlace', defaultMessage: 'Punch-out location' },
  notShared: { id: 'forms.attendanceRecords.notShared', defaultMessage: 'Not shared' },
  stillIn: { id: 'forms.attendanceRecords.stillIn', defaultMessage: 'Still punched in' },
  empty: { id: 'forms.attendanceRecords.empty', defaultMessage: 'Nobody punched in on this day.' },
});

/** Values of the records messages with placeholders. */
type WithValues = {
  place: { latitude: string; longitude: string };
  accuracy: { metres: number };
};

const withValues = defineMessages<WithValues>({
  place: { id: 'forms.attendanceRecords.place', defaultMessage: '{latitude}, {longitude}' },
  accuracy: {
    id: 'forms.attendanceRecords.accuracy',
    defaultMessage: 'within {metres, number} m',
  },
});

/** Texts of the coordinator's attendance records (issue 23, beyond the spec). */
export const attendanceRecordMessages: AttendanceRecordMessages = { ...plain, ...withValues };

/** Type of {@link attendanceRecordMessages}. */
export type AttendanceRecordMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};
