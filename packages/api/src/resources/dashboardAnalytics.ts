import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery } from './lists.ts';
import type { EscalationPriority } from './escalations.ts';
import type { InvoiceRequestStatus } from './invoiceRequests.ts';
import type { SpareStatus } from './spares.ts';

// Dashboard analytics (operations §2 analytics-dashboard, §7 'Management and warehouse'):
// aggregates the server computes from the data. Shape "not shown": the reference server's choice.

/** The dashboard's aggregates; amounts in rupees. */
export interface DashboardAnalytics {
  projects: { total: number; active: number; onHold: number; closed: number };
  tasks: { open: number; closed: number; overdue: number };
  /** Spares per status. */
  spares: Record<SpareStatus, number>;
  escalations: { open: number; byPriority: Record<EscalationPriority, number> };
  /** Count and amount per review state. */
  invoiceRequests: Record<InvoiceRequestStatus, { count: number; amount: number }>;
  /** Work orders not yet in an invoice request: count and amount. */
  uninvoicedWorkOrders: { count: number; amount: number };
}

/** Query of GET /management/dashboard-analytics/: a project id narrows it. */
export interface DashboardAnalyticsQuery {
  project?: number;
}

interface WireDashboardAnalytics {
  projects: { total: number; active: number; on_hold: number; closed: number };
  tasks: { open: number; closed: number; overdue: number };
  spares: Record<SpareStatus, number>;
  escalations: { open: number; by_priority: Record<EscalationPriority, number> };
  invoice_requests: Record<InvoiceRequestStatus, { count: number; amount: number }>;
  uninvoiced_work_orders: { count: number; amount: number };
}

function dashboardAnalyticsFromWire(wire: WireDashboardAnalytics): DashboardAnalytics {
  return {
    projects: {
      total: wire.projects.total,
      active: wire.projects.active,
      onHold: wire.projects.on_hold,
      closed: wire.projects.closed,
    },
    tasks: wire.tasks,
    spares: wire.spares,
    escalations: { open: wire.escalations.open, byPriority: wire.escalations.by_priority },
    invoiceRequests: wire.invoice_requests,
    uninvoicedWorkOrders: wire.uninvoiced_work_orders,
  };
}

/** `client.dashboardAnalytics`. Rejects with an `ApiError` (401, 403 for a role outside `CALL_ROLES`). */
export interface DashboardAnalyticsApi {
  /** GET /management/dashboard-analytics/ (the answer's `data`). Spec: operations §7. */
  get(query?: DashboardAnalyticsQuery, options?: RequestOptions): Promise<DashboardAnalytics>;
}

/** Builds `client.dashboardAnalytics`. */
export function createDashboardAnalyticsApi(core: HttpCore): DashboardAnalyticsApi {
  return {
    get: async (query, options) => {
      const answer = await core.get<{ status: number; data: WireDashboardAnalytics }>(
        '/management/dashboard-analytics/',
        withQuery(query, options),
      );
      return dashboardAnalyticsFromWire(answer.data);
    },
  };
}
