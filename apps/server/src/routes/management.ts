import { CALL_ROLES } from '@partner-portal/api/roles';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { HttpError } from '../errors.ts';
import {
  listParams,
  queryBool,
  queryEnum,
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListAnswer,
  type RawQuery,
} from './listing.ts';
import { fill } from '../text.ts';
import type { RouteModule } from './types.ts';

/** Statuses of a spare part. */
export const SPARE_STATUSES = ['in_stock', 'in_transit', 'delivered', 'returned', 'doa'] as const;
/** Actions a SOW subtype can trigger. */
export const SOW_ACTIONS = [
  'send_csat_survey',
  'send_service_report',
  'request_spare',
  'notify_client',
  'auto_close',
] as const;
/** Channels of a vendor interaction. */
export const INTERACTION_CHANNELS = ['call', 'whatsapp', 'email', 'visit'] as const;
/** Project statuses. */
export const PROJECT_STATUSES = ['active', 'on_hold', 'closed'] as const;
/** Escalation priorities, lowest first. */
export const ESCALATION_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
/** Escalation statuses. */
export const ESCALATION_STATUSES = ['open', 'resolved'] as const;
/** Review states of partner data. */
export const VENDOR_DATA_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Texts of the management answers (the spec shows none; the reference server's wording). */
export const MANAGEMENT_MESSAGES = {
  warehouseCreated: 'Warehouse created.',
  warehouseExists: 'A warehouse with this code already exists.',
  warehouseInvalid:
    'Send code (3-20 capital letters, digits or dashes), name, address, city, state, a 6-digit pincode, manager_name and a 10-digit phone.',
  trackDetailQuery: 'Send id or docket_number.',
  spareNotFound: 'Spare not found.',
  spareReturned: 'Spare return recorded.',
  spareNotReturnable: 'Only a delivered or DOA spare can be returned.',
  returnInvalid: 'Send spare_id and a reason of at least 5 characters.',
  vendorDataNotFound: 'Partner data response not found.',
  vendorDataReviewed: 'This response has already been reviewed.',
  vendorDataApproved: 'Partner data approved.',
  vendorDataRejected: 'Partner data rejected.',
  vendorDataInvalid: "Send id and action 'approve' or 'reject'.",
  remarksRequired: 'Remarks are required to reject.',
  partnerNotFound: 'Partner not found.',
  removeRequested: 'Partner removal requested.',
  removePending: 'A removal request for this partner is already pending.',
  removeInvalid: 'Send partner_id and a reason of at least 10 characters.',
  projectNotFound: 'Project not found.',
  sowActionAdded: 'SOW subtype action added.',
  sowActionExists: 'This action is already set for this SOW subtype.',
  sowActionInvalid: `Send project_id, sowsubtype and action (one of: ${SOW_ACTIONS.join(', ')}).`,
  pinRequired: 'pin must be a 6-digit pincode.',
  closeTasksInvalid: 'Send task_ids: 1 to 100 task ids.',
  tasksNotFound: 'Tasks not found: {ids}.',
  tasksClosedAlready: 'Tasks already closed: {ids}.',
  tasksClosed: '{count} task(s) closed.',
} as const;

const PINCODE = '^[1-9][0-9]{5}$';

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

const WAREHOUSE_SELECT = `w.id, w.code, w.name, w.address, w.city, w.state, w.pincode, w.manager_name, w.phone,
  w.is_active, w.created_at,
  (SELECT count(*)::int FROM spares s WHERE s.warehouse_id = w.id AND s.status = 'in_stock') AS spares_in_stock`;

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

const text = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength, pattern: '\\S' }) as const;

const warehouseSchema = {
  type: 'object',
  required: ['code', 'name', 'address', 'city', 'state', 'pincode', 'manager_name', 'phone'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', pattern: '^[A-Z0-9-]{3,20}$' },
    name: text(2, 120),
    address: text(5, 300),
    city: text(2, 80),
    state: text(2, 80),
    pincode: { type: 'string', pattern: PINCODE },
    manager_name: text(2, 120),
    phone: { type: 'string', pattern: '^[6-9][0-9]{9}$' },
  },
} as const;

const SPARE_SELECT = `sp.id, sp.part_number, sp.name, sp.serial_number,
  json_build_object('id', w.id, 'code', w.code, 'name', w.name, 'city', w.city) AS warehouse,
  sp.project_id, sp.ticket_id, sp.status, sp.courier, sp.docket_number, sp.shipped_at, sp.delivered_at,
  sp.returned_at, sp.return_reason, sp.doa_reason, sp.created_at`;
