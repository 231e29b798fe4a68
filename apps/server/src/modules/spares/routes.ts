import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint, queryInt, queryString, type RawQuery } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import {
  findSpare,
  listDoaSpares,
  listTrackedSpares,
  returnSpare,
  spareEvents,
  sparesDoaFilters,
  spareTrackFilters,
} from './repository.ts';
import { returnSpareSchema, SPARE_MESSAGES, trackDetailSchema, type ReturnSpareBody } from './schemas.ts';

/**
 * Spares: tracking, track detail with events, returns and dead-on-arrival spares, each guarded
 * by its role set in `CALL_ROLES`. Spec: operations §7 'Management and warehouse' (shapes not
 * shown: the reference server's choice).
 */
export const spareRoutes: RouteModule = {
  name: 'spares',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * POST /management/spares-track/ with query params: the spare tracking list. Filters in the
     * query: `status`, `warehouse` (id), `ticket_id`, `project`; search name, part and serial
     * numbers, docket number, ticket id; ordering name, status, warehouse, shipped_at, ...
     * The body is not read. Spec: operations §7 ("with query params").
     */
    listEndpoint(api, '/management/spares-track/', {
      method: 'POST',
      roles: CALL_ROLES.sparesTrack,
      filters: spareTrackFilters,
      page: listTrackedSpares,
    });

    /**
     * GET /management/get-track-detail/?id= or ?docket_number=: one spare and its tracking events
     * (oldest first): `{ status: 200, data: { ...spare, events: [{ status, location, note, at }] } }`;
     * 400 without either parameter, 404 when unknown.
     */
    api.get<{ Querystring: RawQuery }>(
      '/management/get-track-detail/',
      { schema: trackDetailSchema, preValidation: authenticate({ roles: CALL_ROLES.trackDetail }) },
      async (request) => {
        const id = queryInt(request.query, 'id');
        const docketNumber = queryString(request.query, 'docket_number');
        if (id === undefined && docketNumber === undefined)
          throw new HttpError(400, SPARE_MESSAGES.trackDetailQuery);
        const spare = await findSpare(db, id !== undefined ? { id } : { docketNumber: docketNumber ?? '' });
        if (!spare) throw new HttpError(404, SPARE_MESSAGES.notFound);
        return { status: 200, data: { ...spare, events: await spareEvents(db, spare.id) } };
      },
    );

    /**
     * POST /management/return-spare/ `{ spare_id, reason }`: records the return of a delivered or
     * DOA spare to its warehouse (status `returned` plus a tracking event, in one transaction);
     * 404 unknown spare, 409 when the spare cannot be returned.
     */
    api.post<{ Body: ReturnSpareBody }>(
      '/management/return-spare/',
      {
        schema: returnSpareSchema,
        config: { validationMessages: { '*': SPARE_MESSAGES.returnInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.returnSpare }),
      },
      async (request) => {
        const { spare_id: spareId, reason } = request.body;
        await db.transaction((tx) => returnSpare(tx, spareId, reason.trim(), api.ctx.now()));
        return { status: 200, message: SPARE_MESSAGES.returned, data: await findSpare(db, { id: spareId }) };
      },
    );

    /**
     * GET /management/spares-doa/: spares reported dead on arrival. Filters `warehouse`,
     * `project`; search and ordering as spares-track.
     */
    listEndpoint(api, '/management/spares-doa/', {
      roles: CALL_ROLES.sparesDoa,
      filters: sparesDoaFilters,
      page: listDoaSpares,
    });
  },
};
