import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { badge } from '../../operations-shared/cells.tsx';
import { labelOf, partnerStatusLabels } from '../../operations-shared/labels.ts';
import { pincodePartnerMessages as m } from '../messages.ts';

/** A partner serving a pincode (the api's `PincodePartner`). */
export interface PinPartnerListRow {
  id: number;
  name: string;
  phone: string;
  city: string;
  state: string;
  status: string;
  pincodes: string[] | null;
}

/** Columns of the partners serving a pincode. */
export function pinPartnerColumns(intl: IntlShape): TableColumn<PinPartnerListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'phone', name: t(m.phone) },
    { id: 'city', name: t(m.city), allowsSorting: true, render: (row) => `${row.city}, ${row.state}` },
    { id: 'pincodes', name: t(m.pincodes), render: (row) => (row.pincodes ?? []).join(', ') },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, partnerStatusLabels, row.status), row.status),
    },
  ];
}
