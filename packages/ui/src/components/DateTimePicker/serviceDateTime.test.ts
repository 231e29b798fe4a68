import { CalendarDateTime } from '@internationalized/date';
import fc from 'fast-check';
import {
  formatServiceDateTime,
  parseServiceDateTime,
  serviceFieldLocale,
  snapMinute,
  toServiceIso,
} from './serviceDateTime';

describe('formatServiceDateTime', () => {
  it('writes DD-MM-YYYY hh:mm A with hours 01-12', () => {
    expect(formatServiceDateTime(new CalendarDateTime(2026, 11, 22, 21, 45))).toBe('22-11-2026 09:45 PM');
    expect(formatServiceDateTime(new CalendarDateTime(2026, 1, 5, 0, 0))).toBe('05-01-2026 12:00 AM');
    expect(formatServiceDateTime(new CalendarDateTime(2026, 1, 5, 12, 15))).toBe('05-01-2026 12:15 PM');
    expect(formatServiceDateTime(new CalendarDateTime(2026, 1, 5, 11, 30))).toBe('05-01-2026 11:30 AM');
  });

  it('reads ISO strings and Dates, and gives an empty string for nothing or nonsense', () => {
    expect(formatServiceDateTime('2026-03-09T07:15:00')).toBe('09-03-2026 07:15 AM');
    expect(formatServiceDateTime('2026-03-09T13:00')).toBe('09-03-2026 01:00 PM');
    expect(formatServiceDateTime(new Date(2026, 2, 9, 18, 30))).toBe('09-03-2026 06:30 PM');
    expect(formatServiceDateTime(null)).toBe('');
    expect(formatServiceDateTime('')).toBe('');
    expect(formatServiceDateTime('yesterday')).toBe('');
    expect(formatServiceDateTime(new Date('nope'))).toBe('');
  });

  it('always matches the pattern for any date-time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const text = formatServiceDateTime(new CalendarDateTime(year, month, day, hour, minute));
          expect(text).toMatch(/^\d\d-\d\d-\d{4} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
          const hour12 = Number(text.slice(11, 13));
          expect(hour12 % 12).toBe(hour % 12);
          expect(text.endsWith(hour < 12 ? 'AM' : 'PM')).toBe(true);
        },
      ),
    );
  });
});

describe('snapMinute', () => {
  it('snaps to 00, 15, 30 or 45 within the hour', () => {
    expect([0, 7, 8, 22, 23, 37, 38, 52, 53, 59].map(snapMinute)).toEqual([
      0, 0, 15, 15, 30, 30, 45, 45, 45, 45,
    ]);
  });
});

describe('parseServiceDateTime', () => {
  it('parses local ISO strings, snaps minutes and drops seconds', () => {
    expect(parseServiceDateTime('2026-11-22T09:31:59')?.toString()).toBe('2026-11-22T09:30:00');
    expect(parseServiceDateTime(new CalendarDateTime(2026, 11, 22, 9, 44))?.toString()).toBe(
      '2026-11-22T09:45:00',
    );
    expect(parseServiceDateTime('')).toBeNull();
    expect(parseServiceDateTime(undefined)).toBeNull();
    expect(parseServiceDateTime('22-11-2026')).toBeNull();
  });

  it('converts absolute times to the local time zone', () => {
    const parsed = parseServiceDateTime('2026-11-22T04:00:00Z');
    const local = new Date('2026-11-22T04:00:00Z');
    expect(parsed?.hour).toBe(local.getHours());
    expect(parsed?.day).toBe(local.getDate());
  });

  it('round-trips with toServiceIso', () => {
    expect(toServiceIso(new CalendarDateTime(2026, 11, 22, 21, 45, 12))).toBe('2026-11-22T21:45:00');
  });
});

describe('serviceFieldLocale', () => {
  it('keeps day-first languages and falls back to en-IN for others', () => {
    expect(serviceFieldLocale('en')).toBe('en-IN');
    expect(serviceFieldLocale('fr')).toBe('fr');
    expect(serviceFieldLocale('ar')).toBe('ar-u-nu-latn');
    expect(serviceFieldLocale('zh')).toBe('en-IN');
  });
});
