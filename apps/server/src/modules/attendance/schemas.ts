/** Answers of the attendance call. Spec: operations §8 'Attendance' (the client's texts). */
export const ATTENDANCE_MESSAGES = {
  punchedIn: 'Punch In Successfully!',
  punchedOut: 'Punch Out Successfully!',
  alreadyIn: 'You have already punched in today.',
  notIn: 'You have not punched in today.',
  alreadyOut: 'You have already punched out today.',
  badBody: 'Send is_active (punch in) or is_ended (punch out).',
} as const;

/** The time zone whose calendar day an attendance belongs to (the provider works in India). */
export const ATTENDANCE_TIME_ZONE = 'Asia/Kolkata';

/** Body of POST /partner/partner-active-time/: exactly one of the two flags. Spec: operations §3. */
export interface PunchBody {
  is_active?: boolean;
  is_ended?: boolean;
}

/** POST /partner/partner-active-time/ `{ is_active: true }` or `{ is_ended: true }`. */
export const punchSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { is_active: { type: 'boolean' }, is_ended: { type: 'boolean' } },
  },
} as const;

/** 400 text of {@link punchSchema}. */
export const punchMessages = { '*': ATTENDANCE_MESSAGES.badBody };

/** 'YYYY-MM-DD' of `date` in {@link ATTENDANCE_TIME_ZONE}. */
export function attendanceDay(date: Date, timeZone = ATTENDANCE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
