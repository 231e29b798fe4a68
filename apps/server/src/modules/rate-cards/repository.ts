import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryEnum,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { RATE_CARD_MESSAGES as M, RATE_CARD_STATUSES, RATE_REGION_KINDS } from './schemas.ts';

/** Filters of the rate card list: `status` (default active), `region_kind`, `sowsubtype`. */
export function rateCardFilters(query: RawQuery) {
  return {
    status: queryEnum(query, 'status', RATE_CARD_STATUSES) ?? 'active',
    regionKind: queryEnum(query, 'region_kind', RATE_REGION_KINDS),
    sowsubtype: queryString(query, 'sowsubtype'),
  };
}

const LINES_SQL = `(SELECT coalesce(json_agg(json_build_object('position', l.position, 'label', l.label,
  'unit', l.unit, 'amount_paise', l.amount_paise) ORDER BY l.position), '[]'::json)
  FROM rate_card_lines l WHERE l.rate_card_id = c.id)`;
const SELECT = `c.code AS rate_id, c.sowsubtype, c.region, c.region_kind, c.currency,
  to_char(c.effective_from, 'YYYY-MM-DD') AS effective_from, to_char(c.effective_to, 'YYYY-MM-DD') AS effective_to,
  c.status, (SELECT l.amount_paise FROM rate_card_lines l WHERE l.rate_card_id = c.id ORDER BY l.position LIMIT 1) AS base_paise`;

/** One page of rate cards (per SOW subtype and region), with the base visit amount in paise. */
export function listRateCards(db: Db, list: ListParams, filters: ReturnType<typeof rateCardFilters>) {
  const params = new SqlParams();
  const where = [`c.status = ${params.add(filters.status)}`];
  if (filters.regionKind) where.push(`c.region_kind = ${params.add(filters.regionKind)}`);
  if (filters.sowsubtype) where.push(`c.sowsubtype = ${params.add(filters.sowsubtype)}`);
  return runList(
    db,
    {
      select: SELECT,
      from: 'FROM rate_cards c',
      searchable: ['c.code', 'c.sowsubtype', 'c.region'],
      orderable: {
        rate_id: 'c.code',
        sowsubtype: 'c.sowsubtype',
        region: 'c.region',
        effective_from: 'c.effective_from',
      },
      defaultOrdering: 'sowsubtype,region',
      where,
    },
    list,
    params,
    'c.id',
  );
}

/** One rate card with its lines; 404 for an unknown code. */
export async function rateCard(db: Db, rateId: string) {
  const [row] = await db.query(
    `SELECT ${SELECT}, ${LINES_SQL} AS lines FROM rate_cards c WHERE c.code = $1`,
    [rateId],
  );
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

/** The partner plans, cheapest first, and the base visit rates of the active cards they apply to. */
export async function partnerPlans(db: Db) {
  const [plans, rates] = await Promise.all([
    db.query(
      `SELECT code, name, monthly_fee_paise, commission_bps, features FROM partner_plans ORDER BY position`,
    ),
    db.query(
      `SELECT c.sowsubtype, min(l.amount_paise)::int AS min_base_paise, max(l.amount_paise)::int AS max_base_paise
       FROM rate_cards c JOIN rate_card_lines l ON l.rate_card_id = c.id AND l.position = 1
       WHERE c.status = 'active' GROUP BY c.sowsubtype ORDER BY c.sowsubtype`,
    ),
  ]);
  return { plans, rates };
}
