import { PINCODE_PATTERN, textSchema } from '../shared.ts';

/** Texts of the warehouse answers (the spec shows none; the reference server's wording). */
export const WAREHOUSE_MESSAGES = {
  created: 'Warehouse created.',
  exists: 'A warehouse with this code already exists.',
  invalid:
    'Send code (3-20 capital letters, digits or dashes), name, address, city, state, a 6-digit pincode, manager_name and a 10-digit phone.',
} as const;

/** Body of POST /management/warehouse/. */
export interface WarehouseBody {
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  manager_name: string;
  phone: string;
}

/** POST /management/warehouse/: every field required, nothing else. */
export const createWarehouseSchema = {
  body: {
    type: 'object',
    required: ['code', 'name', 'address', 'city', 'state', 'pincode', 'manager_name', 'phone'],
    additionalProperties: false,
    properties: {
      code: { type: 'string', pattern: '^[A-Z0-9-]{3,20}$' },
      name: textSchema(2, 120),
      address: textSchema(5, 300),
      city: textSchema(2, 80),
      state: textSchema(2, 80),
      pincode: { type: 'string', pattern: PINCODE_PATTERN },
      manager_name: textSchema(2, 120),
      phone: { type: 'string', pattern: '^[6-9][0-9]{9}$' },
    },
  },
} as const;
