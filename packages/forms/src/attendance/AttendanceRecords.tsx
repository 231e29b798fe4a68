import type { TableColumn } from '@partner-portal/ui/data';
import { Link, Text } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ListScreenProps } from '../list-screen/ListScreen.tsx';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { dateTime } from '../operations-shared/cells.tsx';
import { roleLabel } from '../roles/roleLabel.ts';
import { attendanceRecordMessages as m } from './recordsMessages.ts';

/** A position shared with a punch: WGS 84 degrees, accuracy in metres. */
export interface AttendancePlace {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** One user's punch of the day (the api's `AttendanceRecord`). */
export interface AttendanceRecordRow {
  id: number;
  fullName: string;
  email: string;
  role: string;
  /** ISO 8601 instant. */
  startedAt: string;
  /** ISO 8601 instant, or null while punched in. */
  endedAt: string | null;
  punchInLocation: AttendancePlace | null;
  punchOutLocation: AttendancePlace | null;
}

/** Props of {@link AttendanceRecords}. */
export type AttendanceRecordsProps = Pick<
  ListScreenProps<AttendanceRecordRow>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
> & {
  /**
   * The days that can be chosen ('YYYY-MM-DD', newest first; the first is today). The list state's
   * `day` filter holds the chosen one; without it the first day applies.
   */
  days: readonly string[];
};

/** OpenStreetMap at the shared position (opened in a new tab). */
export const mapHref = (place: AttendancePlace) =>
  `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`;

function placeCell(intl: IntlShape, place: AttendancePlace | null) {
  if (!place) return <Text tone="muted">{intl.formatMessage(m.notShared)}</Text>;
  const degrees = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 5 });
  return (
    <span>
      <Link href={mapHref(place)} target="_blank" rel="noreferrer">
        {intl.formatMessage(m.place, {
          latitude: degrees(place.latitude),
          longitude: degrees(place.longitude),
        })}
      </Link>{' '}
      <Text tone="muted">{intl.formatMessage(m.accuracy, { metres: Math.round(place.accuracy) })}</Text>
    </span>
  );
}

/** Columns of the attendance records. */
export function attendanceRecordColumns(intl: IntlShape): TableColumn<AttendanceRecordRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'full_name',
      name: t(m.name),
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => row.fullName || row.email,
    },
    { id: 'role', name: t(m.role), render: (row) => roleLabel(intl, row.role) },
    {
      id: 'started_at',
      name: t(m.punchedIn),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.startedAt),
    },
    { id: 'inPlace', name: t(m.inPlace), render: (row) => placeCell(intl, row.punchInLocation) },
    {
      id: 'ended_at',
      name: t(m.punchedOut),
      allowsSorting: true,
      render: (row) => (row.endedAt ? dateTime(intl, row.endedAt) : <Text tone="muted">{t(m.stillIn)}</Text>),
    },
    { id: 'outPlace', name: t(m.outPlace), render: (row) => placeCell(intl, row.punchOutLocation) },
  ];
}

/**
 * The coordinator's attendance records (issue 23, beyond the spec): who punched in and out on the
 * chosen day, at what times, and where when they shared their location (a link to the map and the
 * accuracy in metres; 'Not shared' otherwise); search by name or e-mail, a day filter, sorting and
 * paging, with loading, empty and failure states.
 */
export function AttendanceRecords({ days, headingLevel = 2, ...list }: AttendanceRecordsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => attendanceRecordColumns(intl), [intl]);
  const dayOptions = useMemo(
    () =>
      days.map((day, index) => ({
        id: day,
        label:
          index === 0
            ? t(m.today)
            : index === 1
              ? t(m.yesterday)
              : intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
      })),
    [days, intl, t],
  );
  return (
    <ListScreen<AttendanceRecordRow>
      {...list}
      headingLevel={headingLevel}
      title={t(m.title)}
      description={t(m.description)}
      columns={columns}
      searchLabel={t(m.search)}
      filters={[{ id: 'day', label: t(m.day), options: dayOptions, isRequired: true }]}
      emptyTitle={t(m.empty)}
    />
  );
}
