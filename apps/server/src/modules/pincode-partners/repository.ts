import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { queryString, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { PINCODE_PATTERN } from '../shared.ts';
import { PINCODE_PARTNER_MESSAGES } from './schemas.ts';

/** Reads the required `pin` (six digits); 400 otherwise. */
export function pincodeFilter(query: RawQuery): { pin: string } {
  const pin = queryString(query, 'pin');
  if (pin === undefined || !new RegExp(PINCODE_PATTERN).test(pin))
    throw new HttpError(400, PINCODE_PARTNER_MESSAGES.pinRequired);
  return { pin };
}

/** One page of the partners serving `pin`, with every pincode they serve; by name by default. */
export function listPincodePartners(db: Db, list: ListParams, { pin }: { pin: string }) {
  const params = new SqlParams();
  const where = [`p.id IN (SELECT partner_id FROM partner_pincodes WHERE pincode = ${params.add(pin)})`];
  return runList(
    db,
    {
      select: `p.id, p.uuid, p.name, p.phone, p.email, p.city, p.state, p.pincode, p.status,
        (SELECT array_agg(pincode ORDER BY pincode) FROM partner_pincodes pp WHERE pp.partner_id = p.id) AS pincodes`,
      from: 'FROM network_partners p',
      searchable: ['p.name', 'p.city'],
      orderable: { id: 'p.id', name: 'p.name', city: 'p.city', status: 'p.status' },
      defaultOrdering: 'name',
      where,
    },
    list,
    params,
    'p.id',
  );
}
