import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryEnum,
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { PARTNER_REF_SQL } from '../shared.ts';
import { VENDOR_DATA_MESSAGES, VENDOR_DATA_STATUSES } from './schemas.ts';

/** Filters of the vendor data list. */
export interface VendorDataFilters {
  status?: (typeof VENDOR_DATA_STATUSES)[number];
  collectionName?: string;
  partner?: number;
}

/** Reads `status`, `collection_name`, `partner` (id); 400 for a bad value. */
export function vendorDataFilters(query: RawQuery): VendorDataFilters {
  return {
    status: queryEnum(query, 'status', VENDOR_DATA_STATUSES),
    collectionName: queryString(query, 'collection_name'),
    partner: queryInt(query, 'partner'),
  };
}

/** One page of partner data responses; newest first by default. */
export function listVendorData(db: Db, list: ListParams, filters: VendorDataFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.status) where.push(`r.status = ${params.add(filters.status)}`);
  if (filters.collectionName) where.push(`r.collection_name = ${params.add(filters.collectionName)}`);
  if (filters.partner !== undefined) where.push(`r.partner_id = ${params.add(filters.partner)}`);
  return runList(
    db,
    {
      select: `r.id, ${PARTNER_REF_SQL} AS partner, r.collection_name, r.data, r.status, r.remarks, r.submitted_at, r.reviewed_at`,
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
}

/** Approves or rejects a pending response; 404 unknown, 409 already reviewed. */
export async function reviewVendorData(
  tx: DbTx,
  review: { id: number; action: 'approve' | 'reject'; remarks: string; reviewedBy: number; now: Date },
) {
  const [row] = await tx.query<{ status: string }>(
    'SELECT status FROM vendor_data_responses WHERE id = $1 FOR UPDATE',
    [review.id],
  );
  if (!row) throw new HttpError(404, VENDOR_DATA_MESSAGES.notFound);
  if (row.status !== 'pending') throw new HttpError(409, VENDOR_DATA_MESSAGES.reviewed);
  const [result] = await tx.query(
    `UPDATE vendor_data_responses SET status = $2, remarks = $3, reviewed_by = $4, reviewed_at = $5
     WHERE id = $1 RETURNING id, status, remarks, reviewed_at`,
    [
      review.id,
      review.action === 'approve' ? 'approved' : 'rejected',
      review.remarks,
      review.reviewedBy,
      review.now,
    ],
  );
  return result;
}
