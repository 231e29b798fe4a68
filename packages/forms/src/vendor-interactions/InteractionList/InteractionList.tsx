import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { channelLabels, optionsOf } from '../../operations-shared/labels.ts';
import { interactionColumns, type InteractionListRow } from './columns.tsx';
import { vendorInteractionMessages as m } from '../messages.ts';

/**
 * Props of {@link InteractionList}: one page of rows, the total, the list state (search, filters,
 * ordering, page; the route keeps it in the URL), and the loading and failure state with a Retry.
 */
export type InteractionListProps<T extends InteractionListRow = InteractionListRow> = Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
>;

/**
 * The interactions with partners, newest first: when, partner, channel, summary and by whom; search, a 'Channel' filter (server filter `channel`), sortable, paged.
 * Loading, empty ('No interactions yet') and failure (with Retry) states come from `ListScreen`.
 * Spec: operations §2 interactions, all-interactions, §7.
 */
export function InteractionList<T extends InteractionListRow>(list: InteractionListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => interactionColumns(intl), [intl]);
  const filters = useMemo(
    () => [{ id: 'channel', label: t(m.channel), options: optionsOf(intl, channelLabels) }],
    [intl, t],
  );
  return (
    <ListScreen<T>
      {...list}
      title={t(m.interactions)}
      columns={columns}
      filters={filters}
      emptyTitle={t(m.noInteractions)}
    />
  );
}
