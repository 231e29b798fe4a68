import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { operationsMessages } from '../operations-shared/messages.ts';
import { schemaMessages } from '../operations-shared/schemaMessages.ts';
import { text, type OperationsSchemaMessages } from '../operations-shared/schemas.ts';
import { warehouseMessages } from './messages.ts';

/** Texts the warehouse schema shows. */
export interface WarehouseSchemaMessages extends OperationsSchemaMessages {
  codeInvalid: string;
  pincodeInvalid: string;
  phoneInvalid: string;
}

/** The warehouse schema's texts in the interface language. */
export function warehouseSchemaMessages(intl: IntlShape): WarehouseSchemaMessages {
  const t = intl.formatMessage;
  return {
    ...schemaMessages(intl),
    codeInvalid: t(warehouseMessages.codeInvalid),
    pincodeInvalid: t(operationsMessages.pincodeInvalid),
    phoneInvalid: t(warehouseMessages.phoneInvalid),
  };
}

/**
 * A new warehouse, with the reference server's rules: code 3-20 capital letters, digits or
 * dashes; name 2-120, address 5-300, city and state 2-80, manager name 2-120 characters; a
 * 6-digit pincode not starting with 0; a 10-digit mobile number starting 6-9.
 * Spec: operations §7 'Management and warehouse' (POST /management/warehouse/, shape not shown).
 */
export function warehouseSchema(messages: WarehouseSchemaMessages) {
  return yup.object({
    code: yup
      .string()
      .trim()
      .required(messages.required)
      .matches(/^[A-Z0-9-]{3,20}$/, messages.codeInvalid),
    name: text(messages, 2, 120),
    address: text(messages, 5, 300),
    city: text(messages, 2, 80),
    state: text(messages, 2, 80),
    pincode: yup
      .string()
      .trim()
      .required(messages.required)
      .matches(/^[1-9][0-9]{5}$/, messages.pincodeInvalid),
    managerName: text(messages, 2, 120),
    phone: yup
      .string()
      .trim()
      .required(messages.required)
      .matches(/^[6-9][0-9]{9}$/, messages.phoneInvalid),
  });
}

/** Values of the warehouse form: the api's `NewWarehouse`, field for field. */
export type WarehouseValues = yup.InferType<ReturnType<typeof warehouseSchema>>;

/** Empty warehouse form. */
export const warehouseInitialValues: WarehouseValues = {
  code: '',
  name: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  managerName: '',
  phone: '',
};
