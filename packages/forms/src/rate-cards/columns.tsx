import { Badge, type TableColumn } from '@partner-portal/ui/data';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { sowSubtypeLabel } from '../operations-shared/labels.ts';
import { effectiveRange, formatPaise, rateLabel } from './format.ts';
import { rateCardMessages as m } from './messages.ts';

/** A rate card as the list shows it (the api's `RateCard`). */
export interface RateCardRow {
  rateId: string;
  sowSubtype: string;
  region: string;
  regionKind: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  status: string;
  basePaise: number | null;
}

/**
 * Columns of the rate cards: the card (rendered by `link`, e.g. a link to /rate/{rateId}), SOW
 * subtype, region and its kind, base visit amount (INR, Indian grouping), effective dates, status.
 */
export function rateCardColumns(
  intl: IntlShape,
  link: (row: RateCardRow) => ReactNode,
): TableColumn<RateCardRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'rate_id', name: t(m.rateId), isRowHeader: true, allowsSorting: true, render: link },
    {
      id: 'sowsubtype',
      name: t(m.sowSubtype),
      allowsSorting: true,
      render: (row) => sowSubtypeLabel(intl, row.sowSubtype),
    },
    {
      id: 'region',
      name: t(m.region),
      allowsSorting: true,
      render: (row) => `${row.region} (${rateLabel(intl, row.regionKind)})`,
    },
    {
      id: 'basePaise',
      name: t(m.baseVisit),
      align: 'end',
      render: (row) => formatPaise(intl, row.basePaise),
    },
    {
      id: 'effective_from',
      name: t(m.effective),
      allowsSorting: true,
      render: (row) => effectiveRange(intl, row.effectiveFrom, row.effectiveTo),
    },
    {
      id: 'status',
      name: t(m.status),
      render: (row) => (
        <Badge tone={row.status === 'active' ? 'success' : 'neutral'}>{rateLabel(intl, row.status)}</Badge>
      ),
    },
  ];
}
