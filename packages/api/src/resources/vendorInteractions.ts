import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse, type PartnerRef } from './lists.ts';

// Vendor interactions (operations §2 interactions and all-interactions, §7): the interactions with
// partners. Shape "not shown" in the spec: the reference server's choice.

/** Channel of an interaction. */
export type InteractionChannel = 'call' | 'whatsapp' | 'email' | 'visit';

/** An interaction with a partner. */
export interface VendorInteraction {
  id: number;
  partner: PartnerRef;
  channel: InteractionChannel;
  summary: string;
  /** Who talked to the partner. */
  interactedBy: string;
  /** ISO 8601 instant. */
  interactedAt: string;
}

/** Query of GET /partner/vendor-interaction/ (orderable: id, interacted_at, partner, channel). */
export interface VendorInteractionQuery extends ListQuery {
  /** Partner id. */
  partner?: number;
  channel?: InteractionChannel;
}

interface WireVendorInteraction {
  id: number;
  partner: PartnerRef;
  channel: InteractionChannel;
  summary: string;
  interacted_by: string;
  interacted_at: string;
}

function vendorInteractionFromWire(wire: WireVendorInteraction): VendorInteraction {
  return {
    id: wire.id,
    partner: wire.partner,
    channel: wire.channel,
    summary: wire.summary,
    interactedBy: wire.interacted_by,
    interactedAt: wire.interacted_at,
  };
}

/** `client.vendorInteractions`. Rejects with an `ApiError` (401, 403 for a role outside `CALL_ROLES`, 400). */
export interface VendorInteractionsApi {
  /** GET /partner/vendor-interaction/. Spec: operations §7. */
  list(query?: VendorInteractionQuery, options?: RequestOptions): Promise<ListResponse<VendorInteraction>>;
}

/** Builds `client.vendorInteractions`. */
export function createVendorInteractionsApi(core: HttpCore): VendorInteractionsApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireVendorInteraction>>(
          '/partner/vendor-interaction/',
          withQuery(query, options),
        ),
        vendorInteractionFromWire,
      ),
  };
}
