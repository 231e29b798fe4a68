import { describe, expect, it } from 'vitest';
import { callLines, clientWith, writeLines } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.projects', () => {
  it('lists at its spec path with the query and answers camelCase', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        count: 1,
        results: [
          {
            id: 1,
            code: 'PRJ-1',
            name: 'Metro AC rollout',
            client_name: 'Acme',
            city: 'Pune',
            state: 'MH',
            status: 'active',
            start_date: '2026-01-01',
            end_date: null,
            open_tasks: 3,
            open_escalations: 1,
            open_tickets: 12,
            sla_breaches: 2,
            completed_tickets: 30,
            total_tickets: 42,
          },
        ],
      }),
    );
    const page = await client.projects.list({ status: 'active' });
    expect(callLines(calls)).toEqual(['GET https://portal.example/api/management/projects/?status=active']);
    expect(page.results).toEqual([
      {
        id: 1,
        code: 'PRJ-1',
        name: 'Metro AC rollout',
        clientName: 'Acme',
        city: 'Pune',
        state: 'MH',
        status: 'active',
        startDate: '2026-01-01',
        endDate: null,
        openTasks: 3,
        openEscalations: 1,
        openTickets: 12,
        slaBreaches: 2,
        completedTickets: 30,
        totalTickets: 42,
      },
    ]);
  });

  it('closes tasks with a JSON body in the server words', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ status: 200, message: 'ok', closed: [1, 2] }));
    await expect(client.projects.closeTasks({ taskIds: [1, 2] })).resolves.toEqual({
      status: 200,
      message: 'ok',
      closed: [1, 2],
    });
    expect(writeLines(calls)).toEqual([['POST', '/management/close-tasks/', { task_ids: [1, 2] }]]);
  });

  it('rejects a 5xx without a notice', async () => {
    const failing = clientWith(() => jsonResponse({ status: 500, message: 'Internal server error' }, 500));
    await expect(failing.client.projects.list()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(failing.onError).not.toHaveBeenCalled();
  });
});
