import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery, type ListQuery, type ListResponse, type ProjectRef } from './lists.ts';

// Escalations (operations §2 'Sidebar menus' escalate-tasks badge, §3 'Other responses', §7
// 'Identity-adjacent'): the escalated tickets.

/** Priority of an escalation. */
export type EscalationPriority = 'low' | 'medium' | 'high' | 'critical';

/** State of an escalation. */
export type EscalationStatus = 'open' | 'resolved';

/** An escalated ticket. */
export interface Escalation {
  id: number;
  ticketId: string;
  project: ProjectRef;
  customerName: string;
  city: string;
  reason: string;
  priority: EscalationPriority;
  status: EscalationStatus;
  /** ISO 8601 instant. */
  escalatedAt: string;
}

/** Query of GET /management/escalation-tasks/ (orderable: id, escalated_at, city, priority). */
export interface EscalationQuery extends ListQuery {
  /** Default open. */
  status?: EscalationStatus;
  priority?: EscalationPriority;
  /** Project id. */
  project?: number;
}

interface WireEscalation {
  id: number;
  ticket_id: string;
  project: ProjectRef;
  customer_name: string;
  city: string;
  reason: string;
  priority: EscalationPriority;
  status: EscalationStatus;
  escalated_at: string;
}

/** The server's answer: spec operations §3 'Other responses' ("status, tickets_data, count.total_records"). */
interface WireEscalationPage {
  status: number;
  tickets_data: WireEscalation[];
  count: { total_records: number };
}

function escalationFromWire(wire: WireEscalation): Escalation {
  return {
    id: wire.id,
    ticketId: wire.ticket_id,
    project: wire.project,
    customerName: wire.customer_name,
    city: wire.city,
    reason: wire.reason,
    priority: wire.priority,
    status: wire.status,
    escalatedAt: wire.escalated_at,
  };
}

/**
 * `client.escalations`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message). Spec: operations §3, §7.
 */
export interface EscalationsApi {
  /**
   * GET /management/escalation-tasks/ as a normal page: the server's `tickets_data` become
   * `results` and `count.total_records` the `count`. Spec: operations §3 'Other responses', §7.
   */
  list(query?: EscalationQuery, options?: RequestOptions): Promise<ListResponse<Escalation>>;
}

/** Builds `client.escalations`. */
export function createEscalationsApi(core: HttpCore): EscalationsApi {
  return {
    list: async (query, options) => {
      const page = await core.get<WireEscalationPage>(
        '/management/escalation-tasks/',
        withQuery(query, options),
      );
      return {
        status: page.status,
        results: (page.tickets_data ?? []).map(escalationFromWire),
        count: page.count?.total_records ?? 0,
      };
    },
  };
}
