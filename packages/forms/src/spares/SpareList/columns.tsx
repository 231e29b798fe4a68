import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { badge, date } from '../../operations-shared/cells.tsx';
import { labelOf, spareStatusLabels } from '../../operations-shared/labels.ts';
import { spareMessages as m } from '../messages.ts';

/** A spare row (spare tracking and DOA spares; the api's `Spare`). */
export interface SpareListRow {
  id: number;
  partNumber: string;
  name: string;
  serialNumber: string;
  warehouse: { name: string; city: string };
  ticketId: string | null;
  status: string;
  docketNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  doaReason: string | null;
}

/** Columns of the spare tracking and DOA lists. */
export function spareColumns(
  intl: IntlShape,
  variant: 'track' | 'doa' = 'track',
): TableColumn<SpareListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'part_number', name: t(m.partNumber), allowsSorting: true, render: (row) => row.partNumber },
    { id: 'serial_number', name: t(m.serialNumber), allowsSorting: true, render: (row) => row.serialNumber },
    {
      id: 'warehouse',
      name: t(m.warehouse),
      allowsSorting: true,
      render: (row) => `${row.warehouse.name}, ${row.warehouse.city}`,
    },
    { id: 'ticketId', name: t(m.ticket), render: (row) => row.ticketId ?? '—' },
    variant === 'doa'
      ? { id: 'doaReason', name: t(m.doaReason), render: (row) => row.doaReason ?? '—' }
      : { id: 'docketNumber', name: t(m.docket), render: (row) => row.docketNumber ?? '—' },
    {
      id: variant === 'doa' ? 'delivered_at' : 'shipped_at',
      name: t(variant === 'doa' ? m.deliveredAt : m.shippedAt),
      allowsSorting: true,
      render: (row) => date(intl, variant === 'doa' ? row.deliveredAt : row.shippedAt),
    },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, spareStatusLabels, row.status), row.status),
    },
  ];
}