const SPARE_FROM = 'FROM spares sp JOIN warehouses w ON w.id = sp.warehouse_id';
const SPARE_ORDERING = {
  id: 'sp.id',
  name: 'sp.name',
  part_number: 'sp.part_number',
  serial_number: 'sp.serial_number',
  status: 'sp.status',
  warehouse: 'w.name',
  shipped_at: 'sp.shipped_at',
  delivered_at: 'sp.delivered_at',
  created_at: 'sp.created_at',
} as const;
const SPARE_SEARCH = ['sp.name', 'sp.part_number', 'sp.serial_number', 'sp.docket_number', 'sp.ticket_id'];

/** A spare part (spare tracking, DOA, returns). */
export interface SpareRow {
  id: number;
  part_number: string;
  name: string;
  serial_number: string;
  warehouse: { id: number; code: string; name: string; city: string };
  project_id: number | null;
  ticket_id: string | null;
  status: (typeof SPARE_STATUSES)[number];
  courier: string | null;
  docket_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  returned_at: string | null;
  return_reason: string | null;
  doa_reason: string | null;
  created_at: string;
}

const PARTNER_JSON = `json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name, 'phone', p.phone, 'city', p.city, 'state', p.state)`;

async function spareById(request: FastifyRequest, id: number): Promise<SpareRow | undefined> {
  const [row] = await request.server.ctx.db.query<SpareRow>(
    `SELECT ${SPARE_SELECT} ${SPARE_FROM} WHERE sp.id = $1`,
    [id],
  );
  return row;
}

/**
 * The management and warehouse calls of the reference server, each guarded by its role set in
 * `CALL_ROLES` (packages/api/src/roles.ts): 401 without a token, 403 for another role. Lists take
 * `page` (from 1), `page_size` (1-100, default 20), `search` and `ordering` (a field, `-field` for
 * descending, comma-separated) and answer `{ status: 200, results, count }`; bad parameters answer
 * 400 with a message naming them. Writes run in one transaction.
 * Spec: operations §7 'Management and warehouse', 'Identity-adjacent' (escalation tasks), §6.
 * Request and response shapes are "not shown" in the spec: the reference server's choice.
 */
