import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';
import { workTicketFromWire, type WireWorkTicket, type WorkTicket } from './workTicket.ts';

// Raw addresses (/raw-address; issue 14): tickets whose address did not resolve to a pincode.

/** State of a raw address. */
export type RawAddressStatus = 'pending' | 'resolved';

/** A ticket's address as received, waiting for its pincode and district. */
export interface RawAddress {
  id: number;
  ticket: WorkTicket;
  customerPhone: string;
  projectName: string | null;
  rawAddress: string;
  /** Why the import could not place it. */
  reason: string;
  status: RawAddressStatus;
  /** ISO 8601 instants. */
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** Query of GET /management/raw-addresses/ (orderable: created_at, ticket). */
export interface RawAddressQuery extends ListQuery {
  /** Default pending. */
  status?: RawAddressStatus;
}

/** The place a raw address resolves to: a 6-digit pincode and one of its districts. */
export interface AddressResolution {
  pincode: string;
  district: string;
}

interface WireRawAddress {
  id: number;
  ticket: WireWorkTicket;
  customer_phone: string;
  project_name: string | null;
  raw_address: string;
  reason: string;
  status: RawAddressStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

function rawAddressFromWire(wire: WireRawAddress): RawAddress {
  return {
    id: wire.id,
    ticket: workTicketFromWire(wire.ticket),
    customerPhone: wire.customer_phone,
    projectName: wire.project_name,
    rawAddress: wire.raw_address,
    reason: wire.reason,
    status: wire.status,
    createdAt: wire.created_at,
    resolvedAt: wire.resolved_at,
    resolvedBy: wire.resolved_by,
  };
}

/**
 * `client.rawAddress`. Every call rejects with an `ApiError`: 401, 403 outside
 * CALL_ROLES.rawAddress, 400 (unknown pincode, a district it does not lie in), 404, 409 resolved.
 */
export interface RawAddressApi {
  /** GET /management/raw-addresses/: the shared queue. */
  list(query?: RawAddressQuery, options?: RequestOptions): Promise<ListResponse<RawAddress>>;
  /** POST /management/raw-addresses/{id}/resolve/: writes the ticket's pincode, district and state. */
  resolve(
    id: number,
    place: AddressResolution,
    options?: RequestOptions,
  ): Promise<{ message: string; address: RawAddress }>;
}

/** Builds `client.rawAddress`. */
export function createRawAddressApi(core: HttpCore): RawAddressApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireRawAddress>>('/management/raw-addresses/', withQuery(query, options)),
        rawAddressFromWire,
      ),
    resolve: async (id, place, options) => {
      const wire = await core.post<{ message: string; address: WireRawAddress }>(
        `/management/raw-addresses/${id}/resolve/`,
        { pincode: place.pincode.trim(), district: place.district },
        options,
      );
      return { message: wire.message, address: rawAddressFromWire(wire.address) };
    },
  };
}
