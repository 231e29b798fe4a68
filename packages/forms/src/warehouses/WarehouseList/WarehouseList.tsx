import { Button } from '@partner-portal/ui/primitives';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListScreen, type ListScreenProps } from '../../list-screen/ListScreen.tsx';
import { warehouseColumns, type WarehouseListRow } from './columns.tsx';
import { warehouseMessages as m } from '../messages.ts';

/** Props of {@link WarehouseList}. */
export interface WarehouseListProps<T extends WarehouseListRow = WarehouseListRow> extends Pick<
  ListScreenProps<T>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'isLoading' | 'error' | 'onRetry' | 'headingLevel'
> {
  /** Opens the 'Add warehouse' dialog; without it (a role that may not create one) no button. */
  onAdd?: () => void;
  /** The dialog the route opens (WarehouseDialog). */
  children?: ReactNode;
}

/**
 * The warehouses: code, name, city, pincode, manager, phone, status and spares in stock; search,
 * an 'Active'/'Inactive' status filter (server filter `active`), sorting, paging, and 'Add
 * warehouse' when `onAdd` is given. Loading, empty and failure (with Retry) states come from
 * `ListScreen`. Spec: operations §2 spare-management, §7 'Management and warehouse' (warehouse).
 */
export function WarehouseList<T extends WarehouseListRow>({
  onAdd,
  children,
  ...list
}: WarehouseListProps<T>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns = useMemo(() => warehouseColumns(intl), [intl]);
  const filters = useMemo(
    () => [
      {
        id: 'active',
        label: t(m.status),
        options: [
          { id: 'true', label: t(m.active) },
          { id: 'false', label: t(m.inactive) },
        ],
      },
    ],
    [t],
  );
  return (
    <ListScreen<T>
      {...list}
      title={t(m.warehouses)}
      columns={columns}
      filters={filters}
      emptyTitle={t(m.noWarehouses)}
      toolbar={
        onAdd ? (
          <Button variant="primary" onPress={onAdd}>
            {t(m.addWarehouse)}
          </Button>
        ) : undefined
      }
    >
      {children}
    </ListScreen>
  );
}
