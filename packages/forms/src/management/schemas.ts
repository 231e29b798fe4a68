import * as yup from 'yup';

/** Texts the management schemas show. */
export interface ManagementSchemaMessages {
  required: string;
  tooShort: (min: number) => string;
  codeInvalid: string;
  pincodeInvalid: string;
  phoneInvalid: string;
  chooseOne: string;
}

const text = (messages: ManagementSchemaMessages, min: number, max: number) =>
  yup.string().trim().required(messages.required).min(min, messages.tooShort(min)).max(max);

/**
 * A new warehouse, with the reference server's rules: code 3-20 capital letters, digits or
 * dashes; name 2-120, address 5-300, city and state 2-80, manager name 2-120 characters; a
 * 6-digit pincode not starting with 0; a 10-digit mobile number starting 6-9.
 * Spec: operations §7 'Management and warehouse' (POST /management/warehouse/, shape not shown).
 */
export function warehouseSchema(messages: ManagementSchemaMessages) {
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

/** A reason of `min` to `max` characters (return a spare: 5-500; remove a partner: 10-1000; reject: 1-500). */
export function reasonSchema(messages: ManagementSchemaMessages, min: number, max: number) {
  return yup.object({ reason: text(messages, min, max) });
}

/** Values of a reason dialog. */
export interface ReasonValues {
  reason: string;
}

/** The SOW subtype action form: a project, a subtype of 2-80 characters and an action. */
export function sowActionSchema(messages: ManagementSchemaMessages) {
  return yup.object({
    projectId: yup.string().required(messages.chooseOne),
    sowSubtype: text(messages, 2, 80),
    action: yup.string().required(messages.chooseOne),
  });
}

/** Values of the SOW subtype action form (project id as the chosen option id). */
export interface SowActionValues {
  projectId: string;
  sowSubtype: string;
  action: string;
}
