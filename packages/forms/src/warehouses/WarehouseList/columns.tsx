import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { badge } from '../../operations-shared/cells.tsx';
import { warehouseMessages as m } from '../messages.ts';

/** A warehouse row (the fields of the api's `Warehouse` the list shows). */
export interface WarehouseListRow {
  id: number;
  code: string;
  name: string;
  city: string;
  state: string;
  pincode: string;
  managerName: string;
  phone: string;
  isActive: boolean;
  sparesInStock: number;
}

/** Columns of the warehouse list; sortable ids are the server's ordering names. */
export function warehouseColumns(intl: IntlShape): TableColumn<WarehouseListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'code', name: t(m.code), allowsSorting: true },
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'city', name: t(m.city), allowsSorting: true, render: (row) => `${row.city}, ${row.state}` },
    { id: 'managerName', name: t(m.managerName), render: (row) => `${row.managerName} · ${row.phone}` },
    {
      id: 'spares_in_stock',
      name: t(m.sparesInStock),
      allowsSorting: true,
      align: 'end',
      render: (row) => intl.formatNumber(row.sparesInStock),
    },
    {
      id: 'isActive',
      name: t(m.status),
      render: (row) => badge(t(row.isActive ? m.active : m.inactive), row.isActive ? 'active' : 'inactive'),
    },
  ];
}
