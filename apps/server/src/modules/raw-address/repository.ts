import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { lookupPincode } from '../../identity/pincodes.ts';
import { queryEnum, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { addTicketEvent, TICKET_REF_SQL, type WorkViewer } from '../shared.ts';
import { RAW_ADDRESS_MESSAGES as M, RAW_ADDRESS_STATUSES, type ResolveAddressBody } from './schemas.ts';

/** Filters of the raw address list: `status` (default pending). */
export function rawAddressFilters(query: RawQuery) {
  return { status: queryEnum(query, 'status', RAW_ADDRESS_STATUSES) ?? 'pending' };
}

const SELECT = `a.id, ${TICKET_REF_SQL} AS ticket, t.customer_phone, pr.name AS project_name, a.raw_address,
  a.reason, a.status, a.created_at, a.resolved_at, u.full_name AS resolved_by`;
const FROM = `FROM raw_addresses a JOIN field_tickets t ON t.ticket_id = a.ticket_id
  LEFT JOIN projects pr ON pr.id = t.project_ref LEFT JOIN users u ON u.id = a.resolved_by`;

/** One page of the raw address queue (one queue for the role: customer connect and dispatch staff). */
export function listRawAddresses(db: Db, list: ListParams, filters: { status: string }) {
  const params = new SqlParams();
  return runList(
    db,
    {
      select: SELECT,
      from: FROM,
      searchable: ['t.ticket_number', 't.customer_name', 'a.raw_address'],
      orderable: { created_at: 'a.created_at', ticket: 't.ticket_number' },
      defaultOrdering: 'created_at',
      where: [`a.status = ${params.add(filters.status)}`],
    },
    list,
    params,
    'a.id',
  );
}

/**
 * Resolves a raw address to a pincode and one of its districts (the pincode lookup of GET
 * /management/po-for-techlocal/): writes the ticket's pincode, district and state, bumps its
 * version and adds 'address_resolved' to its history. 404 missing, 409 resolved already, 400 for
 * an unknown pincode or a district the pincode does not lie in.
 */
export async function resolveRawAddress(
  tx: DbTx,
  id: number,
  body: ResolveAddressBody,
  viewer: WorkViewer,
  now: Date,
) {
  const places = lookupPincode(body.pincode);
  if (places.length === 0) throw new HttpError(400, fill(M.pincodeUnknown, { pincode: body.pincode }));
  const district = body.district.trim();
  const place = places.find((candidate) => candidate.district.toLowerCase() === district.toLowerCase());
  if (!place) {
    throw new HttpError(
      400,
      fill(M.districtMismatch, {
        pincode: body.pincode,
        district,
        districts: places.map((p) => p.district).join(', '),
      }),
    );
  }
  const [row] = await tx.query<{ ticket_id: string; status: string; raw_address: string }>(
    'SELECT ticket_id, status, raw_address FROM raw_addresses WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new HttpError(404, M.notFound);
  if (row.status !== 'pending') throw new HttpError(409, M.resolvedAlready);
  await tx.query(
    `UPDATE field_tickets SET pincode = $2, district = $3, state = $4, version = version + 1, updated_at = $5 WHERE ticket_id = $1`,
    [row.ticket_id, body.pincode, place.district, place.state, now],
  );
  await tx.query(
    `UPDATE raw_addresses SET status = 'resolved', resolved_by = $2, resolved_at = $3 WHERE id = $1`,
    [id, viewer.id, now],
  );
  await addTicketEvent(tx, {
    ticketId: row.ticket_id,
    actor: viewer,
    action: 'address_resolved',
    oldValue: row.raw_address,
    newValue: `${place.district}, ${place.state} ${body.pincode}`,
    at: now,
  });
  const [resolved] = await tx.query<{
    id: number;
    ticket: { ticket_number: string; district: string; pincode: string };
  }>(`SELECT ${SELECT} ${FROM} WHERE a.id = $1`, [id]);
  return resolved!;
}
