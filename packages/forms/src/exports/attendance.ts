/**
 * `@partner-portal/forms/attendance`: the attendance (punch in/out) dialog (operations §2) and the coordinator's attendance records (issue 23).
 * @packageDocumentation
 */
export { AttendanceDialog } from '../attendance/AttendanceDialog.tsx';
export type { AttendanceDialogProps, AttendanceToday } from '../attendance/AttendanceDialog.tsx';
export { attendanceMessages } from '../attendance/messages.ts';
export type { AttendanceMessages } from '../attendance/messages.ts';
export { elapsedParts } from '../attendance/elapsed.ts';
export { AttendanceRecords, attendanceRecordColumns, mapHref } from '../attendance/AttendanceRecords.tsx';
export type {
  AttendancePlace,
  AttendanceRecordRow,
  AttendanceRecordsProps,
} from '../attendance/AttendanceRecords.tsx';
export { attendanceRecordMessages } from '../attendance/recordsMessages.ts';
export type { AttendanceRecordMessages } from '../attendance/recordsMessages.ts';
export type { PunchOptions, PunchOutcome } from '../attendance/AttendanceDialog.tsx';
