import type { Db } from '../../db/index.ts';
import {
  queryEnum,
  queryInt,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { PARTNER_REF_SQL } from '../shared.ts';
import { INTERACTION_CHANNELS } from './schemas.ts';

/** Filters of the interaction list. */
export interface InteractionFilters {
  partner?: number;
  channel?: (typeof INTERACTION_CHANNELS)[number];
}

/** Reads `partner` (id) and `channel`; 400 for a bad value. */
export function interactionFilters(query: RawQuery): InteractionFilters {
  return { partner: queryInt(query, 'partner'), channel: queryEnum(query, 'channel', INTERACTION_CHANNELS) };
}

/** One page of interactions with partners, newest first by default. */
export function listInteractions(db: Db, list: ListParams, filters: InteractionFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.partner !== undefined) where.push(`i.partner_id = ${params.add(filters.partner)}`);
  if (filters.channel) where.push(`i.channel = ${params.add(filters.channel)}`);
  return runList(
    db,
    {
      select: `i.id, ${PARTNER_REF_SQL} AS partner, i.channel, i.summary, i.interacted_by, i.interacted_at`,
      from: 'FROM vendor_interactions i JOIN network_partners p ON p.id = i.partner_id',
      searchable: ['i.summary', 'p.name', 'i.interacted_by'],
      orderable: { id: 'i.id', interacted_at: 'i.interacted_at', partner: 'p.name', channel: 'i.channel' },
      defaultOrdering: '-interacted_at',
      where,
    },
    list,
    params,
    'i.id',
  );
}
