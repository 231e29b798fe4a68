import { Alert, Spinner, Text } from '@partner-portal/ui/primitives';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Figures } from '../../operations-shared/Figures.styles.ts';
import { Events } from './SpareTrackDetail.styles.ts';
import { labelOf, spareStatusLabels } from '../../operations-shared/labels.ts';
import { spareMessages as m } from '../messages.ts';
import { listScreenMessages } from '../../list-screen/messages.ts';

/** A spare with its tracking events (the part of the api's `SpareTrackDetail` shown). */
export interface SpareTrackDetailData {
  name: string;
  partNumber: string;
  serialNumber: string;
  status: string;
  warehouse: { name: string; city: string };
  courier: string | null;
  docketNumber: string | null;
  ticketId: string | null;
  events: { status: string; location: string; note: string; at: string }[];
}

/** Props of {@link SpareTrackDetail}. */
export interface SpareTrackDetailProps {
  detail?: SpareTrackDetailData;
  isLoading?: boolean;
  /** The failure to show. */
  error?: ReactNode;
}

/**
 * One spare's tracking: part, serial, status, warehouse, courier and docket, then its events
 * oldest first (status, place, note, time). Spec: operations §7 (GET /management/get-track-detail/).
 */
export function SpareTrackDetail({ detail, isLoading = false, error }: SpareTrackDetailProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (error) {
    return (
      <Alert variant="error" title={t(listScreenMessages.loadFailed)}>
        {error}
      </Alert>
    );
  }
  if (isLoading || !detail) return <Spinner label={t(m.trackEvents)} />;
  const rows: [string, string][] = [
    [t(m.partNumber), detail.partNumber],
    [t(m.serialNumber), detail.serialNumber],
    [t(m.status), labelOf(intl, spareStatusLabels, detail.status)],
    [t(m.warehouse), `${detail.warehouse.name}, ${detail.warehouse.city}`],
    [t(m.courier), detail.courier ?? '—'],
    [t(m.docket), detail.docketNumber ?? '—'],
    [t(m.ticket), detail.ticketId ?? '—'],
  ];
  return (
    <>
      <Figures>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <Text weight="semibold">{t(m.trackEvents)}</Text>
      {detail.events.length === 0 ? (
        <Text tone="muted">{t(m.noTrackEvents)}</Text>
      ) : (
        <Events>
          {detail.events.map((event) => (
            <li key={`${event.at}-${event.status}`}>
              <Text weight="semibold" elementType="span">
                {labelOf(intl, spareStatusLabels, event.status)}
              </Text>{' '}
              · {event.location} · {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
              {event.note ? <Text tone="muted">{event.note}</Text> : null}
            </li>
          ))}
        </Events>
      )}
    </>
  );
}
