import type { RateCardQuery } from '@partner-portal/api';
import { useRateCards } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import { rateCardColumns, rateCardMessages as m, rateLabel } from '@partner-portal/forms/rate-cards';
import { Link } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { hrefTo } from '../config/paths.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /rate-cards ("rate-cards and related partner pages", operations §6): rate cards per SOW subtype
 * and region with the base visit amount and effective dates, active by default; a card's code
 * opens /rate/{rateId}. GET /management/rate-cards/ (issue 14).
 */
export function RateCardsRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useListParams({ filters: ['status', 'region_kind'], defaultOrdering: 'sowsubtype,region' });
  const { status, region_kind: regionKind } = list.state.filters;
  const read = useRateCards(
    {
      ...list.query,
      ...(status ? { status: status as RateCardQuery['status'] } : {}),
      ...(regionKind ? { region_kind: regionKind as RateCardQuery['region_kind'] } : {}),
    },
    { keepPreviousData: true },
  );
  const options = (ids: string[]) => ids.map((id) => ({ id, label: rateLabel(intl, id) }));
  return (
    <ListScreen
      title={t(m.listTitle)}
      description={t(m.listDescription)}
      columns={rateCardColumns(intl, (row) => (
        <Link href={hrefTo('rate', { rateId: row.rateId })}>{row.rateId}</Link>
      ))}
      getRowId={(row) => row.rateId}
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      filters={[
        { id: 'status', label: t(m.status), options: options(['active', 'draft', 'expired']) },
        { id: 'region_kind', label: t(m.regionKind), options: options(['zone', 'state']) },
      ]}
      emptyTitle={t(m.listEmpty)}
    />
  );
}
