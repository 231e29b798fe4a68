import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { writtenFromWire, type WriteResponse } from './lists.ts';

// Partner removal (operations §7): a request to remove a partner, from the partner lists.

/** A removal to request: the partner and why (10-1000 characters). */
export interface NewPartnerRemoval {
  partnerId: number;
  reason: string;
}

/** A removal request. */
export interface PartnerRemoval {
  id: number;
  partnerId: number;
  reason: string;
  status: 'pending' | 'done' | 'cancelled';
  /** ISO 8601 instant. */
  createdAt: string;
}

interface WirePartnerRemoval {
  id: number;
  partner_id: number;
  reason: string;
  status: PartnerRemoval['status'];
  created_at: string;
}

function partnerRemovalFromWire(wire: WirePartnerRemoval): PartnerRemoval {
  return {
    id: wire.id,
    partnerId: wire.partner_id,
    reason: wire.reason,
    status: wire.status,
    createdAt: wire.created_at,
  };
}

/**
 * `client.partnerRemoval`. Rejects with an `ApiError` (401, 403 for a role outside `CALL_ROLES`,
 * 400 with the server's message, 404 for an unknown partner, 409 when one is pending).
 */
export interface PartnerRemovalApi {
  /** POST /partner/partner-remove-request/ → 201 (409 when one is pending). Spec: operations §7. */
  request(body: NewPartnerRemoval, options?: RequestOptions): Promise<WriteResponse<PartnerRemoval>>;
}

/** Builds `client.partnerRemoval`. */
export function createPartnerRemovalApi(core: HttpCore): PartnerRemovalApi {
  return {
    request: async ({ partnerId, reason }, options) =>
      writtenFromWire(
        await core.post<WriteResponse<WirePartnerRemoval>>(
          '/partner/partner-remove-request/',
          { partner_id: partnerId, reason },
          options,
        ),
        partnerRemovalFromWire,
      ),
  };
}
