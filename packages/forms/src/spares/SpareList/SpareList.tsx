import { Button } from '@partner-portal/ui/primitives';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { optionsOf, spareStatusLabels } from '../../operations-shared/labels.ts';
import { spareColumns, type SpareListRow } from './columns.tsx';
import { spareMessages as m } from '../messages.ts';

/** Props of {@link SpareList}. */
export interface SpareListProps<T extends SpareListRow = SpareListRow> extends Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
> {
  /**
   * `'track'` (default): 'Spare tracking' with a 'Status' filter (server filter `status`);
   * `'doa'`: 'Dead-on-arrival spares' with the DOA reason column.
   */
  variant?: 'track' | 'doa';
  /** Opens the tracking detail of a spare ('Track' on every row). */
  onTrack: (spare: T) => void;
  /** Records a return; without it (a role that may not call return-spare) no row offers 'Return'. */
  onReturn?: (spare: T) => void;
  /** The dialogs the route opens (return reason, tracking detail). */
  children?: ReactNode;
}

/**
 * A list of spares: name, part number, serial, warehouse, ticket, status, docket and dates; search,
 * sorting and paging; 'Track' on every row and 'Return' on a delivered or DOA spare (when
 * `onReturn` is given), each named with the spare's name and serial. Loading, empty ('No spares')
 * and failure (with Retry) states come from `ListScreen`. Spec: operations §2 spare-management, §7
 * 'Management and warehouse' (spares-track, spares-doa, return-spare).
 */
export function SpareList<T extends SpareListRow>({
  variant = 'track',
  onTrack,
  onReturn,
  children,
  ...list
}: SpareListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => spareColumns(intl, variant), [intl, variant]);
  const filters = useMemo(
    () =>
      variant === 'track'
        ? [{ id: 'status', label: t(m.status), options: optionsOf(intl, spareStatusLabels) }]
        : undefined,
    [intl, t, variant],
  );
  return (
    <ListScreen<T>
      {...list}
      title={t(variant === 'track' ? m.spareTracking : m.doaSpares)}
      columns={columns}
      filters={filters}
      emptyTitle={t(m.noSpares)}
      rowActions={(row) => (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(m.trackSpareLabel, { name: row.name, serialNumber: row.serialNumber })}
            onPress={() => onTrack(row)}
          >
            {t(m.track)}
          </Button>
          {onReturn && (row.status === 'delivered' || row.status === 'doa') ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(m.returnSpareLabel, { name: row.name, serialNumber: row.serialNumber })}
              onPress={() => onReturn(row)}
            >
              {t(m.returnSpare)}
            </Button>
          ) : null}
        </>
      )}
    >
      {children}
    </ListScreen>
  );
}
