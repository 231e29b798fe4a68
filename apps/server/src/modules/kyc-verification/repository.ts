import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryEnum,
  runList,
  SqlParams,
  type ListPage,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { findPartner, kycOf, KYC_STATUSES, type RecordViewer } from '../partner-records/repository.ts';
import { maskKycNumber } from '../partner-records/schemas.ts';
import { KYC_MESSAGES as M, type DecisionBody } from './schemas.ts';

/** A KYC queue row (numbers masked: lists never carry them whole). */
export interface KycRow {
  uuid: string;
  name: string;
  contact_name: string;
  city: string;
  district: string;
  state: string;
  kyc_status: (typeof KYC_STATUSES)[number];
  pan: string | null;
  aadhaar: string | null;
  submitted_at: string;
  decided_at: string | null;
  reason: string | null;
}

/** Filters of the queue: `kyc_status` (default pending). */
export function kycFilters(query: RawQuery): { kycStatus: (typeof KYC_STATUSES)[number] } {
  return { kycStatus: queryEnum(query, 'kyc_status', KYC_STATUSES) ?? 'pending' };
}

/** The partners whose KYC documents are complete, by KYC status; oldest submission first. */
export async function listKyc(
  db: Db,
  list: ListParams,
  filters: { kycStatus: (typeof KYC_STATUSES)[number] },
): Promise<ListPage<KycRow>> {
  const params = new SqlParams();
  const page = await runList<KycRow>(
    db,
    {
      select: `np.uuid::text AS uuid, np.name, np.contact_name, np.city, np.district, np.state, np.kyc_status,
        np.pan, np.aadhaar_number AS aadhaar, np.kyc_submitted_at AS submitted_at, np.kyc_decided_at AS decided_at,
        np.kyc_reason AS reason`,
      from: 'FROM network_partners np',
      searchable: ['np.name', 'np.contact_name', 'np.city', 'np.district'],
      orderable: {
        submitted_at: 'np.kyc_submitted_at',
        decided_at: 'np.kyc_decided_at',
        name: 'np.name',
        district: 'np.district',
      },
      defaultOrdering: 'submitted_at',
      where: ['np.kyc_submitted_at IS NOT NULL', `np.kyc_status = ${params.add(filters.kycStatus)}`],
    },
    list,
    params,
    'np.id',
  );
  return {
    count: page.count,
    results: page.results.map((row) => ({
      ...row,
      pan: maskKycNumber(row.pan),
      aadhaar: maskKycNumber(row.aadhaar),
    })),
  };
}

/**
 * One KYC for a verifier: the record's contact and location, the numbers whole (the screen masks
 * them except the last 4 until asked), whether each scan is uploaded, and the decision history.
 */
export async function kycDetail(db: Db | DbTx, uuid: string, viewer: RecordViewer) {
  const partner = await findPartner(db, uuid, viewer);
  if (!partner || partner.kyc_submitted_at === null) throw new HttpError(404, M.notFound);
  return {
    uuid: partner.uuid,
    name: partner.name,
    contact_name: partner.contact_name,
    phone: partner.phone,
    email: partner.email,
    address: partner.address,
    city: partner.city,
    district: partner.district,
    state: partner.state,
    pincode: partner.pincode,
    status: partner.status,
    kyc: await kycOf(db, partner, true),
  };
}

/**
 * Approves (`verified`) or rejects a KYC: 404 unknown, 409 when already decided or incomplete,
 * 400 for a rejection without a reason of 10-500 characters. Approval makes a pending partner
 * active. The decision is recorded with who and when. Returns the message and the KYC.
 */
export async function decideKyc(tx: DbTx, uuid: string, body: DecisionBody, viewer: RecordViewer, now: Date) {
  const partner = await findPartner(tx, uuid, viewer, true);
  if (!partner || partner.kyc_submitted_at === null) throw new HttpError(404, M.notFound);
  if (partner.kyc_status !== 'pending') {
    throw new HttpError(
      409,
      fill(M.alreadyDecided, {
        name: partner.name,
        status: partner.kyc_status,
        who: partner.kyc_decided_by_name ?? 'someone else',
      }),
    );
  }
  if (!partner.pan || !partner.aadhaar_number || !partner.pan_scan_key || !partner.aadhaar_file_key) {
    throw new HttpError(409, fill(M.incomplete, { name: partner.name }));
  }
  let reason: string | null = null;
  if (body.decision === 'rejected') {
    reason = body.reason?.trim() ?? '';
    if (reason.length < 10 || reason.length > 500) throw new HttpError(400, M.reasonRequired);
  }
  await tx.query(
    `UPDATE network_partners SET kyc_status = $2, kyc_reason = $3, kyc_decided_by = $4, kyc_decided_at = $5,
       status = CASE WHEN $2 = 'verified' AND status = 'pending' THEN 'active' ELSE status END
     WHERE id = $1`,
    [partner.id, body.decision, reason, viewer.id, now],
  );
  await tx.query(
    `INSERT INTO partner_kyc_decisions (partner_id, decision, reason, decided_by, decided_by_name, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [partner.id, body.decision, reason, viewer.id, viewer.name, now],
  );
  return {
    message: fill(body.decision === 'verified' ? M.verified : M.rejected, { name: partner.name }),
    record: await kycDetail(tx, uuid, viewer),
  };
}
