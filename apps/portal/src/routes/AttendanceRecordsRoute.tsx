import { useAttendanceRecords } from '@partner-portal/api/hooks';
import { AttendanceRecords } from '@partner-portal/forms/attendance';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { indiaToday } from '../lib/indiaToday.ts';

/** How many days back the day filter offers (today included). */
export const RECORD_DAYS = 14;

/** 'YYYY-MM-DD' days from `today` back, `count` of them, newest first. */
export function recentDays(today: string, count = RECORD_DAYS): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, back) =>
    new Date(start - back * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * /attendance-records (coordinator, project manager, admin; issue 23, beyond the spec): the punches
 * of a day (GET /management/attendance-records/) with the places users shared, search, the day
 * (last 14 days in India time, today by default), sorting and paging kept in the URL.
 */
export function AttendanceRecordsRoute() {
  const intl = useIntl();
  const list = useListParams({ filters: ['day'], defaultOrdering: 'started_at' });
  const days = useMemo(() => recentDays(indiaToday()), []);
  const day = list.state.filters.day;
  const read = useAttendanceRecords(
    { ...list.query, ...(day && days.includes(day) ? { day } : {}) },
    { keepPreviousData: true },
  );
  return (
    <AttendanceRecords
      {...listView(intl, read)}
      days={days}
      state={list.state}
      onStateChange={list.setState}
    />
  );
}
