import {
  CalendarDateTime,
  parseAbsoluteToLocal,
  parseDateTime,
  toCalendarDateTime,
} from '@internationalized/date';

/** The minutes a service date-time may have (operations §5 and §9: steps of 00, 15, 30 and 45). */
export const MINUTE_STEPS = [0, 15, 30, 45] as const;

/** One of {@link MINUTE_STEPS}. */
export type MinuteStep = (typeof MINUTE_STEPS)[number];

/**
 * Snaps a minute (0-59) to the nearest of 00, 15, 30, 45 within the same hour (53-59 give 45, so
 * the hour never changes).
 */
export function snapMinute(minute: number): MinuteStep {
  const index = Math.min(Math.max(Math.round(minute / 15), 0), 3);
  return MINUTE_STEPS[index] ?? 0;
}

/**
 * Reads a service date-time: a `CalendarDateTime`, or an ISO 8601 string, either local
 * ('2026-11-22T09:30' or '2026-11-22T09:30:00') or absolute ('2026-11-22T04:00:00Z',
 * '...+05:30', converted to the browser's time zone). Minutes are snapped to 15-minute steps and
 * seconds dropped. Returns `null` for `null`, `undefined`, '' or text that is not ISO 8601.
 */
export function parseServiceDateTime(
  value: string | CalendarDateTime | null | undefined,
): CalendarDateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let dateTime: CalendarDateTime;
  if (typeof value === 'string') {
    try {
      dateTime = /(Z|[+-]\d\d:?\d\d)$/i.test(value)
        ? toCalendarDateTime(parseAbsoluteToLocal(value))
        : parseDateTime(value);
    } catch {
      return null;
    }
  } else {
    dateTime = value;
  }
  return dateTime.set({ minute: snapMinute(dateTime.minute), second: 0, millisecond: 0 });
}

/**
 * The ISO 8601 local date-time string (no time zone) that `DateTimePicker` emits:
 * 'YYYY-MM-DDTHH:mm:ss', 24-hour clock, e.g. '2026-11-22T21:45:00'.
 */
export function toServiceIso(value: CalendarDateTime): string {
  return value.set({ second: 0, millisecond: 0 }).toString();
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats a date-time as the service call report shows it: 'DD-MM-YYYY hh:mm A' (day, month,
 * four-digit year, hour 01-12, minute, AM or PM), e.g. '22-11-2026 09:30 PM'. Takes a
 * `CalendarDateTime`, an ISO string (as {@link parseServiceDateTime} reads it, but the minutes are
 * kept as they are) or a `Date` (its local time). Returns '' for empty or unreadable input.
 * Spec: operations §5 'Service call report' and §9.
 */
export function formatServiceDateTime(value: string | CalendarDateTime | Date | null | undefined): string {
  let parts: { year: number; month: number; day: number; hour: number; minute: number } | null = null;
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime()))
      parts = {
        year: value.getFullYear(),
        month: value.getMonth() + 1,
        day: value.getDate(),
        hour: value.getHours(),
        minute: value.getMinutes(),
      };
  } else if (typeof value === 'string' && value !== '') {
    try {
      parts = /(Z|[+-]\d\d:?\d\d)$/i.test(value)
        ? toCalendarDateTime(parseAbsoluteToLocal(value))
        : parseDateTime(value);
    } catch {
      parts = null;
    }
  } else if (value instanceof CalendarDateTime) {
    parts = value;
  }
  if (!parts) return '';
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  const period = parts.hour < 12 ? 'AM' : 'PM';
  return `${pad(parts.day)}-${pad(parts.month)}-${pad(parts.year, 4)} ${pad(hour12)}:${pad(parts.minute)} ${period}`;
}

/**
 * The locale the date-time field formats with. The field always shows day, month, year, hour,
 * day period (DD-MM-YYYY hh A): the interface language is kept when it writes dates in that order
 * (French, Spanish, Italian, Arabic), English uses en-IN (day first), and others (Chinese writes
 * year first) fall back to en-IN. Arabic keeps Latin digits, as the format is a fixed pattern.
 */
export function serviceFieldLocale(locale: string): string {
  const language = locale.split('-')[0]?.toLowerCase();
  if (language === 'ar') return 'ar-u-nu-latn';
  const candidate = language === 'en' ? 'en-IN' : locale;
  try {
    const order = new Intl.DateTimeFormat(candidate, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      hourCycle: 'h12',
    })
      .formatToParts(new Date(2026, 10, 22, 9))
      .map((part) => part.type)
      .filter((type) => type !== 'literal')
      .join(',');
    return order === 'day,month,year,hour,dayPeriod' ? candidate : 'en-IN';
  } catch {
    return 'en-IN';
  }
}
