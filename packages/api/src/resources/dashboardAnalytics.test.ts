import { describe, expect, it } from 'vitest';
import { callLines, clientWith } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.dashboardAnalytics', () => {
  it('reads the aggregates at the spec path and answers them camelCase', async () => {
    const byStatus = { count: 1, amount: 100 };
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        data: {
          projects: { total: 8, active: 5, on_hold: 2, closed: 1 },
          tasks: { open: 45, closed: 15, overdue: 12 },
          spares: { in_stock: 1, in_transit: 2, delivered: 3, returned: 4, doa: 5 },
          escalations: { open: 4, by_priority: { low: 1, medium: 1, high: 1, critical: 1 } },
          invoice_requests: { pending: byStatus, approved: byStatus, rejected: byStatus },
          uninvoiced_work_orders: { count: 9, amount: 900 },
        },
      }),
    );
    await expect(client.dashboardAnalytics.get({ project: 3 })).resolves.toEqual({
      projects: { total: 8, active: 5, onHold: 2, closed: 1 },
      tasks: { open: 45, closed: 15, overdue: 12 },
      spares: { in_stock: 1, in_transit: 2, delivered: 3, returned: 4, doa: 5 },
      escalations: { open: 4, byPriority: { low: 1, medium: 1, high: 1, critical: 1 } },
      invoiceRequests: { pending: byStatus, approved: byStatus, rejected: byStatus },
      uninvoicedWorkOrders: { count: 9, amount: 900 },
    });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/dashboard-analytics/?project=3',
    ]);
  });
});
