import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import {
  pageFromWire,
  withQuery,
  writtenFromWire,
  type ListQuery,
  type ListResponse,
  type WriteResponse,
} from './lists.ts';

// Warehouses (operations §3 'Client state' warehouseList, §7 'Management and warehouse'): the list
// and the create. Shapes are "not shown" in the spec: the reference server's choice.

/** A warehouse. */
export interface Warehouse {
  id: number;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  managerName: string;
  phone: string;
  isActive: boolean;
  /** Spares in stock there now. */
  sparesInStock: number;
  /** ISO 8601 instant. */
  createdAt: string;
}

/** Filters of GET /management/warehouse/ (orderable: id, name, code, city, state, created_at, spares_in_stock). */
export interface WarehouseQuery extends ListQuery {
  city?: string;
  state?: string;
  isActive?: boolean;
}

/**
 * A warehouse to create: code is 3-20 capital letters, digits or dashes, pincode 6 digits, phone
 * 10 digits starting 6-9.
 */
export type NewWarehouse = Pick<
  Warehouse,
  'code' | 'name' | 'address' | 'city' | 'state' | 'pincode' | 'managerName' | 'phone'
>;

interface WireWarehouse {
  id: number;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  manager_name: string;
  phone: string;
  is_active: boolean;
  spares_in_stock: number;
  created_at: string;
}

function warehouseFromWire(wire: WireWarehouse): Warehouse {
  return {
    id: wire.id,
    code: wire.code,
    name: wire.name,
    address: wire.address,
    city: wire.city,
    state: wire.state,
    pincode: wire.pincode,
    managerName: wire.manager_name,
    phone: wire.phone,
    isActive: wire.is_active,
    sparesInStock: wire.spares_in_stock,
    createdAt: wire.created_at,
  };
}

function toWireWarehouse(body: NewWarehouse) {
  const { code, name, address, city, state, pincode, managerName, phone } = body;
  return { code, name, address, city, state, pincode, manager_name: managerName, phone };
}

function toWireQuery({ isActive, ...rest }: WarehouseQuery = {}) {
  return { ...rest, is_active: isActive };
}

/**
 * `client.warehouses`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 409 for a taken code). Spec: operations §7.
 */
export interface WarehousesApi {
  /** GET /management/warehouse/. Spec: operations §7. */
  list(query?: WarehouseQuery, options?: RequestOptions): Promise<ListResponse<Warehouse>>;
  /** POST /management/warehouse/ → 201 (409 for a taken code). Spec: operations §7. */
  create(body: NewWarehouse, options?: RequestOptions): Promise<WriteResponse<Warehouse>>;
}

/** Builds `client.warehouses`. */
export function createWarehousesApi(core: HttpCore): WarehousesApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireWarehouse>>(
          '/management/warehouse/',
          withQuery(toWireQuery(query), options),
        ),
        warehouseFromWire,
      ),
    create: async (body, options) =>
      writtenFromWire(
        await core.post<WriteResponse<WireWarehouse>>(
          '/management/warehouse/',
          toWireWarehouse(body),
          options,
        ),
        warehouseFromWire,
      ),
  };
}
