import { INDIA_TIME_ZONE, indiaToday } from '../shared.ts';

/** Answers of the attendance call. Spec: operations §8 'Attendance' (the client's texts). */
export const ATTENDANCE_MESSAGES = {
  punchedIn: 'Punch In Successfully!',
  punchedOut: 'Punch Out Successfully!',
  alreadyIn: 'You have already punched in today.',
  notIn: 'You have not punched in today.',
  alreadyOut: 'You have already punched out today.',
  badBody: 'Send is_active (punch in) or is_ended (punch out).',
  badLocation:
    'location must give latitude (-90 to 90), longitude (-180 to 180) and accuracy in metres (0 to 100000).',
  badDay: 'day must be a date (YYYY-MM-DD).',
} as const;

/** The time zone whose calendar day an attendance belongs to (the provider works in India). */
export const ATTENDANCE_TIME_ZONE = INDIA_TIME_ZONE;

/** The device's position at a punch (issue 23): WGS 84 degrees, accuracy in metres. */
export interface PunchLocation {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/**
 * Body of POST /partner/partner-active-time/: exactly one of the two flags (operations §3), and,
 * beyond the spec (issue 23), the position the user chose to share; without it the punch is
 * recorded without a place.
 */
export interface PunchBody {
  is_active?: boolean;
  is_ended?: boolean;
  location?: PunchLocation;
}

/** POST /partner/partner-active-time/ `{ is_active: true }` or `{ is_ended: true }`, optionally with `location`. */
export const punchSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      is_active: { type: 'boolean' },
      is_ended: { type: 'boolean' },
      location: {
        type: 'object',
        additionalProperties: false,
        required: ['latitude', 'longitude', 'accuracy'],
        properties: {
          latitude: { type: 'number', minimum: -90, maximum: 90 },
          longitude: { type: 'number', minimum: -180, maximum: 180 },
          accuracy: { type: 'number', minimum: 0, maximum: 100_000 },
        },
      },
    },
  },
} as const;

/** 400 texts of {@link punchSchema}. */
export const punchMessages = {
  location: ATTENDANCE_MESSAGES.badLocation,
  // A missing member of `location` is reported by its own name.
  latitude: ATTENDANCE_MESSAGES.badLocation,
  longitude: ATTENDANCE_MESSAGES.badLocation,
  accuracy: ATTENDANCE_MESSAGES.badLocation,
  '*': ATTENDANCE_MESSAGES.badBody,
};

/** 'YYYY-MM-DD' of `date` in {@link ATTENDANCE_TIME_ZONE} (the service's Indian calendar day). */
export const attendanceDay = (date: Date): string => indiaToday(date);
