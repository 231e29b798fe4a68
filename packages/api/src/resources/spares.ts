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

// Spares (operations §3 'Client state' spareTracking and doaSpares, §7 'Management and
// warehouse'): tracking, one spare's tracking detail, returns and dead-on-arrival spares. Shapes
// are "not shown" in the spec: the reference server's choice.

/** The status of a spare part. */
export type SpareStatus = 'in_stock' | 'in_transit' | 'delivered' | 'returned' | 'doa';

/** A spare part with its tracking fields. Instants are ISO 8601, null until they happen. */
export interface Spare {
  id: number;
  partNumber: string;
  name: string;
  serialNumber: string;
  /** The warehouse that holds or shipped it. */
  warehouse: { id: number; code: string; name: string; city: string };
  projectId: number | null;
  ticketId: string | null;
  status: SpareStatus;
  courier: string | null;
  docketNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  returnReason: string | null;
  doaReason: string | null;
  createdAt: string;
}

/** One tracking event of a spare. */
export interface SpareEvent {
  status: SpareStatus;
  location: string;
  note: string;
  /** ISO 8601 instant. */
  at: string;
}

/** A spare with its tracking events, oldest first. */
export interface SpareTrackDetail extends Spare {
  events: SpareEvent[];
}

/** Query of POST /management/spares-track/ (orderable: id, name, part_number, serial_number, status, warehouse, shipped_at, delivered_at, created_at). */
export interface SpareTrackQuery extends ListQuery {
  status?: SpareStatus;
  /** Warehouse id. */
  warehouse?: number;
  ticketId?: string;
  /** Project id. */
  project?: number;
}

/** Query of GET /management/spares-doa/ (warehouse and project ids). */
export interface DoaSpareQuery extends ListQuery {
  warehouse?: number;
  project?: number;
}

/** Query of GET /management/get-track-detail/: a spare id or a docket number. */
export type SpareTrackDetailQuery = { id: number } | { docketNumber: string };

/** A return of a delivered or DOA spare, and why (5-500 characters). */
export interface SpareReturn {
  spareId: number;
  reason: string;
}

interface WireSpare {
  id: number;
  part_number: string;
  name: string;
  serial_number: string;
  warehouse: { id: number; code: string; name: string; city: string };
  project_id: number | null;
  ticket_id: string | null;
  status: SpareStatus;
  courier: string | null;
  docket_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  returned_at: string | null;
  return_reason: string | null;
  doa_reason: string | null;
  created_at: string;
}

interface WireSpareTrackDetail extends WireSpare {
  events: SpareEvent[];
}

function spareFromWire(wire: WireSpare): Spare {
  return {
    id: wire.id,
    partNumber: wire.part_number,
    name: wire.name,
    serialNumber: wire.serial_number,
    warehouse: wire.warehouse,
    projectId: wire.project_id,
    ticketId: wire.ticket_id,
    status: wire.status,
    courier: wire.courier,
    docketNumber: wire.docket_number,
    shippedAt: wire.shipped_at,
    deliveredAt: wire.delivered_at,
    returnedAt: wire.returned_at,
    returnReason: wire.return_reason,
    doaReason: wire.doa_reason,
    createdAt: wire.created_at,
  };
}

function toWireTrackQuery({ ticketId, ...rest }: SpareTrackQuery = {}) {
  return { ...rest, ticket_id: ticketId };
}

function toWireDetailQuery(query: SpareTrackDetailQuery) {
  return 'id' in query ? { id: query.id } : { docket_number: query.docketNumber };
}

/**
 * `client.spares`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 404 for an unknown spare, 409 for a return that
 * cannot apply). Spec: operations §7 'Management and warehouse'.
 */
export interface SparesApi {
  /** POST /management/spares-track/ with the filters as query params (a read). Spec: operations §7 ("with query params"). */
  track(query?: SpareTrackQuery, options?: RequestOptions): Promise<ListResponse<Spare>>;
  /** GET /management/get-track-detail/ by id or docket number (404 when unknown). Spec: operations §7. */
  trackDetail(query: SpareTrackDetailQuery, options?: RequestOptions): Promise<SpareTrackDetail>;
  /** POST /management/return-spare/ (409 unless delivered or DOA). Spec: operations §7. */
  returnSpare(body: SpareReturn, options?: RequestOptions): Promise<WriteResponse<Spare>>;
  /** GET /management/spares-doa/. Spec: operations §7. */
  doa(query?: DoaSpareQuery, options?: RequestOptions): Promise<ListResponse<Spare>>;
}

/** Builds `client.spares`. */
export function createSparesApi(core: HttpCore): SparesApi {
  return {
    track: async (query, options) =>
      pageFromWire(
        await core.post<ListResponse<WireSpare>>(
          '/management/spares-track/',
          undefined,
          withQuery(toWireTrackQuery(query), options),
        ),
        spareFromWire,
      ),
    trackDetail: async (query, options) => {
      const { data } = await core.get<{ status: number; data: WireSpareTrackDetail }>(
        '/management/get-track-detail/',
        withQuery(toWireDetailQuery(query), options),
      );
      return { ...spareFromWire(data), events: data.events ?? [] };
    },
    returnSpare: async ({ spareId, reason }, options) =>
      writtenFromWire(
        await core.post<WriteResponse<WireSpare>>(
          '/management/return-spare/',
          { spare_id: spareId, reason },
          options,
        ),
        spareFromWire,
      ),
    doa: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireSpare>>('/management/spares-doa/', withQuery(query, options)),
        spareFromWire,
      ),
  };
}
