import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { dateTime } from '../../operations-shared/cells.tsx';
import { channelLabels, labelOf } from '../../operations-shared/labels.ts';
import { vendorInteractionMessages as m } from '../messages.ts';

/** An interaction with a partner (the api's `VendorInteraction`). */
export interface InteractionListRow {
  id: number;
  partner: { name: string; city: string };
  channel: string;
  summary: string;
  interactedBy: string;
  interactedAt: string;
}

/** Columns of the partner interactions. */
export function interactionColumns(intl: IntlShape): TableColumn<InteractionListRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'interacted_at',
      name: t(m.interactedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.interactedAt),
    },
    {
      id: 'partner',
      name: t(m.partner),
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => `${row.partner.name}, ${row.partner.city}`,
    },
    {
      id: 'channel',
      name: t(m.channel),
      allowsSorting: true,
      render: (row) => labelOf(intl, channelLabels, row.channel),
    },
    { id: 'summary', name: t(m.summary) },
    { id: 'interactedBy', name: t(m.interactedBy) },
  ];
}