export const managementRoutes: RouteModule = {
  name: 'management',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /management/warehouse/: warehouses with their in-stock spare count. Filters: `city`,
     * `state`, `is_active`; search name, code, city; ordering name, code, city, created_at,
     * spares_in_stock. Spec: operations §7 (shape not shown: reference server's choice).
     */
    api.get<{ Querystring: RawQuery }>(
      '/management/warehouse/',
      async (request): Promise<ListAnswer<WarehouseRow>> => {
        await requireUser(request, { roles: CALL_ROLES.warehouse });
        const list = listParams(request.query);
        const params = new SqlParams();
        const where: string[] = [];
        const city = queryString(request.query, 'city');
        if (city) where.push(`w.city ILIKE ${params.add(city)}`);
        const state = queryString(request.query, 'state');
        if (state) where.push(`w.state ILIKE ${params.add(state)}`);
        const active = queryBool(request.query, 'is_active');
        if (active !== undefined) where.push(`w.is_active = ${params.add(active)}`);
        const page = await runList<WarehouseRow>(
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
              spares_in_stock: `(SELECT count(*) FROM spares s WHERE s.warehouse_id = w.id AND s.status = 'in_stock')`,
            },
            defaultOrdering: 'name',
            where,
          },
          list,
          params,
          'w.id',
        );
        return { status: 200, ...page };
      },
    );

    /**
     * POST /management/warehouse/: creates a warehouse; 201 `{ status: 201, message, data }`,
     * 400 for a missing or bad field, 409 for a taken code. Spec: operations §7 (shape not shown).
     */
    api.post<{ Body: WarehouseBody }>(
      '/management/warehouse/',
      {
        schema: { body: warehouseSchema },
        config: { validationMessages: { '*': MANAGEMENT_MESSAGES.warehouseInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.warehouse });
        },
      },
      async (request, reply) => {
        const body = request.body;
        const data = await db.transaction(async (tx) => {
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
          if (id === undefined) throw new HttpError(409, MANAGEMENT_MESSAGES.warehouseExists);
          const [row] = await tx.query<WarehouseRow>(
            `SELECT ${WAREHOUSE_SELECT} FROM warehouses w WHERE w.id = $1`,
            [id],
          );
          return row;
        });
        return reply.code(201).send({ status: 201, message: MANAGEMENT_MESSAGES.warehouseCreated, data });
      },
    );

    /**
     * GET /management/dashboard-analytics/: aggregates computed from the data: projects, tasks
     * (open, closed, overdue), spares by status, open escalations by priority, invoice requests by
     * status (count and amount in rupees) and work orders not yet invoiced. Optional `project`
     * narrows tasks, escalations, spares and work orders to one project.
     * Spec: operations §7 (shape not shown: reference server's choice).
     */
    api.get<{ Querystring: RawQuery }>('/management/dashboard-analytics/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.dashboardAnalytics });
      const project = queryInt(request.query, 'project');
      const params = project === undefined ? [] : [project];
      const scope = project === undefined ? 'true' : 'project_id = $1';
      const [projects] = await db.query<Record<string, number>>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE status = 'on_hold')::int AS on_hold,
                count(*) FILTER (WHERE status = 'closed')::int AS closed
         FROM projects WHERE ${project === undefined ? 'true' : 'id = $1'}`,
        params,
      );
      const [tasks] = await db.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
                count(*) FILTER (WHERE status = 'closed')::int AS closed,
                count(*) FILTER (WHERE status = 'open' AND due_date < CURRENT_DATE)::int AS overdue
         FROM project_tasks WHERE ${scope}`,
        params,
      );
      const spareRows = await db.query<{ status: string; count: number }>(
        `SELECT status, count(*)::int AS count FROM spares WHERE ${scope} GROUP BY status`,
        params,
      );
      const escalationRows = await db.query<{ priority: string; count: number }>(
        `SELECT priority, count(*)::int AS count FROM escalations WHERE status = 'open' AND ${scope} GROUP BY priority`,
        params,
      );
      const invoiceRows = await db.query<{ status: string; count: number; amount: number }>(
        `SELECT status, count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount FROM invoice_requests GROUP BY status`,
      );
      const [workOrders] = await db.query<{ count: number; amount: number }>(
        `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount
         FROM work_orders WHERE invoice_request_id IS NULL AND ${scope}`,
        params,
      );
      const spares = Object.fromEntries(
        SPARE_STATUSES.map((status) => [status, spareRows.find((r) => r.status === status)?.count ?? 0]),
      );
      const byPriority = Object.fromEntries(
        ESCALATION_PRIORITIES.map((priority) => [
          priority,
          escalationRows.find((r) => r.priority === priority)?.count ?? 0,
        ]),
      );
      const invoiceRequests = Object.fromEntries(
        ['pending', 'approved', 'rejected'].map((status) => {
          const row = invoiceRows.find((r) => r.status === status);
          return [status, { count: row?.count ?? 0, amount: row?.amount ?? 0 }];
        }),
      );
      return {
        status: 200,
        data: {
          projects,
          tasks,
          spares,
          escalations: {
            open: Object.values(byPriority).reduce((a, b) => a + b, 0),
            by_priority: byPriority,
          },
          invoice_requests: invoiceRequests,
          uninvoiced_work_orders: workOrders,
        },
      };
    });

    /**
     * POST /management/spares-track/ with query params: the spare tracking list. Filters in the
     * query: `status`, `warehouse` (id), `ticket_id`, `project`; search name, part and serial
     * numbers, docket number, ticket id; ordering name, status, warehouse, shipped_at, ...
     * The body is not read. Spec: operations §7 ("with query params"; shape not shown).
     */
    api.post<{ Querystring: RawQuery }>(
      '/management/spares-track/',
      async (request): Promise<ListAnswer<SpareRow>> => {
        await requireUser(request, { roles: CALL_ROLES.sparesTrack });
        const list = listParams(request.query);
        const params = new SqlParams();
        const where: string[] = [];
        const status = queryEnum(request.query, 'status', SPARE_STATUSES);
        if (status) where.push(`sp.status = ${params.add(status)}`);
        const warehouse = queryInt(request.query, 'warehouse');
        if (warehouse !== undefined) where.push(`sp.warehouse_id = ${params.add(warehouse)}`);
        const ticket = queryString(request.query, 'ticket_id');
        if (ticket) where.push(`sp.ticket_id = ${params.add(ticket)}`);
        const project = queryInt(request.query, 'project');
        if (project !== undefined) where.push(`sp.project_id = ${params.add(project)}`);
        const page = await runList<SpareRow>(
          db,
          {
            select: SPARE_SELECT,
            from: SPARE_FROM,
            searchable: SPARE_SEARCH,
            orderable: SPARE_ORDERING,
            defaultOrdering: '-created_at',
            where,
          },
          list,
          params,
          'sp.id',
        );
        return { status: 200, ...page };
      },
    );

    /**
     * GET /management/get-track-detail/?id= or ?docket_number=: one spare and its tracking events
     * (oldest first): `{ status: 200, data: { ...spare, events: [{ status, location, note, at }] } }`;
     * 400 without either parameter, 404 when unknown. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>('/management/get-track-detail/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.trackDetail });
      const id = queryInt(request.query, 'id');
      const docket = queryString(request.query, 'docket_number');
      if (id === undefined && docket === undefined)
        throw new HttpError(400, MANAGEMENT_MESSAGES.trackDetailQuery);
      const [spare] =
        id !== undefined
          ? await db.query<SpareRow>(`SELECT ${SPARE_SELECT} ${SPARE_FROM} WHERE sp.id = $1`, [id])
          : await db.query<SpareRow>(`SELECT ${SPARE_SELECT} ${SPARE_FROM} WHERE sp.docket_number = $1`, [
              docket ?? '',
            ]);
      if (!spare) throw new HttpError(404, MANAGEMENT_MESSAGES.spareNotFound);
      const events = await db.query(
        'SELECT status, location, note, at FROM spare_events WHERE spare_id = $1 ORDER BY at, id',
        [spare.id],
      );
      return { status: 200, data: { ...spare, events } };
    });

    /**
     * POST /management/return-spare/ `{ spare_id, reason }`: records the return of a delivered or
     * DOA spare to its warehouse (status `returned` plus a tracking event, in one transaction);
     * 404 unknown spare, 409 when the spare cannot be returned. Spec: operations §7 (shape not shown).
     */
    api.post<{ Body: { spare_id: number; reason: string } }>(
      '/management/return-spare/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['spare_id', 'reason'],
            properties: { spare_id: { type: 'integer', minimum: 1 }, reason: text(5, 500) },
          },
        },
        config: { validationMessages: { '*': MANAGEMENT_MESSAGES.returnInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.returnSpare });
        },
      },
      async (request) => {
        const { spare_id: spareId, reason } = request.body;
        const now = api.ctx.now();
        await db.transaction(async (tx) => {
          const [spare] = await tx.query<{ status: string; warehouse: string }>(
            `SELECT sp.status, w.name || ', ' || w.city AS warehouse FROM spares sp JOIN warehouses w ON w.id = sp.warehouse_id
             WHERE sp.id = $1 FOR UPDATE OF sp`,
            [spareId],
          );
          if (!spare) throw new HttpError(404, MANAGEMENT_MESSAGES.spareNotFound);
          if (spare.status !== 'delivered' && spare.status !== 'doa') {
            throw new HttpError(409, MANAGEMENT_MESSAGES.spareNotReturnable);
          }
          await tx.query(
            `UPDATE spares SET status = 'returned', returned_at = $2, return_reason = $3 WHERE id = $1`,
            [spareId, now, reason.trim()],
          );
          await tx.query(
            `INSERT INTO spare_events (spare_id, status, location, note, at) VALUES ($1, 'returned', $2, $3, $4)`,
            [spareId, spare.warehouse, reason.trim(), now],
          );
        });
        return {
          status: 200,
          message: MANAGEMENT_MESSAGES.spareReturned,
          data: await spareById(request, spareId),
        };
      },
    );

    /**
     * GET /management/spares-doa/: spares reported dead on arrival. Filters `warehouse`,
     * `project`; search and ordering as spares-track. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>(
      '/management/spares-doa/',
      async (request): Promise<ListAnswer<SpareRow>> => {
        await requireUser(request, { roles: CALL_ROLES.sparesDoa });
        const list = listParams(request.query);
        const params = new SqlParams();
        const where = [`sp.status = 'doa'`];
        const warehouse = queryInt(request.query, 'warehouse');
        if (warehouse !== undefined) where.push(`sp.warehouse_id = ${params.add(warehouse)}`);
        const project = queryInt(request.query, 'project');
        if (project !== undefined) where.push(`sp.project_id = ${params.add(project)}`);
        const page = await runList<SpareRow>(
          db,
          {
            select: SPARE_SELECT,
            from: SPARE_FROM,
            searchable: SPARE_SEARCH,
            orderable: SPARE_ORDERING,
            defaultOrdering: '-delivered_at',
            where,
          },
          list,
          params,
          'sp.id',
        );
        return { status: 200, ...page };
      },
    );

    /**
     * GET /partner/vendor-data-response/: data partners submitted through collections. Filters
     * `status` (pending, approved, rejected), `collection_name`, `partner` (id); search partner
     * name, phone, city, collection; ordering submitted_at, partner, collection_name, status.
     * Spec: operations §7 (shape not shown: reference server's choice).
     */
    api.get<{ Querystring: RawQuery }>('/partner/vendor-data-response/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.vendorDataResponse });
      const list = listParams(request.query);
      const params = new SqlParams();
      const where: string[] = [];
      const status = queryEnum(request.query, 'status', VENDOR_DATA_STATUSES);
      if (status) where.push(`r.status = ${params.add(status)}`);
      const collection = queryString(request.query, 'collection_name');
      if (collection) where.push(`r.collection_name = ${params.add(collection)}`);
      const partner = queryInt(request.query, 'partner');
      if (partner !== undefined) where.push(`r.partner_id = ${params.add(partner)}`);
      const page = await runList(
        db,
        {
          select: `r.id, ${PARTNER_JSON} AS partner, r.collection_name, r.data, r.status, r.remarks, r.submitted_at, r.reviewed_at`,
          from: 'FROM vendor_data_responses r JOIN network_partners p ON p.id = r.partner_id',
          searchable: ['p.name', 'p.phone', 'p.city', 'r.collection_name'],
          orderable: {
            id: 'r.id',
            submitted_at: 'r.submitted_at',
            partner: 'p.name',
            collection_name: 'r.collection_name',
            status: 'r.status',
          },
          defaultOrdering: '-submitted_at',
          where,
        },
        list,
        params,
        'r.id',
      );
      return { status: 200, ...page };
    });

    /**
     * POST /partner/vendor-data-approve/ `{ id, action: 'approve' | 'reject', remarks? }` (remarks
     * required to reject): reviews a pending response; 404 unknown, 409 already reviewed.
     * Spec: operations §7 (shape not shown: reference server's choice).
     */
    api.post<{ Body: { id: number; action: 'approve' | 'reject'; remarks?: string } }>(
      '/partner/vendor-data-approve/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['id', 'action'],
            properties: {
              id: { type: 'integer', minimum: 1 },
              action: { type: 'string', enum: ['approve', 'reject'] },
              remarks: { type: 'string', maxLength: 500 },
            },
          },
        },
        config: { validationMessages: { '*': MANAGEMENT_MESSAGES.vendorDataInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.vendorDataApprove });
        },
      },
      async (request) => {
        const user = await requireUser(request, { roles: CALL_ROLES.vendorDataApprove });
        const { id, action } = request.body;
        const remarks = request.body.remarks?.trim() ?? '';
        if (action === 'reject' && remarks === '')
          throw new HttpError(400, MANAGEMENT_MESSAGES.remarksRequired);
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ status: string }>(
            'SELECT status FROM vendor_data_responses WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!row) throw new HttpError(404, MANAGEMENT_MESSAGES.vendorDataNotFound);
          if (row.status !== 'pending') throw new HttpError(409, MANAGEMENT_MESSAGES.vendorDataReviewed);
          const [result] = await tx.query(
            `UPDATE vendor_data_responses SET status = $2, remarks = $3, reviewed_by = $4, reviewed_at = $5
             WHERE id = $1 RETURNING id, status, remarks, reviewed_at`,
            [id, action === 'approve' ? 'approved' : 'rejected', remarks, user.id, api.ctx.now()],
          );
          return result;
        });
        return {
          status: 200,
          message:
            action === 'approve'
              ? MANAGEMENT_MESSAGES.vendorDataApproved
              : MANAGEMENT_MESSAGES.vendorDataRejected,
          data: updated,
        };
      },
    );

    /**
     * POST /partner/partner-remove-request/ `{ partner_id, reason }`: asks for a partner's removal
     * (a pending request, the partner's status becomes `removal_requested`); 201, 404 unknown
     * partner, 409 when one is already pending. Spec: operations §7 (shape not shown).
     */
    api.post<{ Body: { partner_id: number; reason: string } }>(
      '/partner/partner-remove-request/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['partner_id', 'reason'],
            properties: { partner_id: { type: 'integer', minimum: 1 }, reason: text(10, 1000) },
          },
        },
        config: { validationMessages: { '*': MANAGEMENT_MESSAGES.removeInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.partnerRemoveRequest });
        },
      },
      async (request, reply) => {
        const user = await requireUser(request, { roles: CALL_ROLES.partnerRemoveRequest });
        const { partner_id: partnerId, reason } = request.body;
        const data = await db.transaction(async (tx) => {
          const [partner] = await tx.query('SELECT id FROM network_partners WHERE id = $1 FOR UPDATE', [
            partnerId,
          ]);
          if (!partner) throw new HttpError(404, MANAGEMENT_MESSAGES.partnerNotFound);
          const [pending] = await tx.query(
            `SELECT id FROM partner_remove_requests WHERE partner_id = $1 AND status = 'pending'`,
            [partnerId],
          );
          if (pending) throw new HttpError(409, MANAGEMENT_MESSAGES.removePending);
          const [created] = await tx.query(
            `INSERT INTO partner_remove_requests (partner_id, reason, requested_by, created_at) VALUES ($1, $2, $3, $4)
             RETURNING id, partner_id, reason, status, created_at`,
            [partnerId, reason.trim(), user.id, api.ctx.now()],
          );
          await tx.query(`UPDATE network_partners SET status = 'removal_requested' WHERE id = $1`, [
            partnerId,
          ]);
          return created;
        });
        return reply.code(201).send({ status: 201, message: MANAGEMENT_MESSAGES.removeRequested, data });
      },
    );

    /**
     * GET /management/get-sowsubtype-action/: the actions set per project and SOW subtype.
     * Filters `project` (id), `sowsubtype`; search sowsubtype, action, project name; ordering
     * sowsubtype, action, project, created_at. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>('/management/get-sowsubtype-action/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.sowsubtypeActions });
      const list = listParams(request.query);
      const params = new SqlParams();
      const where: string[] = [];
      const project = queryInt(request.query, 'project');
      if (project !== undefined) where.push(`a.project_id = ${params.add(project)}`);
      const sowsubtype = queryString(request.query, 'sowsubtype');
      if (sowsubtype) where.push(`a.sowsubtype = ${params.add(sowsubtype)}`);
      const page = await runList(
        db,
        {
          select: `a.id, json_build_object('id', pr.id, 'code', pr.code, 'name', pr.name) AS project, a.sowsubtype, a.action, a.created_at`,
          from: 'FROM sowsubtype_actions a JOIN projects pr ON pr.id = a.project_id',
          searchable: ['a.sowsubtype', 'a.action', 'pr.name', 'pr.code'],
          orderable: {
            id: 'a.id',
            sowsubtype: 'a.sowsubtype',
            action: 'a.action',
            project: 'pr.name',
            created_at: 'a.created_at',
          },
          defaultOrdering: 'project,sowsubtype',
          where,
        },
        list,
        params,
        'a.id',
      );
      return { status: 200, ...page };
    });

    /**
     * POST /management/add-sowsubtype-action/ `{ project_id, sowsubtype, action }` (action one of
     * SOW_ACTIONS): 201, 404 unknown project, 409 when already set. Spec: operations §7 (shape not shown).
     */
    api.post<{ Body: { project_id: number; sowsubtype: string; action: string } }>(
      '/management/add-sowsubtype-action/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['project_id', 'sowsubtype', 'action'],
            properties: {
              project_id: { type: 'integer', minimum: 1 },
              sowsubtype: text(2, 80),
              action: { type: 'string', enum: SOW_ACTIONS },
            },
          },
        },
        config: { validationMessages: { '*': MANAGEMENT_MESSAGES.sowActionInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.addSowsubtypeAction });
        },
      },
      async (request, reply) => {
        const user = await requireUser(request, { roles: CALL_ROLES.addSowsubtypeAction });
        const { project_id: projectId, action } = request.body;
        const sowsubtype = request.body.sowsubtype.trim();
        const data = await db.transaction(async (tx) => {
          const [project] = await tx.query('SELECT id FROM projects WHERE id = $1', [projectId]);
          if (!project) throw new HttpError(404, MANAGEMENT_MESSAGES.projectNotFound);
          const [created] = await tx.query(
            `INSERT INTO sowsubtype_actions (project_id, sowsubtype, action, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT ON CONSTRAINT sowsubtype_actions_unique DO NOTHING
             RETURNING id, project_id, sowsubtype, action, created_at`,
            [projectId, sowsubtype, action, user.id, api.ctx.now()],
          );
          if (!created) throw new HttpError(409, MANAGEMENT_MESSAGES.sowActionExists);
          return created;
        });
        return reply.code(201).send({ status: 201, message: MANAGEMENT_MESSAGES.sowActionAdded, data });
      },
    );

    /**
     * GET /partner/vendor-interaction/: interactions with partners. Filters `partner` (id),
     * `channel` (call, whatsapp, email, visit); search summary, partner name, interacted_by;
     * ordering interacted_at, partner, channel. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>('/partner/vendor-interaction/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.vendorInteraction });
      const list = listParams(request.query);
      const params = new SqlParams();
      const where: string[] = [];
      const partner = queryInt(request.query, 'partner');
      if (partner !== undefined) where.push(`i.partner_id = ${params.add(partner)}`);
      const channel = queryEnum(request.query, 'channel', INTERACTION_CHANNELS);
      if (channel) where.push(`i.channel = ${params.add(channel)}`);
      const page = await runList(
        db,
        {
          select: `i.id, ${PARTNER_JSON} AS partner, i.channel, i.summary, i.interacted_by, i.interacted_at`,
          from: 'FROM vendor_interactions i JOIN network_partners p ON p.id = i.partner_id',
          searchable: ['i.summary', 'p.name', 'i.interacted_by'],
          orderable: {
            id: 'i.id',
            interacted_at: 'i.interacted_at',
            partner: 'p.name',
            channel: 'i.channel',
          },
          defaultOrdering: '-interacted_at',
          where,
        },
        list,
        params,
        'i.id',
      );
      return { status: 200, ...page };
    });

    /**
     * GET /management/assign-pin-partner/?pin=560001: the partners serving a pincode (required,
     * 6 digits, else 400): `{ status: 200, pin, results, count }`; search name, city; ordering
     * name, city. Spec: operations §7 (shape not shown: reference server's choice).
     */
    api.get<{ Querystring: RawQuery }>('/management/assign-pin-partner/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.assignPinPartner });
      const pin = queryString(request.query, 'pin');
      if (pin === undefined || !new RegExp(PINCODE).test(pin))
        throw new HttpError(400, MANAGEMENT_MESSAGES.pinRequired);
      const list = listParams(request.query);
      const params = new SqlParams();
      const where = [`p.id IN (SELECT partner_id FROM partner_pincodes WHERE pincode = ${params.add(pin)})`];
      const page = await runList(
        db,
        {
          select: `p.id, p.uuid, p.name, p.phone, p.email, p.city, p.state, p.pincode, p.status,
            (SELECT array_agg(pincode ORDER BY pincode) FROM partner_pincodes pp WHERE pp.partner_id = p.id) AS pincodes`,
          from: 'FROM network_partners p',
          searchable: ['p.name', 'p.city'],
          orderable: { id: 'p.id', name: 'p.name', city: 'p.city', status: 'p.status' },
          defaultOrdering: 'name',
          where,
        },
        list,
        params,
        'p.id',
      );
      return { status: 200, pin, ...page };
    });

    /**
     * POST /management/close-tasks/ `{ task_ids: number[] (1-100), remarks? }`: closes open tasks,
     * all or none: 404 naming unknown ids, 409 naming tasks already closed.
     * Spec: operations §7 (shape not shown: reference server's choice).
     */
    api.post<{ Body: { task_ids: number[]; remarks?: string } }>(
      '/management/close-tasks/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['task_ids'],
            properties: {
              task_ids: {
                type: 'array',
                minItems: 1,
                maxItems: 100,
                uniqueItems: true,
                items: { type: 'integer', minimum: 1 },
              },
              remarks: { type: 'string', maxLength: 500 },
            },
          },
        },
        config: { validationMessages: { '*': MANAGEMENT_MESSAGES.closeTasksInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.closeTasks });
        },
      },
      async (request) => {
        const user = await requireUser(request, { roles: CALL_ROLES.closeTasks });
        const ids = request.body.task_ids;
        const closed = await db.transaction(async (tx) => {
          const rows = await tx.query<{ id: number; status: string }>(
            'SELECT id, status FROM project_tasks WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
            [ids.map(String)],
          );
          const found = new Set(rows.map((row) => row.id));
          const missing = ids.filter((id) => !found.has(id));
          if (missing.length > 0)
            throw new HttpError(404, fill(MANAGEMENT_MESSAGES.tasksNotFound, { ids: missing.join(', ') }));
          const already = rows.filter((row) => row.status === 'closed').map((row) => row.id);
          if (already.length > 0)
            throw new HttpError(
              409,
              fill(MANAGEMENT_MESSAGES.tasksClosedAlready, { ids: already.join(', ') }),
            );
          const updated = await tx.query<{ id: number }>(
            `UPDATE project_tasks SET status = 'closed', closed_by = $2, closed_at = $3, remarks = $4
             WHERE id = ANY($1::int[]) RETURNING id`,
            [ids.map(String), user.id, api.ctx.now(), request.body.remarks?.trim() ?? ''],
          );
          return updated.map((row) => row.id).sort((a, b) => a - b);
        });
        return {
          status: 200,
          message: fill(MANAGEMENT_MESSAGES.tasksClosed, { count: closed.length }),
          closed,
        };
      },
    );

    /**
     * GET /management/projects/: projects with their open task and open escalation counts.
     * Filters `status` (active, on_hold, closed), `city`; search code, name, client_name, city;
     * ordering name, code, client_name, city, status, start_date. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>('/management/projects/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.projects });
      const list = listParams(request.query);
      const params = new SqlParams();
      const where: string[] = [];
      const status = queryEnum(request.query, 'status', PROJECT_STATUSES);
      if (status) where.push(`pr.status = ${params.add(status)}`);
      const city = queryString(request.query, 'city');
      if (city) where.push(`pr.city ILIKE ${params.add(city)}`);
      const page = await runList(
        db,
        {
          select: `pr.id, pr.code, pr.name, pr.client_name, pr.city, pr.state, pr.status, pr.start_date::text AS start_date,
            pr.end_date::text AS end_date,
            (SELECT count(*)::int FROM project_tasks t WHERE t.project_id = pr.id AND t.status = 'open') AS open_tasks,
            (SELECT count(*)::int FROM escalations e WHERE e.project_id = pr.id AND e.status = 'open') AS open_escalations`,
          from: 'FROM projects pr',
          searchable: ['pr.code', 'pr.name', 'pr.client_name', 'pr.city'],
          orderable: {
            id: 'pr.id',
            name: 'pr.name',
            code: 'pr.code',
            client_name: 'pr.client_name',
            city: 'pr.city',
            status: 'pr.status',
            start_date: 'pr.start_date',
          },
          defaultOrdering: 'name',
          where,
        },
        list,
        params,
        'pr.id',
      );
      return { status: 200, ...page };
    });

    /**
     * GET /management/invoiceing_work-orders/ (the spec's spelling): completed work orders for
     * invoicing. Filters `partner`, `project` (ids) and `invoiced` (default false: not yet in an
     * invoice request); search wo_number, ticket_id, description, partner; ordering completed_at,
     * amount, wo_number, partner. Amounts in rupees. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>('/management/invoiceing_work-orders/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.invoicingWorkOrders });
      const list = listParams(request.query);
      const params = new SqlParams();
      const where: string[] = [];
      const partner = queryInt(request.query, 'partner');
      if (partner !== undefined) where.push(`wo.partner_id = ${params.add(partner)}`);
      const project = queryInt(request.query, 'project');
      if (project !== undefined) where.push(`wo.project_id = ${params.add(project)}`);
      const invoiced = queryBool(request.query, 'invoiced') ?? false;
      where.push(invoiced ? 'wo.invoice_request_id IS NOT NULL' : 'wo.invoice_request_id IS NULL');
      const page = await runList(
        db,
        {
          select: `wo.id, wo.wo_number, json_build_object('id', pr.id, 'code', pr.code, 'name', pr.name) AS project,
            json_build_object('id', p.id, 'name', p.name, 'city', p.city) AS partner, wo.ticket_id, wo.description,
            wo.amount::float8 AS amount, wo.completed_at, wo.invoice_request_id`,
          from: 'FROM work_orders wo JOIN projects pr ON pr.id = wo.project_id JOIN network_partners p ON p.id = wo.partner_id',
          searchable: ['wo.wo_number', 'wo.ticket_id', 'wo.description', 'p.name'],
          orderable: {
            id: 'wo.id',
            wo_number: 'wo.wo_number',
            completed_at: 'wo.completed_at',
            amount: 'wo.amount',
            partner: 'p.name',
          },
          defaultOrdering: '-completed_at',
          where,
        },
        list,
        params,
        'wo.id',
      );
      return { status: 200, ...page };
    });

    /**
     * GET /management/escalation-tasks/: escalated tickets, answered in the spec's shape
     * `{ status: 200, tickets_data, count: { total_records } }`. Filters `status` (default open),
     * `priority`, `project`; search ticket_id, customer_name, city, reason; ordering escalated_at,
     * priority, city. Spec: operations §3 'Other responses', §7 'Identity-adjacent'.
     */
    api.get<{ Querystring: RawQuery }>('/management/escalation-tasks/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.escalationTasks });
      const list = listParams(request.query);
      const params = new SqlParams();
      const where: string[] = [];
      const status = queryEnum(request.query, 'status', ESCALATION_STATUSES) ?? 'open';
      where.push(`e.status = ${params.add(status)}`);
      const priority = queryEnum(request.query, 'priority', ESCALATION_PRIORITIES);
      if (priority) where.push(`e.priority = ${params.add(priority)}`);
      const project = queryInt(request.query, 'project');
      if (project !== undefined) where.push(`e.project_id = ${params.add(project)}`);
      const page = await runList(
        db,
        {
          select: `e.id, e.ticket_id, json_build_object('id', pr.id, 'code', pr.code, 'name', pr.name) AS project,
            e.customer_name, e.city, e.reason, e.priority, e.status, e.escalated_at`,
          from: 'FROM escalations e JOIN projects pr ON pr.id = e.project_id',
          searchable: ['e.ticket_id', 'e.customer_name', 'e.city', 'e.reason'],
          orderable: {
            id: 'e.id',
            escalated_at: 'e.escalated_at',
            city: 'e.city',
            priority: `array_position(ARRAY['low','medium','high','critical'], e.priority)`,
          },
          defaultOrdering: '-escalated_at',
          where,
        },
        list,
        params,
        'e.id',
      );
      return { status: 200, tickets_data: page.results, count: { total_records: page.count } };
    });
  },
};
