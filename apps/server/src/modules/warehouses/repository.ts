import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryBool,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { WAREHOUSE_MESSAGES, type WarehouseBody } from './schemas.ts';
import { likeLiteral } from '../../inputSafety.ts';

/** A warehouse as the warehouse calls answer it. */
export interface WarehouseRow {
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
  created_at: string;
  /** Spares currently in stock there. */
  spares_in_stock: number;
}

const SPARES_IN_STOCK = `(SELECT count(*)::int FROM spares s WHERE s.warehouse_id = w.id AND s.status = 'in_stock')`;
const WAREHOUSE_SELECT = `w.id, w.code, w.name, w.address, w.city, w.state, w.pincode, w.manager_name, w.phone,
  w.is_active, w.created_at, ${SPARES_IN_STOCK} AS spares_in_stock`;

/** Filters of the warehouse list. */
export interface WarehouseFilters {
  city?: string;
  state?: string;
  isActive?: boolean;
}

/** Reads `city`, `state`, `is_active` (400 for a bad value). */
export function warehouseFilters(query: RawQuery): WarehouseFilters {
  return {
    city: queryString(query, 'city'),
    state: queryString(query, 'state'),
    isActive: queryBool(query, 'is_active'),
  };
}

/** One page of warehouses; search name, code, city; ordering name, code, city, state, created_at, spares_in_stock. */
export function listWarehouses(db: Db, list: ListParams, filters: WarehouseFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.city) where.push(`w.city ILIKE ${params.add(likeLiteral(filters.city))}`);
  if (filters.state) where.push(`w.state ILIKE ${params.add(likeLiteral(filters.state))}`);
  if (filters.isActive !== undefined) where.push(`w.is_active = ${params.add(filters.isActive)}`);
  return runList<WarehouseRow>(
    db,
    {
      select: WAREHOUSE_SELECT,
      from: 'FROM warehouses w',
      searchable: ['w.name', 'w.code', 'w.city'],
      orderable: {
        id: 'w.id',
        name: 'w.name',
        code: 'w.code',
        city: 'w.city',
        state: 'w.state',
        created_at: 'w.created_at',
        spares_in_stock: SPARES_IN_STOCK,
      },
      defaultOrdering: 'name',
      where,
    },
    list,
    params,
    'w.id',
  );
}

/** Creates a warehouse (trimmed texts); 409 when the code is taken. */
export async function createWarehouse(tx: DbTx, body: WarehouseBody): Promise<WarehouseRow | undefined> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO warehouses (code, name, address, city, state, pincode, manager_name, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING RETURNING id`,
    [
      body.code,
      body.name.trim(),
      body.address.trim(),
      body.city.trim(),
      body.state.trim(),
      body.pincode,
      body.manager_name.trim(),
      body.phone,
    ],
  );
  const id = inserted[0]?.id;
  if (id === undefined) throw new HttpError(409, WAREHOUSE_MESSAGES.exists);
  const [row] = await tx.query<WarehouseRow>(`SELECT ${WAREHOUSE_SELECT} FROM warehouses w WHERE w.id = $1`, [
    id,
  ]);
  return row;
}
