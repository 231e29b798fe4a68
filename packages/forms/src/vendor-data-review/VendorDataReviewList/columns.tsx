import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { badge, dateTime } from '../../operations-shared/cells.tsx';
import { labelOf, reviewStatusLabels } from '../../operations-shared/labels.ts';
import { vendorDataReviewMessages as m } from '../messages.ts';

/** Partner data to review (the api's `VendorDataResponse`). */
export interface VendorDataListRow {
  id: number;
  partner: { name: string; city: string };
  collectionName: string;
  data: Record<string, unknown>;
  status: string;
  remarks: string;
  submittedAt: string;
}

/** The submitted answers of a partner data response as 'key: value' text. */
function dataText(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

/** Columns of the partner data responses to review. */
export function vendorDataColumns(intl: IntlShape): TableColumn<VendorDataListRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'partner',
      name: t(m.partner),
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => `${row.partner.name}, ${row.partner.city}`,
    },
    {
      id: 'collection_name',
      name: t(m.collection),
      allowsSorting: true,
      render: (row) => row.collectionName,
    },
    { id: 'data', name: t(m.submittedData), render: (row) => dataText(row.data) },
    {
      id: 'submitted_at',
      name: t(m.submittedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.submittedAt),
    },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, reviewStatusLabels, row.status), row.status),
    },
    { id: 'remarks', name: t(m.remarks), render: (row) => row.remarks || '—' },
  ];
}
