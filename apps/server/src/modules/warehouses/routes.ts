import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { createWarehouse, listWarehouses, warehouseFilters } from './repository.ts';
import { createWarehouseSchema, WAREHOUSE_MESSAGES, type WarehouseBody } from './schemas.ts';

/**
 * Warehouses: the list with in-stock spare counts and creating one. Guarded by
 * `CALL_ROLES.warehouse`. Spec: operations §7 'Management and warehouse' (shapes not shown: the
 * reference server's choice).
 */
export const warehouseRoutes: RouteModule = {
  name: 'warehouses',
  plugin: async (api) => {
    /**
     * GET /management/warehouse/: warehouses with their in-stock spare count. Filters `city`,
     * `state`, `is_active`; search name, code, city; ordering name, code, city, created_at,
     * spares_in_stock.
     */
    listEndpoint(api, '/management/warehouse/', {
      roles: CALL_ROLES.warehouse,
      filters: warehouseFilters,
      page: listWarehouses,
    });

    /**
     * POST /management/warehouse/: creates a warehouse; 201 `{ status: 201, message, data }`,
     * 400 for a missing or bad field, 409 for a taken code.
     */
    api.post<{ Body: WarehouseBody }>(
      '/management/warehouse/',
      {
        schema: createWarehouseSchema,
        config: { validationMessages: { '*': WAREHOUSE_MESSAGES.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.warehouse }),
      },
      async (request, reply) => {
        const data = await api.ctx.db.transaction((tx) => createWarehouse(tx, request.body));
        return reply.code(201).send({ status: 201, message: WAREHOUSE_MESSAGES.created, data });
      },
    );
  },
};
