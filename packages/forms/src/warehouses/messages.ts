import { defineMessages } from 'react-intl';
import {
  operationsMessages as shared,
  type OperationsMessages,
  type PlainMessages,
} from '../operations-shared/messages.ts';

const plain = defineMessages({
  warehouses: { id: 'forms.management.warehouses', defaultMessage: 'Warehouses' },
  addWarehouse: { id: 'forms.management.addWarehouse', defaultMessage: 'Add warehouse' },
  createWarehouse: { id: 'forms.management.createWarehouse', defaultMessage: 'Create warehouse' },
  noWarehouses: { id: 'forms.management.noWarehouses', defaultMessage: 'No warehouses yet' },
  codeHint: {
    id: 'forms.management.codeHint',
    defaultMessage: '3 to 20 capital letters, digits or dashes, e.g. WH-MUM-02',
  },
  codeInvalid: {
    id: 'forms.management.codeInvalid',
    defaultMessage: 'Use 3 to 20 capital letters, digits or dashes.',
  },
  address: { id: 'forms.management.address', defaultMessage: 'Address' },
  state: {
    id: 'forms.management.state',
    defaultMessage: 'State',
    description: 'Field label and column header: Indian state (region, not a status)',
  },
  managerName: { id: 'forms.management.managerName', defaultMessage: 'Manager name' },
  phoneInvalid: {
    id: 'forms.management.phoneInvalid',
    defaultMessage: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  },
  sparesInStock: { id: 'forms.management.sparesInStock', defaultMessage: 'Spares in stock' },
  active: {
    id: 'forms.management.active',
    defaultMessage: 'Active',
    description: 'Status: in use (adjective: active)',
  },
  inactive: { id: 'forms.management.inactive', defaultMessage: 'Inactive' },
});

/** Type of {@link warehouseMessages}: each descriptor knows the values its message needs. */
export type WarehouseMessages = PlainMessages<typeof plain> &
  Pick<OperationsMessages, 'code' | 'name' | 'city' | 'pincode' | 'phone' | 'status'>;

/**
 * Texts of the warehouse list and the 'Add warehouse' dialog (operations §2 spare-management, §7
 * 'Management and warehouse'). The field names it shares with other operations features come from
 * `operationsMessages`. The spec words none of these texts: the product's own wording. Message ids
 * keep the former `forms.management.` prefix, so no translation changes.
 */
export const warehouseMessages: WarehouseMessages = {
  ...plain,
  code: shared.code,
  name: shared.name,
  city: shared.city,
  pincode: shared.pincode,
  phone: shared.phone,
  status: shared.status,
};
