import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import {
  pageFromWire,
  withQuery,
  writtenFromWire,
  type ListQuery,
  type ListResponse,
  type PartnerRef,
  type WriteResponse,
} from './lists.ts';

// Vendor data review (operations §2 vendor-data-review 'Partner Data Review', §7): the data
// partners submitted through a collection, approved or rejected. Shapes are "not shown" in the
// spec: the reference server's choice.

/** Review state of partner data. */
export type VendorDataStatus = 'pending' | 'approved' | 'rejected';

/** Data a partner submitted through a collection. Instants are ISO 8601. */
export interface VendorDataResponse {
  id: number;
  partner: PartnerRef;
  collectionName: string;
  /** The submitted answers; their keys depend on the collection. */
  data: Record<string, unknown>;
  status: VendorDataStatus;
  remarks: string;
  submittedAt: string;
  reviewedAt: string | null;
}

/** Query of GET /partner/vendor-data-response/ (orderable: id, submitted_at, partner, collection_name, status). */
export interface VendorDataQuery extends ListQuery {
  status?: VendorDataStatus;
  collectionName?: string;
  /** Partner id. */
  partner?: number;
}

/** A review of partner data: remarks are required to reject. */
export interface VendorDataDecision {
  id: number;
  action: 'approve' | 'reject';
  remarks?: string;
}

/** What a review wrote. */
export type VendorDataReviewed = Pick<VendorDataResponse, 'id' | 'status' | 'remarks' | 'reviewedAt'>;

interface WireVendorDataResponse {
  id: number;
  partner: PartnerRef;
  collection_name: string;
  data: Record<string, unknown>;
  status: VendorDataStatus;
  remarks: string;
  submitted_at: string;
  reviewed_at: string | null;
}

type WireVendorDataReviewed = Pick<WireVendorDataResponse, 'id' | 'status' | 'remarks' | 'reviewed_at'>;

function vendorDataResponseFromWire(wire: WireVendorDataResponse): VendorDataResponse {
  return {
    id: wire.id,
    partner: wire.partner,
    collectionName: wire.collection_name,
    data: wire.data,
    status: wire.status,
    remarks: wire.remarks,
    submittedAt: wire.submitted_at,
    reviewedAt: wire.reviewed_at,
  };
}

function reviewedFromWire(wire: WireVendorDataReviewed): VendorDataReviewed {
  return { id: wire.id, status: wire.status, remarks: wire.remarks, reviewedAt: wire.reviewed_at };
}

function toWireQuery({ collectionName, ...rest }: VendorDataQuery = {}) {
  return { ...rest, collection_name: collectionName };
}

/**
 * `client.vendorDataReview`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 404, 409 when already reviewed). Spec: operations §7.
 */
export interface VendorDataReviewApi {
  /** GET /partner/vendor-data-response/. Spec: operations §7. */
  list(query?: VendorDataQuery, options?: RequestOptions): Promise<ListResponse<VendorDataResponse>>;
  /** POST /partner/vendor-data-approve/ (409 when already reviewed). Spec: operations §7. */
  review(body: VendorDataDecision, options?: RequestOptions): Promise<WriteResponse<VendorDataReviewed>>;
}

/** Builds `client.vendorDataReview`. */
export function createVendorDataReviewApi(core: HttpCore): VendorDataReviewApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireVendorDataResponse>>(
          '/partner/vendor-data-response/',
          withQuery(toWireQuery(query), options),
        ),
        vendorDataResponseFromWire,
      ),
    review: async ({ id, action, remarks }, options) =>
      writtenFromWire(
        await core.post<WriteResponse<WireVendorDataReviewed>>(
          '/partner/vendor-data-approve/',
          { id, action, ...(remarks !== undefined && { remarks }) },
          options,
        ),
        reviewedFromWire,
      ),
  };
}
