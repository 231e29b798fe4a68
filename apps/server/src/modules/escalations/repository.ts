import type { Db } from '../../db/index.ts';
import {
  queryEnum,
  queryInt,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { PROJECT_REF_SQL } from '../shared.ts';
import { ESCALATION_PRIORITIES, ESCALATION_STATUSES } from './schemas.ts';

/** Filters of the escalation list. */
export interface EscalationFilters {
  status: (typeof ESCALATION_STATUSES)[number];
  priority?: (typeof ESCALATION_PRIORITIES)[number];
  project?: number;
}

/** Reads `status` (default open), `priority`, `project` (id); 400 for a bad value. */
export function escalationFilters(query: RawQuery): EscalationFilters {
  return {
    status: queryEnum(query, 'status', ESCALATION_STATUSES) ?? 'open',
    priority: queryEnum(query, 'priority', ESCALATION_PRIORITIES),
    project: queryInt(query, 'project'),
  };
}

/** One page of escalated tickets, latest first by default. */
export function listEscalations(db: Db, list: ListParams, filters: EscalationFilters) {
  const params = new SqlParams();
  const where = [`e.status = ${params.add(filters.status)}`];
  if (filters.priority) where.push(`e.priority = ${params.add(filters.priority)}`);
  if (filters.project !== undefined) where.push(`e.project_id = ${params.add(filters.project)}`);
  return runList(
    db,
    {
      select: `e.id, e.ticket_id, ${PROJECT_REF_SQL} AS project,
        e.customer_name, e.city, e.reason, e.priority, e.status, e.escalated_at`,
      from: 'FROM escalations e JOIN projects pr ON pr.id = e.project_id',
      searchable: ['e.ticket_id', 'e.customer_name', 'e.city', 'e.reason'],
      orderable: {
        id: 'e.id',
        escalated_at: 'e.escalated_at',
        city: 'e.city',
        priority: `array_position(ARRAY['low','medium','high','critical'], e.priority)`,
      },
      defaultOrdering: '-escalated_at',
      where,
    },
    list,
    params,
    'e.id',
  );
}
