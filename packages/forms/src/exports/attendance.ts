/**
 * `@partner-portal/forms/attendance`: the attendance (punch in/out) dialog (operations §2).
 * @packageDocumentation
 */
export { AttendanceDialog } from '../attendance/AttendanceDialog.tsx';
export type { AttendanceDialogProps, AttendanceToday } from '../attendance/AttendanceDialog.tsx';
export { attendanceMessages } from '../attendance/messages.ts';
export type { AttendanceMessages } from '../attendance/messages.ts';
export { elapsedParts } from '../attendance/elapsed.ts';
