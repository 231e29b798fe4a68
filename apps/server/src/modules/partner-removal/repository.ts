import type { DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { PARTNER_REMOVAL_MESSAGES } from './schemas.ts';

/**
 * Files a pending removal request and marks the partner `removal_requested`; 404 unknown
 * partner, 409 when a request is already pending.
 */
export async function requestPartnerRemoval(
  tx: DbTx,
  request: { partnerId: number; reason: string; requestedBy: number; now: Date },
) {
  const [partner] = await tx.query('SELECT id FROM network_partners WHERE id = $1 FOR UPDATE', [
    request.partnerId,
  ]);
  if (!partner) throw new HttpError(404, PARTNER_REMOVAL_MESSAGES.partnerNotFound);
  const [pending] = await tx.query(
    `SELECT id FROM partner_remove_requests WHERE partner_id = $1 AND status = 'pending'`,
    [request.partnerId],
  );
  if (pending) throw new HttpError(409, PARTNER_REMOVAL_MESSAGES.pending);
  const [created] = await tx.query(
    `INSERT INTO partner_remove_requests (partner_id, reason, requested_by, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id, partner_id, reason, status, created_at`,
    [request.partnerId, request.reason, request.requestedBy, request.now],
  );
  await tx.query(`UPDATE network_partners SET status = 'removal_requested' WHERE id = $1`, [
    request.partnerId,
  ]);
  return created;
}
